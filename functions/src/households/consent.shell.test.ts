/**
 * Co-owners' consent end to end on the in-memory store (issue #31): the owner's transfer or
 * delete of a home with co-owners only asks; the last agreement runs it as the owner (the
 * transfer's mail goes out only then); a refusal cancels it and names who refused; the owner
 * can cancel; a home without co-owners is unchanged. The delete also removes the home's
 * household invitations.
 */
import { describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES as M } from '@homeledger/domain';
import { callableShell } from '../kit/callable';
import type { MailMessage } from '../kit/mail/mail';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import { memoryAccounts } from '../kit/ports';
import { deletePropertySpec } from '../properties/delete-property';
import { startTransferSpec } from '../transfers/transfer-callables';
import { answerConsentSpec, cancelConsentSpec } from './consent-callables';
import { accountOf, OAK_LANE_ADDRESS, httpsFailure, authOf } from '../kit/test-support';
import { storedMember } from '../kit/household.test-support';

const NOW = new Date('2026-05-01T12:00:00Z');
const account = accountOf;

function world(members: Record<string, unknown> = {}) {
  const store = new MemoryStore({
    'properties/home': {
      ownerId: 'olive',
      ...OAK_LANE_ADDRESS,
      addressKey: '12-oak',
      viewerIds: ['olive', ...Object.keys(members)],
      memberIds: ['olive', ...Object.keys(members)],
      members,
      repairCount: 0,
    },
    'addressClaims/12-oak': {
      addressKey: '12-oak',
      claims: { home: 'olive' },
    },
    'profiles/olive': { name: 'Olive Owner', role: 'homeowner' },
    'profiles/nick': { name: 'Nick New', role: 'homeowner' },
    'repairs/r1': { propertyId: 'home', ownerId: 'olive', viewerIds: ['olive'] },
    'memberInvitations/i1': { propertyId: 'home', fromUid: 'olive', toUid: 'x', state: 'pending' },
    'memberInvitations/other': { propertyId: 'elsewhere', fromUid: 'zed', state: 'pending' },
  });
  const sent: MailMessage[] = [];
  let next = 0;
  const ports = {
    store,
    accounts: memoryAccounts([account('nick')]),
    newId: () => `tr${++next}`,
    files: new MemoryFiles(),
    mail: { send: async (message: MailMessage) => void sent.push(message) },
    appUrl: 'https://homeledger.app',
    log: { error: () => undefined, info: () => undefined },
  };
  const as =
    (spec: Parameters<typeof callableShell>[0]) =>
    (uid: string, data: unknown = {}) =>
      callableShell(spec, ports, undefined, { now: () => NOW })({ auth: authOf(uid), data });
  return {
    store,
    sent,
    doc: async (path: string) => (await store.get(path))?.data ?? null,
    start: as(startTransferSpec),
    remove: as(deletePropertySpec),
    answer: as(answerConsentSpec),
    cancel: as(cancelConsentSpec),
  };
}

const TWO = { cole: storedMember('co-owner', 'Cole'), cleo: storedMember('co-owner', 'Cleo') };

