/**
 * logHomeOpen on the memory store: a delegate's open is logged once per grant per UTC hour;
 * the owner, other members and strangers write nothing and get the same answer; an ended
 * grant logs nothing; a store that fails leaves the answer `{ logged: false }`.
 */
import { describe, expect, it } from 'vitest';
import { HOME_OPEN_LOG_DAYS, homeOpenVisitId } from '@homeledger/domain';
import { callableShell } from '../kit/callable';
import { MemoryStore } from '../kit/memory-store';
import { logHomeOpenSpec } from './home-opens';
import { storedMember } from '../kit/household.test-support';

const NOW = new Date('2026-05-01T12:10:00Z');
const grant = { until: '2026-05-20', report: false };
const member = (role: string, extra: Record<string, unknown> = {}) =>
  storedMember(role, `${role} name`, {
    email: `${role}@home.example`,
    since: new Date('2026-04-01T00:00:00Z'),
    ...extra,
  });

function world(now = () => NOW) {
  const store = new MemoryStore({
    'properties/home': {
      ownerId: 'olive',
      address: '12 Oak Lane',
      viewerIds: ['olive', 'cole', 'vera', 'dana', 'ended'],
      memberIds: ['olive', 'cole', 'vera', 'dana', 'ended'],
      members: {
        cole: member('co-owner'),
        vera: member('viewer'),
        dana: member('delegate', { name: 'Dana Insurer', grant }),
        ended: member('delegate', { grant: { until: '2026-04-30', report: false } }),
      },
    },
  });
  const errors: unknown[] = [];
  const ports = { store, log: { error: (...args: unknown[]) => void errors.push(args) } };
  const open = (uid: string, propertyId = 'home') =>
    callableShell(logHomeOpenSpec, ports, undefined, { now })({
      auth: {
        uid,
        token: { role: 'homeowner', email: `${uid}@home.example`, email_verified: true },
      },
      data: { propertyId },
    });
  const opens = () =>
    Object.entries(store.snapshot()).filter(([path]) =>
      path.startsWith('properties/home/delegateOpens/'),
    );
  return { store, open, opens, errors };
}

describe('logHomeOpen', () => {
  it('logs a delegate’s open once per hour, with who and when', async () => {
    const w = world();
    expect(await w.open('dana')).toEqual({ logged: true });
    expect(await w.open('dana')).toEqual({ logged: false });
    const entries = w.opens();
    expect(entries).toHaveLength(1);
    const [path, data] = entries[0] ?? ['', {}];
    expect(path).toBe(`properties/home/delegateOpens/${homeOpenVisitId('dana', grant, NOW)}`);
    expect(data).toMatchObject({
      uid: 'dana',
      name: 'Dana Insurer',
      email: 'delegate@home.example',
      until: '2026-05-20',
      at: NOW,
      expireAt: new Date(NOW.getTime() + HOME_OPEN_LOG_DAYS * 86_400_000),
    });
  });

  it('logs the next hour’s open as a new entry', async () => {
    let now = NOW;
    const w = world(() => now);
    await w.open('dana');
    now = new Date('2026-05-01T13:00:00Z');
    expect(await w.open('dana')).toEqual({ logged: true });
    expect(w.opens()).toHaveLength(2);
  });

  it.each(['olive', 'cole', 'vera', 'ended', 'stranger'])(
    '%s’s visit writes nothing and answers as any other',
    async (uid) => {
      const w = world();
      const before = w.store.writeCount;
      expect(await w.open(uid)).toEqual({ logged: false });
      expect(w.store.writeCount).toBe(before);
    },
  );

  it('answers a missing home like any other', async () => {
    const w = world();
    expect(await w.open('dana', 'nowhere')).toEqual({ logged: false });
  });

  it('never fails the page: a store error is reported and answered as not logged', async () => {
    const w = world();
    w.store.transact = () => Promise.reject(new Error('contention'));
    expect(await w.open('dana')).toEqual({ logged: false });
    expect(w.errors).toHaveLength(1);
  });
});
