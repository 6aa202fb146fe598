/**
 * Tier 2 (docs/architecture.md §3, §6): the addProperty and deleteProperty shells with
 * the real adapters — firestoreStore on the Firestore emulator, storageFiles on the
 * Storage emulator — the same flows properties.shell.test.ts runs in memory.
 * Runs only inside an emulator suite (vitest project `tier2`, FIRESTORE_EMULATOR_HOST
 * set). Without FIREBASE_STORAGE_EMULATOR_HOST the Files port is the one the Functions
 * emulator has then (every touch answers 'unavailable'): homes without files are still
 * added and deleted, the test with files is skipped, saying why. Every address and uid is unique to the
 * run and nothing is cleared wholesale, so it can share the emulators.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  PROPERTIES_COLLECTION,
  PROPERTY_MESSAGES as M,
  REPAIRS_COLLECTION,
  SHARES_SUBCOLLECTION,
  addressClaimsPath,
  normalizeAddressKey,
  photosFolder,
  receiptsFolder,
} from '@homeledger/domain';
import { callableShell, type Logger } from '../kit/callable';
import { addPropertySpec } from './add-property';
import { deletePropertySpec } from './delete-property';
import {
  EMULATOR_BUCKET,
  STORAGE_EMULATOR_HOST,
  emulatorFileExists,
  emulatorFilePorts,
  httpsFailure,
  itWithStorage,
  emulatorAdmin,
} from '../kit/test-support';

const BUCKET = EMULATOR_BUCKET;
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const NOW = new Date('2026-11-23T10:00:00Z');

let app: App;
let db: Firestore;
const logged: unknown[] = [];
const propertyIds = new Set<string>();
const claimKeys = new Set<string>();
const files: string[] = [];

function shells() {
  const log: Logger = { error: (message, context) => logged.push({ message, context }) };
  const ports = emulatorFilePorts(app, db, log);
  const add = callableShell(addPropertySpec, ports, log, { now: () => NOW });
  const del = callableShell(deletePropertySpec, ports, log, { now: () => NOW });
  return { add, del };
}

function auth(name: string, role = 'homeowner') {
  const uid = `${name}-${RUN}`;
  return { uid, token: { role, name, email: `${uid}@example.com`, email_verified: true } };
}

let homes = 0;
/** A home no other test (or run) uses; `spelling` varies how the same home is written. */
function newHome() {
  homes += 1;
  const street = `${100 + homes} Tier${RUN} Street`;
  const home = { address: street, city: 'Springfield', state: 'IL', zipCode: '62704' };
  const key = normalizeAddressKey(home);
  claimKeys.add(key);
  return {
    home,
    key,
    /** The same home as another owner might type it. */
    respelled: {
      ...home,
      address: `${100 + homes} TIER${RUN.toUpperCase()} st.`,
      zipCode: '62704-1234',
    },
  };
}

async function added(
  add: ReturnType<typeof shells>['add'],
  who: ReturnType<typeof auth>,
  data: unknown,
) {
  const result = await add({ auth: who, data });
  propertyIds.add(result.id);
  return result;
}

async function property(id: string) {
  const snap = await db.doc(`${PROPERTIES_COLLECTION}/${id}`).get();
  return snap.exists ? (snap.data() ?? {}) : null;
}

async function status(id: string) {
  return (await property(id))?.['verificationStatus'];
}

async function claims(key: string) {
  const snap = await db.doc(addressClaimsPath(key)).get();
  return snap.exists ? (snap.data() ?? {}) : null;
}

const failure = httpsFailure;

async function putFile(path: string, contentType: string) {
  files.push(path);
  await getStorage(app)
    .bucket(BUCKET)
    .file(path)
    .save(Buffer.from(`file ${path}`), { contentType, resumable: false });
}

const fileExists = (path: string) => emulatorFileExists(app, path);

beforeAll(() => {
  ({ app, db } = emulatorAdmin(`properties-tier2-${RUN}`, BUCKET));
});

afterAll(async () => {
  if (!app) return;
  const bucket = getStorage(app).bucket(BUCKET);
  await Promise.allSettled([
    ...[...propertyIds].map(async (id) => {
      const repairs = await db.collection(REPAIRS_COLLECTION).where('propertyId', '==', id).get();
      const shares = await db
        .collection(`${PROPERTIES_COLLECTION}/${id}/${SHARES_SUBCOLLECTION}`)
        .get();
      const writer = db.bulkWriter();
      for (const doc of [...repairs.docs, ...shares.docs]) void writer.delete(doc.ref);
      void writer.delete(db.doc(`${PROPERTIES_COLLECTION}/${id}`));
      await writer.close();
    }),
    ...[...claimKeys].map((key) => db.doc(addressClaimsPath(key)).delete()),
    ...(STORAGE_EMULATOR_HOST
      ? files.map((path) => bucket.file(path).delete({ ignoreNotFound: true }))
      : []),
  ]);
  await deleteApp(app);
});

