/**
 * At accept, the new owner keeps the seller's household members they choose (issue #31):
 * the decisions (planAcceptBegin checks the choice against the home's members then;
 * planMoveProperty keeps them with their roles) and the acceptance job on the in-memory store
 * (the home, its repairs and its maintenance tasks follow).
 */
import { describe, expect, it } from 'vitest';
import { TRANSFER_MESSAGES as M, readMembers } from '@homeledger/domain';
import { callableShell } from '../kit/callable';
import { MemoryStore } from '../kit/memory-store';
import { memoryAccounts, type AccountRecord } from '../kit/ports';
import { DELETE_FIELD } from '../kit/store';
import { acceptTransferSpec, startTransferSpec } from './transfer-callables';
import { keptMembers, planAcceptBegin, planMoveProperty } from './transfer.plan';
import { OAK_LANE_ADDRESS, authOf, accountOf } from '../kit/test-support';
import { OFFERED_AT as T0, storedTransfer } from './transfers.test-support';
import { storedMember } from '../kit/household.test-support';

const entry = (role: string, name: string, grant?: { until: string; report: boolean }) =>
  storedMember(role, name, grant ? { grant } : {});
const MEMBERS = {
  cole: entry('co-owner', 'Cole'),
  vera: entry('viewer', 'Vera'),
  dana: entry('delegate', 'Dana', { until: '2026-06-01', report: false }),
};
const propertyData = {
  ownerId: 'olive',
  ...OAK_LANE_ADDRESS,
  viewerIds: ['olive', 'cole', 'vera', 'dana'],
  memberIds: ['olive', 'cole', 'vera', 'dana'],
  members: MEMBERS,
  repairCount: 0,
};
const property = (over: Record<string, unknown> = {}) => ({
  id: 'home',
  ownerId: 'olive',
  deleting: false,
  addressKey: '',
  viewerIds: propertyData.viewerIds,
  pendingTransferId: 'tr1',
  verificationStatus: 'verified',
  members: readMembers(MEMBERS),
  data: { ...propertyData, ...over },
});
const BEN = {
  uid: 'ben',
  role: 'homeowner' as const,
  name: 'Ben',
  email: 'ben@home.example',
  emailVerified: true,
};

describe('planAcceptBegin with members to keep', () => {
  const begin = (keepMembers: string[]) =>
    planAcceptBegin({
      transfer: storedTransfer(),
      property: property(),
      caller: BEN,
      owned: 0,
      keepMembers,
      now: T0,
    });

  it('fixes the choice on the transfer', () => {
    const plan = begin(['vera', 'cole', 'vera']);
    expect(plan).toMatchObject({
      kind: 'apply',
      writes: [
        { data: { state: 'accepting', keepMembers: ['vera', 'cole'] } },
        { path: `sentTransfers/tr1`, data: { state: 'accepting' } },
      ],
      result: { transfer: { keepMembers: ['vera', 'cole'] } },
    });
    // The household is the recipient's business: the sender's copy carries none of it.
    const copy = plan.kind === 'apply' ? plan.writes[1] : null;
    expect(copy?.op === 'set' && Object.keys(copy.data)).not.toContain('keepMembers');
    expect(copy?.op === 'set' && Object.keys(copy.data)).not.toContain('members');
  });

  it('refuses someone who is not (or no longer) a member of the home', () => {
    for (const uid of ['stranger', 'olive', 'ben'])
      expect(begin([uid])).toMatchObject({
        kind: 'reject',
        code: 'invalid-argument',
        message: M.keepMembers,
      });
  });
});

describe('planMoveProperty keeps the chosen members', () => {
  it('with their roles and grants, in memberIds and viewerIds; none by default', () => {
    const moving = storedTransfer({
      state: 'accepting',
      transferredAt: T0,
      keepMembers: ['dana', 'vera'],
    });
    const [write] = planMoveProperty({
      transfer: moving,
      property: property(),
      claims: null,
      toName: 'Ben',
    });
    expect(write).toMatchObject({
      data: {
        ownerId: 'ben',
        members: { vera: MEMBERS.vera, dana: MEMBERS.dana },
        memberIds: ['ben', 'dana', 'vera'],
        viewerIds: ['ben', 'dana', 'vera'],
        nextGrantEnd: '2026-06-01',
      },
    });
    const [alone] = planMoveProperty({
      transfer: storedTransfer({ state: 'accepting', transferredAt: T0 }),
      property: property(),
      claims: null,
      toName: 'Ben',
    });
    expect(alone).toMatchObject({
      data: { members: {}, memberIds: ['ben'], viewerIds: ['ben'], nextGrantEnd: DELETE_FIELD },
    });
  });

  it('drops a chosen member who left before the move', () => {
    const { cole: _left, ...rest } = MEMBERS;
    void _left;
    expect(
      keptMembers(storedTransfer({ keepMembers: ['cole', 'vera'] }), {
        members: readMembers(rest),
      }).map((m) => m.uid),
    ).toEqual(['vera']);
  });
});

describe('acceptTransfer with keepMembers (shell)', () => {
  it('offers the household, and keeps whom the new owner chose on the home, repairs and tasks', async () => {
    const store = new MemoryStore({
      'properties/home': propertyData,
      'profiles/olive': { name: 'Olive', role: 'homeowner' },
      'profiles/ben': { name: 'Ben', role: 'homeowner' },
      'repairs/r1': { propertyId: 'home', ownerId: 'olive', viewerIds: propertyData.viewerIds },
      'maintenanceTasks/t1': {
        propertyId: 'home',
        ownerId: 'olive',
        memberIds: propertyData.memberIds,
      },
    });
    const ben: AccountRecord = accountOf('ben', { name: 'Ben' });
    const ports = {
      store,
      accounts: memoryAccounts([ben]),
      newId: () => 'tr1',
      randomBytes: (n: number) => new Uint8Array(n),
      mail: null,
      appUrl: 'https://homeledger.app',
      log: { error: () => undefined, info: () => undefined },
    };
    const as = (spec: Parameters<typeof callableShell>[0], uid: string, data: unknown) =>
      callableShell(spec, ports, undefined, { now: () => T0 })({
        auth: authOf(uid),
        data,
      });
    // A home with a co-owner asks first: here the co-owner is kept out of the way by
    // making them a viewer, so the transfer starts at once.
    await store.commit([
      {
        op: 'update',
        path: 'properties/home',
        data: { members: { ...MEMBERS, cole: entry('viewer', 'Cole') } },
      },
    ]);
    await as(startTransferSpec, 'olive', { propertyId: 'home', email: 'ben@home.example' });
    expect((await store.get('transfers/tr1'))?.data['members']).toEqual([
      { uid: 'cole', name: 'Cole', role: 'viewer' },
      { uid: 'dana', name: 'Dana', role: 'delegate' },
      { uid: 'vera', name: 'Vera', role: 'viewer' },
    ]);
    await as(acceptTransferSpec, 'ben', { transferId: 'tr1', keepMembers: ['vera'] });
    expect((await store.get('properties/home'))?.data).toMatchObject({
      ownerId: 'ben',
      memberIds: ['ben', 'vera'],
      viewerIds: ['ben', 'vera'],
    });
    expect(Object.keys((await store.get('properties/home'))?.data['members'] as object)).toEqual([
      'vera',
    ]);
    expect((await store.get('repairs/r1'))?.data['viewerIds']).toEqual(['ben', 'vera']);
    expect((await store.get('maintenanceTasks/t1'))?.data['memberIds']).toEqual(['ben', 'vera']);
  });
});
