/**
 * Tier 2 (issue #31): co-owners' consent to the owner's transfer or delete, through the real
 * shells on the Firestore emulator (firestoreStore; Storage through the emulator when the
 * delete lists the home's files). The owner's call only asks; a viewer cannot answer; a
 * refusal stops it; the last agreement runs it as the owner — the transfer is offered, the
 * home with its repairs and household invitations is removed. Ids are unique to the run, so
 * it can share the emulators with other tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CONSENT_MESSAGES as M } from '@homeledger/domain';
import { callableShell, type Logger } from '../kit/callable';
import { firestoreStore } from '../kit/firestore-store';
import type { MailMessage } from '../kit/mail/mail';
import { memoryAccounts } from '../kit/ports';
import { filesWithoutStorage, emulatorAdmin, accountOf, authOf } from '../kit/test-support';
import { deletePropertySpec } from '../properties/delete-property';
import { startTransferSpec } from '../transfers/transfer-callables';
import { answerConsentSpec, cancelConsentSpec } from './consent-callables';
import { storedMember } from '../kit/household.test-support';

const RUN = `consent-t2-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const OWNER = `${RUN}-olive`;
const CO = `${RUN}-cole`;
const CO2 = `${RUN}-cleo`;
const VIEWER = `${RUN}-vera`;
const BUYER = `${RUN}-nick`;
const TRANSFER_HOME = `${RUN}-oak`;
const DELETE_HOME = `${RUN}-elm`;

let app: App;
let db: Firestore;
const created: string[] = [];

const account = accountOf;
const member = (role: string, name: string) => storedMember(role, name, { invitedBy: OWNER });

function shells() {
  const log: Logger = { error: () => undefined };
  let next = 0;
  const sent: MailMessage[] = [];
  const ports = {
    store: firestoreStore(db),
    accounts: memoryAccounts([account(BUYER)]),
    newId: () => {
      const id = `${RUN}-tr${++next}`;
      created.push(`transfers/${id}`);
      return id;
    },
    files: filesWithoutStorage(),
    mail: { send: async (message: MailMessage) => void sent.push(message) },
    appUrl: 'https://homeledger.app',
    log: { ...log, info: () => undefined },
  };
  const as =
    (spec: Parameters<typeof callableShell>[0]) =>
    (uid: string, data: unknown = {}) =>
      callableShell(
        spec,
        ports,
        log,
      )({
        auth: authOf(uid),
        data,
      });
  return {
    start: as(startTransferSpec),
    remove: as(deletePropertySpec),
    answer: as(answerConsentSpec),
    cancel: as(cancelConsentSpec),
  };
}

const doc = async (path: string) => (await db.doc(path).get()).data() ?? null;

async function failure(call: Promise<unknown>): Promise<HttpsError> {
  const error = await call.then(
    () => new Error('expected the call to be refused'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

function home(id: string, address: string, members: Record<string, unknown>) {
  const key = `${id}|springfield|il|62704`;
  created.push(`properties/${id}`, `addressClaims/${key}`);
  return [
    db.doc(`properties/${id}`).set({
      ownerId: OWNER,
      address,
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      addressKey: key,
      verificationStatus: 'verified',
      viewerIds: [OWNER, ...Object.keys(members)],
      memberIds: [OWNER, ...Object.keys(members)],
      members,
      repairCount: 1,
      createdAt: new Date(),
      updatedAt: new Date(),
    }),
    db.doc(`addressClaims/${key}`).set({ addressKey: key, claims: { [id]: OWNER } }),
  ];
}

beforeAll(async () => {
  ({ app, db } = emulatorAdmin(RUN));
  const household = {
    [CO]: member('co-owner', 'Cole'),
    [CO2]: member('co-owner', 'Cleo'),
    [VIEWER]: member('viewer', 'Vera'),
  };
  const repair = `repairs/${RUN}-r1`;
  const invitation = `memberInvitations/${RUN}-i1`;
  created.push(repair, invitation, `profiles/${OWNER}`, `profiles/${BUYER}`);
  await Promise.all([
    ...home(TRANSFER_HOME, '1 Consent Way', household),
    ...home(DELETE_HOME, '2 Consent Way', { [CO]: member('co-owner', 'Cole') }),
    db.doc(`profiles/${OWNER}`).set({ name: 'Olive Owner', role: 'homeowner' }),
    db.doc(`profiles/${BUYER}`).set({ name: 'Nick New', role: 'homeowner' }),
    db.doc(repair).set({ propertyId: DELETE_HOME, ownerId: OWNER, viewerIds: [OWNER, CO] }),
    db.doc(invitation).set({
      propertyId: DELETE_HOME,
      fromUid: OWNER,
      toUid: `${RUN}-x`,
      state: 'pending',
    }),
  ]);
});

afterAll(async () => {
  if (!app) return;
  const transfers = await db.collection('transfers').where('fromUid', '==', OWNER).get();
  const writes = db.bulkWriter();
  for (const path of created) void writes.delete(db.doc(path));
  for (const t of transfers.docs) void writes.delete(t.ref);
  await writes.close();
  await deleteApp(app);
});

describe('co-owners consent on the Firestore emulator', () => {
  it('a transfer: only asks; a viewer cannot answer; a refusal stops it; agreement offers it', async () => {
    const s = shells();
    const email = `${BUYER}@home.example`;
    expect(await s.start(OWNER, { propertyId: TRANSFER_HOME, email })).toMatchObject({
      consent: true,
      transferId: '',
    });
    expect(await doc(`properties/${TRANSFER_HOME}`)).toMatchObject({
      consent: { action: 'transfer', state: 'asking', asked: expect.arrayContaining([CO, CO2]) },
    });
    // A viewer was not asked: the same answer as a late co-owner's.
    const viewer = await failure(s.answer(VIEWER, { propertyId: TRANSFER_HOME, answer: 'agree' }));
    expect(viewer.message).toBe(M.notAsked);

    await s.answer(CO, { propertyId: TRANSFER_HOME, answer: 'agree' });
    expect(await s.answer(CO2, { propertyId: TRANSFER_HOME, answer: 'refuse' })).toMatchObject({
      state: 'refused',
    });
    expect(await doc(`properties/${TRANSFER_HOME}`)).toMatchObject({
      consent: { state: 'refused', answers: { [CO]: 'agree', [CO2]: 'refuse' } },
    });
    const late = await failure(s.answer(CO, { propertyId: TRANSFER_HOME, answer: 'agree' }));
    expect(late.message).toBe(M.notAsked);

    // Asked again: both agree, and the transfer is offered as the owner.
    await s.start(OWNER, { propertyId: TRANSFER_HOME, email });
    await s.answer(CO, { propertyId: TRANSFER_HOME, answer: 'agree' });
    expect(await s.answer(CO2, { propertyId: TRANSFER_HOME, answer: 'agree' })).toMatchObject({
      action: 'transfer',
      state: 'done',
    });
    const property = await doc(`properties/${TRANSFER_HOME}`);
    expect(property).not.toHaveProperty('consent');
    const transferId = property?.['pendingTransferId'] as string;
    expect(await doc(`transfers/${transferId}`)).toMatchObject({
      fromUid: OWNER,
      toUid: BUYER,
      state: 'pending',
    });
  });

  it('a delete: only asks, the owner may cancel, and the agreement removes the home', async () => {
    const s = shells();
    expect(await s.remove(OWNER, { propertyId: DELETE_HOME })).toEqual({
      id: DELETE_HOME,
      consent: true,
    });
    expect(await doc(`repairs/${RUN}-r1`)).not.toBeNull();
    // A co-owner cannot cancel the owner's request; the owner can, and ask again.
    expect((await failure(s.cancel(CO, { propertyId: DELETE_HOME }))).code).toBe(
      'permission-denied',
    );
    await s.cancel(OWNER, { propertyId: DELETE_HOME });
    expect(await doc(`properties/${DELETE_HOME}`)).not.toHaveProperty('consent');
    await s.remove(OWNER, { propertyId: DELETE_HOME });

    expect(await s.answer(CO, { propertyId: DELETE_HOME, answer: 'agree' })).toMatchObject({
      action: 'delete',
      state: 'done',
    });
    expect(await doc(`properties/${DELETE_HOME}`)).toBeNull();
    expect(await doc(`repairs/${RUN}-r1`)).toBeNull();
    expect(await doc(`memberInvitations/${RUN}-i1`)).toBeNull();
  });
});