describe('addProperty against the Firestore emulator', () => {
  it('creates a verified property, its stats and viewer, and the address claim', async () => {
    const { add } = shells();
    const ann = auth('ann');
    const { home, key } = newHome();
    const result = await added(add, ann, home);
    expect(result.verificationStatus).toBe('verified');
    expect(result.id).toMatch(/^[A-Za-z0-9]{20}$/);

    const { createdAt, updatedAt, ...stored } = (await property(result.id)) ?? {};
    expect(stored).toEqual({
      ownerId: ann.uid,
      // From the owner's profile, never the token's name: ann has no profile here.
      ownerName: null,
      ...home,
      addressKey: key,
      location: null,
      placeId: null,
      verificationStatus: 'verified',
      photo: null,
      viewerIds: [ann.uid],
      repairCount: 0,
      lastRepairDate: null,
      totalSpentCents: null,
    });
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect((createdAt as Timestamp).toMillis()).toBe(NOW.getTime());
    expect((updatedAt as Timestamp).toMillis()).toBe(NOW.getTime());
    expect(await claims(key)).toEqual({ addressKey: key, claims: { [result.id]: ann.uid } });
    expect(logged).toEqual([]);
  });

  it('stores the place id and coordinates of a suggested address', async () => {
    const { add } = shells();
    const { home } = newHome();
    const { id } = await added(add, auth('ann'), {
      ...home,
      state: 'il',
      placeId: `ChIJ-${RUN}`,
      location: { lat: 39.8, lng: -89.6 },
    });
    expect(await property(id)).toMatchObject({
      state: 'IL',
      placeId: `ChIJ-${RUN}`,
      location: { lat: 39.8, lng: -89.6 },
    });
  });

  it('refuses the same owner adding the same home again, however it is spelled', async () => {
    const { add } = shells();
    const ann = auth('ann');
    const { home, key, respelled } = newHome();
    const first = await added(add, ann, home);
    const error = await failure(add({ auth: ann, data: respelled }));
    expect([error.code, error.message]).toEqual(['already-exists', M.alreadyAdded]);

    const withKey = await db.collection(PROPERTIES_COLLECTION).where('addressKey', '==', key).get();
    expect(withKey.docs.map((d) => d.id)).toEqual([first.id]);
    expect(await claims(key)).toEqual({ addressKey: key, claims: { [first.id]: ann.uid } });
    expect(await status(first.id)).toBe('verified');
  });

  it('a second owner adding the same home is disputed; the first owner’s home is untouched', async () => {
    const { add } = shells();
    const [ann, bob] = [auth('ann'), auth('bob')];
    const { home, key, respelled } = newHome();
    const first = await added(add, ann, home);
    const second = await added(add, bob, respelled);
    expect([first.verificationStatus, second.verificationStatus]).toEqual(['verified', 'disputed']);
    expect([await status(first.id), await status(second.id)]).toEqual(['verified', 'disputed']);
    expect(await claims(key)).toEqual({
      addressKey: key,
      claims: { [first.id]: ann.uid, [second.id]: bob.uid },
    });
    // The first owner's property did not change at all.
    expect(await property(first.id)).toMatchObject({ ownerId: ann.uid, viewerIds: [ann.uid] });
  });

  it('with three owners only the two newcomers are disputed', async () => {
    const { add } = shells();
    const { home, key } = newHome();
    const ids = [];
    for (const name of ['ann', 'bob', 'cat']) ids.push((await added(add, auth(name), home)).id);
    expect(await Promise.all(ids.map(status))).toEqual(['verified', 'disputed', 'disputed']);
    expect(Object.keys((await claims(key))?.['claims'] ?? {}).sort()).toEqual([...ids].sort());
  });

  it('two owners adding the same home at the same moment: exactly one is the newcomer', async () => {
    const { add } = shells();
    // Several races at once, each on its own home, to give the transactions every chance to interleave.
    const races = Array.from({ length: 5 }, () => newHome());
    const outcomes = await Promise.all(
      races.map(({ home, respelled }) =>
        Promise.all([added(add, auth('dan'), home), added(add, auth('eve'), respelled)]),
      ),
    );
    for (const [i, [dan, eve]] of outcomes.entries()) {
      const { key } = races[i] as (typeof races)[number];
      // Exactly one of the two transactions saw the other's claim.
      expect([dan.verificationStatus, eve.verificationStatus].sort()).toEqual([
        'disputed',
        'verified',
      ]);
      expect([await status(dan.id), await status(eve.id)]).toEqual([
        dan.verificationStatus,
        eve.verificationStatus,
      ]);
      expect(await claims(key)).toEqual({
        addressKey: key,
        claims: { [dan.id]: auth('dan').uid, [eve.id]: auth('eve').uid },
      });
    }
  }, 60_000); // contending transactions may be aborted and retried by the SDK
});

