/**
 * Tier 2 (docs/architecture.md §5, §6): firestore.rules for the contractor data
 * against the Firestore emulator — serviceRecords (the contractor only),
 * validationRequests (the named contractor and the repair's owner), recordOffers (the
 * contractor who sent it and the homeowner it was sent to). Every role × every
 * operation: get, the client's own query (as each caller, and naming someone else's
 * uid), a list without the constraint, and create / update / delete — denied for
 * everyone, since all writes go through the callables.
 *
 * Written and type-checked everywhere; it runs only where the Firestore emulator can
 * (see docs/architecture.md §6). Ids are unique per run; nothing is cleared wholesale.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import {
  RECORD_OFFERS_COLLECTION,
  SERVICE_RECORDS_COLLECTION,
  VALIDATION_REQUESTS_COLLECTION,
} from '@homeledger/domain';
import { buildQuery } from '../../web/src/lib/firebase/build-query';
import { CURRENT_UID, type CollectionQuerySpec } from '../../web/src/lib/data/query-spec';

const PROJECT_ID = 'demo-homeledger';
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// ---------------------------------------------------------------------------
// The client's queries, in the declared form.

const contractorRecordsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'contractor service records',
  collection: SERVICE_RECORDS_COLLECTION,
  where: [{ field: 'contractorUid', op: '==', value: CURRENT_UID }],
  orderBy: [{ field: 'date', direction: 'desc' }],
};
const pendingRequestsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'pending validation requests',
  collection: VALIDATION_REQUESTS_COLLECTION,
  where: [
    { field: 'contractorUid', op: '==', value: CURRENT_UID },
    { field: 'state', op: '==', value: 'pending' },
  ],
  orderBy: [{ field: 'requestedAt', direction: 'desc' }],
};
const pendingOffersQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'pending record offers',
  collection: RECORD_OFFERS_COLLECTION,
  where: [
    { field: 'homeownerUid', op: '==', value: CURRENT_UID },
    { field: 'state', op: '==', value: 'pending' },
  ],
  orderBy: [{ field: 'sentAt', direction: 'desc' }],
};
const sentOffersQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'offers the contractor sent',
  collection: RECORD_OFFERS_COLLECTION,
  where: [{ field: 'contractorUid', op: '==', value: CURRENT_UID }],
  orderBy: [{ field: 'sentAt', direction: 'desc' }],
};

// ---------------------------------------------------------------------------
// Who

const SIGNED_IN = [
  'owner',
  'other homeowner',
  'shared realtor',
  'contractor',
  'other contractor',
] as const;
type SignedIn = (typeof SIGNED_IN)[number];
type Who = 'signed out' | SignedIn;
const EVERYONE: readonly Who[] = ['signed out', ...SIGNED_IN];
const ROLES: Record<SignedIn, string> = {
  owner: 'homeowner',
  'other homeowner': 'homeowner',
  'shared realtor': 'realtor',
  contractor: 'contractor',
  'other contractor': 'contractor',
};
const uid = (who: SignedIn) => `${who.replace(' ', '-')}-${RUN}`;
const callerUid = (who: Who) => (who === 'signed out' ? uid('owner') : uid(who));

// ---------------------------------------------------------------------------
// The seeded world

const AT = new Date('2026-01-02T03:04:05Z');
const OWNER = uid('owner');
const CONTRACTOR = uid('contractor');
const RECORD = `record-${RUN}`;
const REPAIR = `repair-${RUN}`;
const OFFER = `offer-${RUN}`;
const RECORD_PATH = `${SERVICE_RECORDS_COLLECTION}/${RECORD}`;
const REQUEST_PATH = `${VALIDATION_REQUESTS_COLLECTION}/${REPAIR}`;
const OFFER_PATH = `${RECORD_OFFERS_COLLECTION}/${OFFER}`;
const property = { address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' };

const SEED: Record<string, DocumentData> = {
  [RECORD_PATH]: {
    contractorUid: CONTRACTOR,
    date: '2026-01-01',
    client: 'Olivia Owner',
    description: 'Replaced the water heater',
    amountCents: 120_000,
    balanceCents: 0,
    status: 'completed',
    source: { kind: 'manual' },
    offer: null,
    createdAt: AT,
    updatedAt: AT,
  },
  [REQUEST_PATH]: {
    repairId: REPAIR,
    propertyId: `property-${RUN}`,
    ownerId: OWNER,
    ownerName: 'Olivia Owner',
    contractorUid: CONTRACTOR,
    contractorEmail: `${CONTRACTOR}@example.com`,
    contractorName: 'Carl Plumbing Co',
    property,
    serviceType: 'Plumbing',
    date: '2026-01-01',
    description: 'Fixed the leak',
    costCents: 12_500,
    state: 'pending',
    requestedAt: AT,
    answeredAt: null,
  },
  [OFFER_PATH]: {
    serviceRecordId: RECORD,
    contractorUid: CONTRACTOR,
    contractorName: 'Carl Plumbing Co',
    homeownerUid: OWNER,
    homeownerEmail: `${OWNER}@example.com`,
    propertyId: `property-${RUN}`,
    property,
    serviceType: 'Plumbing',
    date: '2026-01-01',
    description: 'Replaced the water heater',
    costCents: 120_000,
    state: 'pending',
    sentAt: AT,
    answeredAt: null,
    repairId: null,
  },
};

// ---------------------------------------------------------------------------
// The cells

type Read = DocumentSnapshot | QuerySnapshot;
type Outcome = 'denied' | readonly string[];
interface Cell {
  op: string;
  who: Who;
  outcome: Outcome;
  run: (db: Firestore) => Promise<Read | void>;
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

function getCells(path: string, readers: readonly Who[]): Cell[] {
  return EVERYONE.map((who) => ({
    op: 'get',
    who,
    outcome: readers.includes(who) ? [lastSegment(path)] : 'denied',
    run: (db) => getDoc(doc(db, path)),
  }));
}

/** The client's query as each caller (own uid): `results` for those listed, none for the rest. */
function queryCells(
  spec: CollectionQuerySpec,
  results: Partial<Record<SignedIn, readonly string[]>>,
): Cell[] {
  return EVERYONE.map((who) => ({
    op: `list: ${spec.name}`,
    who,
    outcome: who === 'signed out' ? 'denied' : (results[who] ?? []),
    run: (db) => getDocs(buildQuery(db, spec, callerUid(who))),
  }));
}

