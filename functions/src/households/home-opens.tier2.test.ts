/**
 * Tier 2 (issue #31): logHomeOpen through its real shell on the Firestore emulator — a
 * delegate's open lands in the property's `delegateOpens` once per hour (a second call in the
 * hour writes nothing), the owner's and a viewer's visits log nothing, and the owner's panel
 * query (web's homeOpensQuery shape: order by `at` desc) finds the entry. Ids are unique to
 * the run, so it can share the emulators with other tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { emulatorAdmin } from '../kit/test-support';
import { type Firestore } from 'firebase-admin/firestore';
import {
  HOME_OPENS_SHOWN,
  HOME_OPENS_SUBCOLLECTION,
  PROPERTIES_COLLECTION,
} from '@homeledger/domain';
import { callableShell, type Logger } from '../kit/callable';
import { firestoreStore } from '../kit/firestore-store';
import { logHomeOpenSpec } from './home-opens';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const HOME = `opens-t2-${RUN}`;
const OWNER = `olive-${RUN}`;
const VIEWER = `vera-${RUN}`;
const DELEGATE = `dana-${RUN}`;
/** One instant for every call, so the hour cannot turn between two visits. */
const NOW = new Date();
/** A grant that lasts past this test's run (the rules' clock is the real one). */
const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

let app: App;
let db: Firestore;
const logged: unknown[] = [];

const member = (role: string, name: string, grant?: { until: string; report: boolean }) => ({
  role,
  name,
  email: `${name.toLowerCase()}@example.com`,
  since: new Date(),
  invitedBy: OWNER,
  ...(grant ? { grant } : {}),
});

function open(uid: string) {
  const log: Logger = { error: (message, context) => logged.push({ message, context }) };
  return callableShell(logHomeOpenSpec, { store: firestoreStore(db), log }, log, {
    now: () => NOW,
  })({
    auth: {
      uid,
      token: { role: 'homeowner', email: `${uid}@example.com`, email_verified: true },
    },
    data: { propertyId: HOME },
  });
}

const opens = () =>
  db
    .collection(`${PROPERTIES_COLLECTION}/${HOME}/${HOME_OPENS_SUBCOLLECTION}`)
    .orderBy('at', 'desc')
    .limit(HOME_OPENS_SHOWN)
    .get();

beforeAll(async () => {
  ({ app, db } = emulatorAdmin(`opens-tier2-${RUN}`));
  const ids = [OWNER, VIEWER, DELEGATE];
  await db.doc(`${PROPERTIES_COLLECTION}/${HOME}`).set({
    ownerId: OWNER,
    address: '3 Visit Row',
    viewerIds: ids,
    memberIds: ids,
    members: {
      [VIEWER]: member('viewer', 'Vera'),
      [DELEGATE]: member('delegate', 'Dana', { until, report: false }),
    },
    createdAt: new Date(),
  });
});

afterAll(async () => {
  if (!db) return;
  await db.recursiveDelete(db.doc(`${PROPERTIES_COLLECTION}/${HOME}`));
  await deleteApp(app);
});

describe('logHomeOpen on the emulator', () => {
  it('logs a delegate’s open once in the hour, with who and when', async () => {
    expect(await open(DELEGATE)).toEqual({ logged: true });
    expect(await open(DELEGATE)).toEqual({ logged: false });
    const snap = await opens();
    expect(snap.size).toBe(1);
    const entry = snap.docs[0]?.data() ?? {};
    expect(entry).toMatchObject({ uid: DELEGATE, name: 'Dana', until });
    expect(entry['at'].toDate()).toEqual(NOW);
    expect(entry['expireAt'].toDate().getTime()).toBeGreaterThan(NOW.getTime());
    expect(logged).toEqual([]);
  });

  it.each([
    ['the owner', OWNER],
    ['a viewer', VIEWER],
    ['a stranger', `sam-${RUN}`],
  ])('%s’s visit logs nothing', async (_, uid) => {
    const before = (await opens()).size;
    expect(await open(uid)).toEqual({ logged: false });
    expect((await opens()).size).toBe(before);
  });
});