describe('deleteProperty against the Firestore (and Storage) emulators', () => {
  it('removing one of two claims makes the other verified again', async () => {
    const { add, del } = shells();
    const [ann, bob] = [auth('ann'), auth('bob')];
    const { home, key, respelled } = newHome();
    const first = await added(add, ann, home);
    const second = await added(add, bob, respelled);
    await expect(del({ auth: bob, data: { propertyId: second.id } })).resolves.toEqual({
      id: second.id,
    });
    expect(await property(second.id)).toBeNull();
    expect(await status(first.id)).toBe('verified');
    expect(await claims(key)).toEqual({ addressKey: key, claims: { [first.id]: ann.uid } });
  });

  it('with three claims, removing one keeps the dispute; removing a second settles it', async () => {
    const { add, del } = shells();
    const { home, key } = newHome();
    const [ann, bob, cat] = [auth('ann'), auth('bob'), auth('cat')];
    const a = await added(add, ann, home);
    const b = await added(add, bob, home);
    const c = await added(add, cat, home);
    await del({ auth: cat, data: { propertyId: c.id } });
    expect([await status(a.id), await status(b.id)]).toEqual(['verified', 'disputed']);
    await del({ auth: bob, data: { propertyId: b.id } });
    expect(await status(a.id)).toBe('verified');
    await del({ auth: ann, data: { propertyId: a.id } });
    expect(await property(a.id)).toBeNull();
    expect(await claims(key)).toBeNull();
  });

  itWithStorage(
    'cascades: its repairs (more than one batch), shares and files go; others stay',
    async () => {
      const { add, del } = shells();
      const ann = auth('ann');
      const target = await added(add, ann, newHome().home);
      const keep = await added(add, ann, newHome().home);

      const REPAIRS = 1203; // three batches of ≤ 500
      const writer = db.bulkWriter();
      for (let i = 0; i < REPAIRS; i++) {
        void writer.set(db.collection(REPAIRS_COLLECTION).doc(`${target.id}-r${i}`), {
          propertyId: target.id,
          ownerId: ann.uid,
          viewerIds: [ann.uid],
          date: '2026-01-01',
          costCents: 100,
        });
      }
      void writer.set(db.collection(REPAIRS_COLLECTION).doc(`${keep.id}-r0`), {
        propertyId: keep.id,
        ownerId: ann.uid,
        viewerIds: [ann.uid],
        date: '2026-01-01',
        costCents: 100,
      });
      for (const realtor of ['rita', 'ray']) {
        void writer.set(
          db.doc(`${PROPERTIES_COLLECTION}/${target.id}/${SHARES_SUBCOLLECTION}/${realtor}-${RUN}`),
          {
            name: realtor,
            email: `${realtor}@example.com`,
            sharedAt: NOW,
          },
        );
      }
      await writer.close();
      const targetFiles = [
        `${receiptsFolder(target.id)}r0/bill.pdf`,
        `${receiptsFolder(target.id)}r1/photo.jpg`,
        `${photosFolder(target.id)}front.jpg`,
      ];
      const keptFiles = [
        `${receiptsFolder(keep.id)}r0/bill.pdf`,
        `${photosFolder(keep.id)}front.jpg`,
      ];
      for (const path of [...targetFiles, ...keptFiles])
        await putFile(path, path.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg');

      await expect(del({ auth: ann, data: { propertyId: target.id } })).resolves.toEqual({
        id: target.id,
      });

      expect(await property(target.id)).toBeNull();
      const left = await db
        .collection(REPAIRS_COLLECTION)
        .where('propertyId', '==', target.id)
        .get();
      expect(left.size).toBe(0);
      const shares = await db
        .collection(`${PROPERTIES_COLLECTION}/${target.id}/${SHARES_SUBCOLLECTION}`)
        .get();
      expect(shares.size).toBe(0);
      for (const path of targetFiles) expect(await fileExists(path), path).toBe(false);

      expect(await status(keep.id)).toBe('verified');
      const kept = await db.collection(REPAIRS_COLLECTION).where('propertyId', '==', keep.id).get();
      expect(kept.size).toBe(1);
      for (const path of keptFiles) expect(await fileExists(path), path).toBe(true);
    },
    120_000,
  );

  it('nobody but the owner can remove it: they are told it was not found, and nothing changes', async () => {
    const { add, del } = shells();
    const ann = auth('ann');
    const { home, key } = newHome();
    const { id } = await added(add, ann, home);
    const before = await property(id);
    for (const who of [auth('bob'), auth('rita', 'realtor'), auth('carl', 'contractor')]) {
      const error = await failure(del({ auth: who, data: { propertyId: id } }));
      expect([error.code, error.message]).toEqual(['not-found', M.notFound]);
    }
    const missing = await failure(del({ auth: ann, data: { propertyId: `missing${RUN}` } }));
    expect(missing.code).toBe('not-found');
    expect(await property(id)).toEqual(before);
    expect(await claims(key)).toEqual({ addressKey: key, claims: { [id]: ann.uid } });
  });
});