/** The same query naming `named`'s uid: only `named` may run it. */
function namingCells(spec: CollectionQuerySpec, named: SignedIn, result: readonly string[]) {
  return EVERYONE.map((who): Cell => ({
    op: `list: ${spec.name} naming the ${named}'s uid`,
    who,
    outcome: who === named ? result : 'denied',
    run: (db) => getDocs(buildQuery(db, spec, uid(named))),
  }));
}

function unconstrainedCells(collectionPath: string): Cell[] {
  return EVERYONE.map((who) => ({
    op: 'list without a constraint',
    who,
    outcome: 'denied',
    run: (db) => getDocs(collection(db, collectionPath)),
  }));
}

const created: string[] = [];
function writeCells(collectionPath: string, target: string, data: DocumentData): Cell[] {
  return EVERYONE.flatMap((who): Cell[] => {
    const callerId = who === 'signed out' ? 'anonymous' : uid(who);
    const newPath = `${collectionPath}/new-${callerId}-${RUN}`;
    created.push(newPath);
    return [
      {
        op: 'create',
        who,
        outcome: 'denied',
        run: (db) => setDoc(doc(db, newPath), { ...data, touchedBy: callerId }),
      },
      {
        op: 'update',
        who,
        outcome: 'denied',
        run: (db) => updateDoc(doc(db, target), { state: 'validated', touchedBy: callerId }),
      },
      { op: 'delete', who, outcome: 'denied', run: (db) => deleteDoc(doc(db, target)) },
    ];
  });
}