describe('co-owners consent to a transfer', () => {
  it('only asks; the last agreement starts the transfer, as the owner', async () => {
    const w = world(TWO);
    const asked = await w.start('olive', { propertyId: 'home', email: 'nick@home.example' });
    // Alike for every recipient (#33): the offer will be mailed once they agree.
    expect(asked).toMatchObject({ transferId: '', consent: true, invited: true });
    expect(await w.doc('transfers/tr1')).toBeNull();
    expect(await w.doc('properties/home')).toMatchObject({
      consent: { action: 'transfer', state: 'asking', byName: 'Olive Owner' },
    });
    expect(await w.doc('properties/home')).not.toHaveProperty('pendingTransferId');

    expect(await w.answer('cole', { propertyId: 'home', answer: 'agree' })).toEqual({
      propertyId: 'home',
      action: 'transfer',
      state: 'asking',
    });
    expect(await w.doc('transfers/tr1')).toBeNull();
    expect(await w.answer('cleo', { propertyId: 'home', answer: 'agree' })).toMatchObject({
      state: 'done',
    });
    const transfer = await w.doc('transfers/tr2');
    expect(transfer).toMatchObject({ fromUid: 'olive', toUid: 'nick', state: 'pending' });
    const home = await w.doc('properties/home');
    expect(home).toMatchObject({ pendingTransferId: 'tr2' });
    expect(home).not.toHaveProperty('consent');
  });

  it('an invitation by mail goes out only once everyone agreed', async () => {
    const w = world({ cole: storedMember('co-owner', 'Cole') });
    const asked = await w.start('olive', { propertyId: 'home', email: 'stranger@else.example' });
    expect(asked).toMatchObject({ consent: true, invited: true });
    expect(w.sent).toHaveLength(0);
    await w.answer('cole', { propertyId: 'home', answer: 'agree' });
    expect(w.sent.map((m) => m.to)).toEqual(['stranger@else.example']);
  });

  it('a refusal cancels it; the owner sees who and may ask again', async () => {
    const w = world(TWO);
    await w.start('olive', { propertyId: 'home', email: 'nick@home.example' });
    await w.answer('cole', { propertyId: 'home', answer: 'agree' });
    expect(await w.answer('cleo', { propertyId: 'home', answer: 'refuse' })).toMatchObject({
      state: 'refused',
    });
    expect(await w.doc('properties/home')).toMatchObject({
      consent: { state: 'refused', answers: { cole: 'agree', cleo: 'refuse' } },
    });
    // Too late to agree now.
    const late = await httpsFailure(w.answer('cole', { propertyId: 'home', answer: 'agree' }));
    expect(late.message).toBe(M.notAsked);
    await w.start('olive', { propertyId: 'home', email: 'nick@home.example' });
    expect(await w.doc('properties/home')).toMatchObject({
      consent: { state: 'asking', answers: {} },
    });
  });

  it('the owner cancels; a co-owner cannot', async () => {
    const w = world(TWO);
    await w.start('olive', { propertyId: 'home', email: 'nick@home.example' });
    const refused = await httpsFailure(w.cancel('cole', { propertyId: 'home' }));
    expect(refused.code).toBe('permission-denied');
    await w.cancel('olive', { propertyId: 'home' });
    expect(await w.doc('properties/home')).not.toHaveProperty('consent');
    const nothing = await httpsFailure(w.answer('cole', { propertyId: 'home', answer: 'agree' }));
    expect(nothing.message).toBe(M.notAsked);
  });

  it('a home with only a viewer transfers at once, as before', async () => {
    const w = world({ vera: storedMember('viewer', 'Vera') });
    const started = await w.start('olive', { propertyId: 'home', email: 'nick@home.example' });
    // Every offer is mailed, a verified homeowner's too (#33).
    expect(started).toMatchObject({ transferId: 'tr1', invited: true });
    expect(started).not.toHaveProperty('consent');
  });
});

describe('co-owners consent to a delete', () => {
  it('only asks; the last agreement removes the home and its household invitations', async () => {
    const w = world({ cole: storedMember('co-owner', 'Cole') });
    expect(await w.remove('olive', { propertyId: 'home' })).toEqual({ id: 'home', consent: true });
    expect(await w.doc('repairs/r1')).not.toBeNull();
    const blocked = await httpsFailure(
      w.start('olive', { propertyId: 'home', email: 'nick@home.example' }),
    );
    expect(blocked.message).toBe(M.waiting);

    expect(await w.answer('cole', { propertyId: 'home', answer: 'agree' })).toMatchObject({
      action: 'delete',
      state: 'done',
    });
    expect(await w.doc('properties/home')).toBeNull();
    expect(await w.doc('repairs/r1')).toBeNull();
    expect(await w.doc('memberInvitations/i1')).toBeNull();
    expect(await w.doc('memberInvitations/other')).not.toBeNull();
  });

  it('a home without co-owners is removed at once, its invitations with it', async () => {
    const w = world();
    expect(await w.remove('olive', { propertyId: 'home' })).toEqual({ id: 'home' });
    expect(await w.doc('properties/home')).toBeNull();
    expect(await w.doc('memberInvitations/i1')).toBeNull();
  });
});
