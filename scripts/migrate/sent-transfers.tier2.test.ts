/**
 * Tier 2: the senders' copies migration (scripts/migrate/sent-transfers.mjs) on the Firestore
 * emulator — a transfer from before #33 has no `sentTransfers` copy: a dry run writes
 * nothing; --apply writes the copy the functions would (domain sentTransferOf), without the
 * recipient's uid, name or household; a second run leaves it alone. Ids are unique to the run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { emulatorAdmin } from '../../functions/src/kit/test-support';
import { type Firestore } from 'firebase-admin/firestore';
import { readTransfer, sentTransferOf } from '@homeledger/domain';
import { migrateSentTransfers } from './sent-transfers.mjs';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const ID = `old-${RUN}`;
const AT = new Date('2026-03-04T05:06:07Z');
const STORED = {
  propertyId: `home-${RUN}`,
  property: { address: '3 Birch Way', city: 'Springfield', state: 'IL', zipCode: '62704' },
  fromUid: `olive-${RUN}`,
  fromName: 'Olive Owner',
  toUid: `nick-${RUN}`,
  toEmail: 'nick@home.example',
  toName: 'Nick Newowner',
  state: 'pending',
  createdAt: AT,
  answeredAt: null,
  transferredAt: null,
  invitation: { status: 'sent', mails: 1, requestedAt: AT, sentAt: AT, claimedAt: AT },
  members: [{ uid: `vera-${RUN}`, name: 'Vera', role: 'viewer' }],
};

let app: App;
let db: Firestore;

beforeAll(async () => {
  ({ app, db } = emulatorAdmin(`migrate-sent-transfers-${RUN}`));
  await db.doc(`transfers/${ID}`).set(STORED);
});

afterAll(async () => {
  if (!db) return;
  await Promise.all([db.doc(`transfers/${ID}`).delete(), db.doc(`sentTransfers/${ID}`).delete()]);
  if (app) await deleteApp(app);
});

describe('scripts/migrate/sent-transfers.mjs', () => {
  it('dry run, then apply, then nothing: the copy the functions write, no more', async () => {
    const dry = await migrateSentTransfers(db);
    expect(dry.copiesWritten).toBeGreaterThanOrEqual(1);
    expect((await db.doc(`sentTransfers/${ID}`).get()).exists).toBe(false);

    await migrateSentTransfers(db, { apply: true });
    const copy = (await db.doc(`sentTransfers/${ID}`).get()).data() ?? {};
    const stored = readTransfer({ id: ID, data: STORED });
    const expected = sentTransferOf({ ...stored, state: stored.state ?? 'pending' });
    expect({
      ...copy,
      createdAt: copy['createdAt']?.toDate(),
      invitation: {
        ...copy['invitation'],
        requestedAt: copy['invitation']?.requestedAt?.toDate(),
        sentAt: copy['invitation']?.sentAt?.toDate(),
      },
    }).toEqual(expected);
    for (const field of ['toUid', 'toName', 'members', 'keepMembers'])
      expect(copy).not.toHaveProperty(field);

    const before = (await db.doc(`sentTransfers/${ID}`).get()).updateTime;
    await migrateSentTransfers(db, { apply: true });
    expect(
      (await db.doc(`sentTransfers/${ID}`).get()).updateTime?.isEqual(
        before as NonNullable<typeof before>,
      ),
    ).toBe(true);
  });
});