const CASES: { name: string; cells: Cell[] }[] = [
  {
    name: 'serviceRecords/{id}',
    cells: [
      ...getCells(RECORD_PATH, ['contractor']),
      ...queryCells(contractorRecordsQuery, { contractor: [RECORD] }),
      ...namingCells(contractorRecordsQuery, 'contractor', [RECORD]),
      ...unconstrainedCells(SERVICE_RECORDS_COLLECTION),
      ...writeCells(SERVICE_RECORDS_COLLECTION, RECORD_PATH, {
        contractorUid: CONTRACTOR,
        amountCents: 1,
      }),
    ],
  },
  {
    name: 'validationRequests/{repairId}',
    cells: [
      ...getCells(REQUEST_PATH, ['owner', 'contractor']),
      ...queryCells(pendingRequestsQuery, { contractor: [REPAIR] }),
      ...namingCells(pendingRequestsQuery, 'contractor', [REPAIR]),
      ...unconstrainedCells(VALIDATION_REQUESTS_COLLECTION),
      ...writeCells(VALIDATION_REQUESTS_COLLECTION, REQUEST_PATH, {
        contractorUid: CONTRACTOR,
        ownerId: OWNER,
        state: 'pending',
      }),
    ],
  },
  {
    name: 'recordOffers/{id}',
    cells: [
      ...getCells(OFFER_PATH, ['owner', 'contractor']),
      ...queryCells(pendingOffersQuery, { owner: [OFFER] }),
      ...namingCells(pendingOffersQuery, 'owner', [OFFER]),
      ...queryCells(sentOffersQuery, { contractor: [OFFER] }),
      ...namingCells(sentOffersQuery, 'contractor', [OFFER]),
      ...unconstrainedCells(RECORD_OFFERS_COLLECTION),
      ...writeCells(RECORD_OFFERS_COLLECTION, OFFER_PATH, {
        contractorUid: CONTRACTOR,
        homeownerUid: OWNER,
        state: 'pending',
      }),
    ],
  },
];

// ---------------------------------------------------------------------------
// Running it

let testEnv: RulesTestEnvironment;
const dbs = new Map<Who, Firestore>();

function emulatorHostAndPort(): { host: string; port: number } {
  const [host, port] = (process.env['FIRESTORE_EMULATOR_HOST'] ?? '127.0.0.1:8080').split(':');
  return { host: host || '127.0.0.1', port: Number(port) || 8080 };
}

function dbFor(who: Who): Firestore {
  const cached = dbs.get(who);
  if (cached) return cached;
  const context =
    who === 'signed out'
      ? testEnv.unauthenticatedContext()
      : testEnv.authenticatedContext(uid(who), {
          role: ROLES[who],
          email: `${uid(who)}@example.com`,
          email_verified: true,
        });
  const db = context.firestore() as unknown as Firestore;
  dbs.set(who, db);
  return db;
}

function idsOf(read: Read | void): string[] {
  if (!read) return [];
  if ('docs' in read) return read.docs.map((d) => d.id).sort();
  return read.exists() ? [read.id] : [];
}

beforeAll(async () => {
  if (!process.env['FIRESTORE_EMULATOR_HOST'])
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: tier-2 tests run only against the emulators.',
    );
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), ...emulatorHostAndPort() },
  });
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all(Object.entries(SEED).map(([path, data]) => setDoc(doc(db, path), data)));
  });
});

afterAll(async () => {
  if (!testEnv) return;
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all([...Object.keys(SEED), ...created].map((path) => deleteDoc(doc(db, path))));
  });
  await testEnv.cleanup();
});

describe('the contractor matrix covers every role in every operation', () => {
  it('has one cell per caller for each operation', () => {
    for (const { name, cells } of CASES) {
      const ops = [...new Set(cells.map((c) => c.op))];
      for (const op of ops)
        expect([name, op, cells.filter((c) => c.op === op).map((c) => c.who)]).toEqual([
          name,
          op,
          EVERYONE,
        ]);
      expect(ops, name).toEqual(expect.arrayContaining(['get', 'create', 'update', 'delete']));
    }
  });
});

for (const { name, cells } of CASES) {
  describe(name, () => {
    it.each(
      cells.map(
        (cell) =>
          [
            `${cell.op} · ${cell.who} → ${cell.outcome === 'denied' ? 'denied' : `allowed [${cell.outcome.length}]`}`,
            cell,
          ] as const,
      ),
    )('%s', async (_, cell) => {
      const db = dbFor(cell.who);
      if (cell.outcome === 'denied') {
        await assertFails(cell.run(db));
        return;
      }
      const read = await assertSucceeds(cell.run(db));
      expect(idsOf(read)).toEqual([...cell.outcome].sort());
    });
  });
}
