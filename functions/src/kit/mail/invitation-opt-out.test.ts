import { describe, expect, it } from 'vitest';
import {
  answerStopInvitations,
  optOutKey,
  optOutToken,
  planOptOut,
  stopInvitationsLink,
  verifyOptOutToken,
} from './invitation-opt-out';

const SECRET = 'k';
const NOW = new Date('2026-05-01T12:00:00Z');

describe('stop-invitations tokens', () => {
  it('name the address by its hash, whatever its case or spaces, and verify only with the key', () => {
    const token = optOutToken(SECRET, ' Una@Home.Example ');
    expect(verifyOptOutToken(SECRET, token)).toBe(optOutKey('una@home.example'));
    expect(token).not.toContain('una');
    expect(verifyOptOutToken('other', token)).toBeNull();
    expect(verifyOptOutToken('', token)).toBeNull();
  });

  it('refuse anything malformed or tampered with', () => {
    const token = optOutToken(SECRET, 'una@home.example');
    const [key, mac] = token.split('.') as [string, string];
    const otherKey = optOutKey('victim@home.example');
    for (const bad of [
      `${otherKey}.${mac}`,
      `${key}.${mac}x`,
      `${key}.${mac}.x`,
      key,
      '',
      'x'.repeat(300),
      42,
      null,
    ])
      expect(verifyOptOutToken(SECRET, bad)).toBeNull();
  });

  it('make a link on the site only when a key is set', () => {
    expect(stopInvitationsLink('https://homeledger.app', '', 'a@b.co')).toBeNull();
    const link = stopInvitationsLink('https://homeledger.app/', SECRET, 'a@b.co');
    expect(link).toBe(
      `https://homeledger.app/stop-invitations?token=${optOutToken(SECRET, 'a@b.co')}`,
    );
  });
});

describe('answerStopInvitations', () => {
  const token = optOutToken(SECRET, 'una@home.example');

  it('asks on GET, records on POST, and never records for a bad token', async () => {
    const keys: string[] = [];
    const optOut = async (key: string) => void keys.push(key);
    const ask = await answerStopInvitations({ method: 'GET', token, secret: SECRET, optOut });
    expect(ask.status).toBe(200);
    expect(ask.html).toContain('<form method="post" action="/stop-invitations?token=');
    expect(keys).toEqual([]);
    const bad = await answerStopInvitations({ method: 'POST', token: 'x', secret: SECRET, optOut });
    expect(bad.status).toBe(404);
    expect(keys).toEqual([]);
    const done = await answerStopInvitations({ method: 'POST', token, secret: SECRET, optOut });
    expect(done.html).toContain('You will not be invited again');
    expect(keys).toEqual([optOutKey('una@home.example')]);
    expect(
      (await answerStopInvitations({ method: 'PUT', token, secret: SECRET, optOut })).status,
    ).toBe(405);
  });

  it('records an address once, keeping the first time', () => {
    const key = optOutKey('una@home.example');
    expect(planOptOut(key, null, NOW)).toEqual([
      { op: 'create', path: `invitationOptOuts/${key}`, data: { at: NOW } },
    ]);
    expect(
      planOptOut(key, { id: key, path: `invitationOptOuts/${key}`, data: { at: NOW } }, NOW),
    ).toEqual([]);
  });
});
