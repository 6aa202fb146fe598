/**
 * Tier 2 (docs/architecture.md §5, §6): the firestore.rules matrix against the Firestore
 * emulator. Every role × every collection × every operation is one test:
 *
 *   roles        signed out, the homeowner who owns the property, another homeowner,
 *                the realtor it is shared with, a realtor it is not shared with, a contractor
 *   collections  profiles, properties, properties/{id}/shares, repairs, serviceRecords,
 *                quickbooksConnections, oauthStates, quotaCounters, requestKeys,
 *                addressClaims, jobs, and an unknown one
 *   operations   get; list with the query the client really makes (built from the
 *                declared QuerySpecs by the app's own lib/firebase/build-query.ts), the
 *                same query naming someone else's uid, list without the constraint;
 *                create, update, delete
 *
 * Writes are denied for everyone everywhere (all writes go through callables);
 * reads exactly as §3 says. Where a read is allowed the test also checks what it
 * returns. Seeded with rules disabled; ids are unique per run and nothing is
 * cleared wholesale, so this can share the emulator with the other tier-2 tests.
 */
import { describe, expect, it } from 'vitest';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import {
  ADDRESS_CLAIMS_COLLECTION,
  PROFILES_COLLECTION,
  PROPERTIES_COLLECTION,
  REPAIRS_COLLECTION,
  SHARES_SUBCOLLECTION,
  addressClaimsPath,
} from '@homeledger/domain';
import { buildQuery } from '../../web/src/lib/firebase/build-query';
import { CURRENT_UID, type CollectionQuerySpec } from '../../web/src/lib/data/query-spec';
import { ownPropertiesQuery, ownRepairsQuery } from '../../web/src/features/dashboard/api/queries';
import { propertyRepairsQuery } from '../../web/src/features/properties/api/queries';
import { registerRulesMatrix } from './rules-matrix';
import { uniqueRun } from './rules-env';

const RUN = uniqueRun();

// ---------------------------------------------------------------------------
// Queries the client will make that no feature declares yet (realtor dashboard,
// sharing, contractor portal). Restated here in the declared form, with the
// constraint each rule needs; move them to the features' api/queries.ts when
// those screens land.

/** Realtor dashboard: every property shared with the signed-in user. */
const sharedPropertiesQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'shared properties',
  collection: PROPERTIES_COLLECTION,
  where: [{ field: 'viewerIds', op: 'array-contains', value: CURRENT_UID }],
};

/** Property page, sharing panel: who the owner shared this property with. */
const propertySharesQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'property shares',
  collection: `${PROPERTIES_COLLECTION}/{propertyId}/${SHARES_SUBCOLLECTION}`,
  where: [],
};

/** Contractor portal: the signed-in contractor's service records. */
const ownServiceRecordsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'own service records',
  collection: 'serviceRecords',
  where: [{ field: 'contractorUid', op: '==', value: CURRENT_UID }],
};

// ---------------------------------------------------------------------------
// Who

const SIGNED_IN = [
  'owner',
  'other homeowner',
  'shared realtor',
  'unshared realtor',
  'contractor',
] as const;
type SignedIn = (typeof SIGNED_IN)[number];
type Who = 'signed out' | SignedIn;
const EVERYONE: readonly Who[] = ['signed out', ...SIGNED_IN];

const USERS: Record<SignedIn, { uid: string; role: string; name: string }> = {
  owner: { uid: `owner-${RUN}`, role: 'homeowner', name: 'Olivia Owner' },
  'other homeowner': { uid: `other-${RUN}`, role: 'homeowner', name: 'Oscar Other' },
  'shared realtor': { uid: `realtor-shared-${RUN}`, role: 'realtor', name: 'Rita Realtor' },
  'unshared realtor': { uid: `realtor-unshared-${RUN}`, role: 'realtor', name: 'Ray Realtor' },
  contractor: { uid: `contractor-${RUN}`, role: 'contractor', name: 'Carlos Contractor' },
};
const uid = (who: SignedIn) => USERS[who].uid;
const emailOf = (who: SignedIn) => `${uid(who)}@example.com`;
/** The uid a caller's own queries name. Signed out there is none: they name the owner. */
const callerUid = (who: Who) => (who === 'signed out' ? uid('owner') : uid(who));

// ---------------------------------------------------------------------------
// The seeded world

const OWNER = uid('owner');
const OTHER = uid('other homeowner');
const SHARED_REALTOR = uid('shared realtor');
const CONTRACTOR = uid('contractor');

const PROPERTY = `property-${RUN}`; // the owner's, shared with the shared realtor
const OTHER_PROPERTY = `property-other-${RUN}`; // the other homeowner's
const REPAIR = `repair-${RUN}`; // on PROPERTY
const OTHER_REPAIR = `repair-other-${RUN}`; // on OTHER_PROPERTY
const SERVICE_RECORD = `service-record-${RUN}`; // the contractor's
const OAUTH_STATE = `state-${RUN}`;
const REQUEST_KEY = `request-key-${RUN}`;
const JOB = `job-${RUN}`;
const OPT_OUT = `opt-out-${RUN}`; // an email's SHA-256 in production
const REALM = `realm-${RUN}`;
const ADDRESS_KEY = `1 matrix${RUN} st|62704`;
const UNKNOWN = 'notInTheRules';
const UNKNOWN_DOC = `note-${RUN}`;

const AT = new Date('2026-01-02T03:04:05Z');
const address = {
  address: `1 Matrix${RUN} Street`,
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
};

function propertyData(ownerId: string, viewerIds: string[]): DocumentData {
  return {
    ownerId,
    ...address,
    addressKey: ADDRESS_KEY,
    location: null,
    verificationStatus: 'verified',
    photo: null,
    viewerIds,
    repairCount: 1,
    lastRepairDate: '2026-01-01',
    totalSpentCents: 12_500,
    createdAt: AT,
    updatedAt: AT,
  };
}

function repairData(propertyId: string, ownerId: string, viewerIds: string[]): DocumentData {
  return {
    propertyId,
    ownerId,
    viewerIds,
    property: { ...address },
    serviceType: 'Plumbing',
    date: '2026-01-01',
    status: 'completed',
    costCents: 12_500,
    validation: { state: 'none' },
    isContractorValidated: false,
    source: 'owner',
    addedBy: ownerId,
    createdAt: AT,
    updatedAt: AT,
  };
}

const SEED: Record<string, DocumentData> = {
  ...Object.fromEntries(
    SIGNED_IN.map((who) => [
      `${PROFILES_COLLECTION}/${uid(who)}`,
      { name: USERS[who].name, email: emailOf(who), role: USERS[who].role, createdAt: AT },
    ]),
  ),
  [`${PROPERTIES_COLLECTION}/${PROPERTY}`]: propertyData(OWNER, [OWNER, SHARED_REALTOR]),
  [`${PROPERTIES_COLLECTION}/${OTHER_PROPERTY}`]: propertyData(OTHER, [OTHER]),
  [`${PROPERTIES_COLLECTION}/${PROPERTY}/${SHARES_SUBCOLLECTION}/${SHARED_REALTOR}`]: {
    name: USERS['shared realtor'].name,
    email: emailOf('shared realtor'),
    businessName: 'Rita Realty Group',
    sharedAt: AT,
  },
  [`${REPAIRS_COLLECTION}/${REPAIR}`]: repairData(PROPERTY, OWNER, [OWNER, SHARED_REALTOR]),
  [`${REPAIRS_COLLECTION}/${OTHER_REPAIR}`]: repairData(OTHER_PROPERTY, OTHER, [OTHER]),
  [`serviceRecords/${SERVICE_RECORD}`]: {
    contractorUid: CONTRACTOR,
    date: '2026-01-01',
    client: 'Olivia Owner',
    description: 'Replaced the water heater',
    amountCents: 120_000,
    balanceCents: 0,
    status: 'paid',
    source: { kind: 'manual' },
    createdAt: AT,
  },
  [`quickbooksConnections/${CONTRACTOR}`]: {
    realmId: REALM,
    accessToken: 'secret-access-token',
    refreshToken: 'secret-refresh-token',
    expiresAt: AT,
  },
  [`oauthStates/${OAUTH_STATE}`]: { uid: CONTRACTOR, expiresAt: AT },
  // Quota counters and request keys: functions only (they say what an account did).
  [`quotaCounters/${OWNER}__lookups`]: { uid: OWNER, kind: 'lookups', count: 3, window: 'w' },
  [`requestKeys/${REQUEST_KEY}`]: { uid: OWNER, callable: 'addRepair', result: { id: 'r' } },
  [addressClaimsPath(ADDRESS_KEY)]: { addressKey: ADDRESS_KEY, claims: { [PROPERTY]: OWNER } },
  // Scheduled jobs' cursors and leases: functions only.
  [`jobs/${JOB}`]: { day: '2026-06-15', cursor: OWNER, done: false },
  [`invitationOptOuts/${OPT_OUT}`]: { at: AT },
  [`${UNKNOWN}/${UNKNOWN_DOC}`]: { ownerId: OWNER, text: 'not a HomeLedger collection' },
};

// ---------------------------------------------------------------------------
// The matrix

type Read = DocumentSnapshot | QuerySnapshot;
/** Denied, or allowed and returning exactly these document ids. */
type Outcome = 'denied' | readonly string[];

interface Cell {
  op: string;
  who: Who;
  outcome: Outcome;
  run: (db: Firestore) => Promise<Read | void>;
}

interface CollectionCase {
  name: string;
  cells: Cell[];
}

const get = (path: string) => (db: Firestore) => getDoc(doc(db, path));
const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** `get` of one document: its readers see it, everyone else is denied. */
function getCells(path: string, readers: readonly Who[], op = 'get'): Cell[] {
  return EVERYONE.map((who) => ({
    op,
    who,
    outcome: readers.includes(who) ? [lastSegment(path)] : 'denied',
    run: get(path),
  }));
}

/**
 * A declared client query, run as each caller with their own uid (signed out: the
 * owner's). `results(who)` is what an allowed caller gets, or 'denied'.
 */
function clientQueryCells(
  spec: CollectionQuerySpec,
  results: (who: SignedIn) => Outcome,
  params: Record<string, string> = {},
): Cell[] {
  return EVERYONE.map((who) => ({
    op: `list: ${spec.name} (the client's query)`,
    who,
    outcome: who === 'signed out' ? 'denied' : results(who),
    run: (db) => getDocs(buildQuery(db, spec, callerUid(who), params)),
  }));
}

/** The same client query naming `named`'s uid instead of the caller's: only `named` may run it. */
function namingCells(
  spec: CollectionQuerySpec,
  named: SignedIn,
  result: readonly string[],
  params: Record<string, string> = {},
): Cell[] {
  return EVERYONE.map((who) => ({
    op: `list: ${spec.name} naming the ${named}'s uid`,
    who,
    outcome: who === named ? result : 'denied',
    run: (db) => getDocs(buildQuery(db, spec, uid(named), params)),
  }));
}

/** A list nobody may make (no constraint, the wrong constraint, or a closed collection). */
function deniedListCells(op: string, run: (db: Firestore, who: Who) => Promise<Read>): Cell[] {
  return EVERYONE.map((who) => ({ op, who, outcome: 'denied', run: (db) => run(db, who) }));
}

const created: string[] = [];

/** create / update / delete: denied for everyone, owner included. */
function writeCells(
  collectionPath: string,
  target: string,
  createData: (callerId: string) => DocumentData,
  update: (callerId: string) => DocumentData,
): Cell[] {
  return EVERYONE.flatMap((who): Cell[] => {
    const callerId = who === 'signed out' ? 'anonymous' : uid(who);
    const newPath = `${collectionPath}/new-${callerId}-${RUN}`;
    created.push(newPath);
    return [
      {
        op: 'create',
        who,
        outcome: 'denied',
        run: (db) => setDoc(doc(db, newPath), createData(callerId)),
      },
      {
        op: 'update',
        who,
        outcome: 'denied',
        run: (db) => updateDoc(doc(db, target), update(callerId)),
      },
      { op: 'delete', who, outcome: 'denied', run: (db) => deleteDoc(doc(db, target)) },
    ];
  });
}

/** Per signed-in caller: the documents their own query returns (anyone not listed gets none). */
const only =
  (rows: Partial<Record<SignedIn, readonly string[]>>) =>
  (who: SignedIn): readonly string[] =>
    rows[who] ?? [];

const PROPERTY_PATH = `${PROPERTIES_COLLECTION}/${PROPERTY}`;
const SHARES_PATH = `${PROPERTY_PATH}/${SHARES_SUBCOLLECTION}`;
const SHARE_PATH = `${SHARES_PATH}/${SHARED_REALTOR}`;
const REPAIR_PATH = `${REPAIRS_COLLECTION}/${REPAIR}`;
const SERVICE_RECORD_PATH = `serviceRecords/${SERVICE_RECORD}`;

const CASES: CollectionCase[] = [
  {
    name: 'profiles/{uid}',
    cells: [
      ...getCells(`${PROFILES_COLLECTION}/${OWNER}`, ['owner'], "get the owner's profile"),
      ...SIGNED_IN.map((who) => ({
        op: 'get their own profile',
        who,
        outcome: [uid(who)],
        run: get(`${PROFILES_COLLECTION}/${uid(who)}`),
      })),
      ...deniedListCells("list filtered to the caller's email", (db, who) =>
        getDocs(
          query(
            collection(db, PROFILES_COLLECTION),
            where('email', '==', who === 'signed out' ? emailOf('owner') : emailOf(who)),
          ),
        ),
      ),
      ...deniedListCells('list without a constraint', (db) =>
        getDocs(collection(db, PROFILES_COLLECTION)),
      ),
      ...writeCells(
        PROFILES_COLLECTION,
        `${PROFILES_COLLECTION}/${OWNER}`,
        (id) => ({ name: 'Mallory', email: `${id}@example.com`, role: 'homeowner' }),
        () => ({ role: 'realtor' }),
      ),
    ],
  },
  {
    name: 'properties/{id}',
    cells: [
      ...getCells(PROPERTY_PATH, ['owner', 'shared realtor']),
      ...getCells(
        `${PROPERTIES_COLLECTION}/missing-${RUN}`,
        [],
        'get a property that does not exist',
      ),
      ...clientQueryCells(
        ownPropertiesQuery,
        only({ owner: [PROPERTY], 'other homeowner': [OTHER_PROPERTY] }),
      ),
      ...namingCells(ownPropertiesQuery, 'owner', [PROPERTY]),
      ...clientQueryCells(
        sharedPropertiesQuery,
        only({
          owner: [PROPERTY],
          'other homeowner': [OTHER_PROPERTY],
          'shared realtor': [PROPERTY],
        }),
      ),
      ...namingCells(sharedPropertiesQuery, 'shared realtor', [PROPERTY]),
      ...deniedListCells('list filtered by owner only (no viewerIds constraint)', (db, who) =>
        getDocs(
          query(collection(db, PROPERTIES_COLLECTION), where('ownerId', '==', callerUid(who))),
        ),
      ),
      ...deniedListCells('list without a constraint', (db) =>
        getDocs(collection(db, PROPERTIES_COLLECTION)),
      ),
      ...writeCells(
        PROPERTIES_COLLECTION,
        PROPERTY_PATH,
        (id) => propertyData(id, [id]),
        (id) => ({ viewerIds: [OWNER, SHARED_REALTOR, id], verificationStatus: 'verified' }),
      ),
    ],
  },
  {
    name: 'properties/{id}/shares/{realtorUid}',
    cells: [
      ...getCells(SHARE_PATH, ['owner']),
      ...clientQueryCells(
        propertySharesQuery,
        (who) => (who === 'owner' ? [SHARED_REALTOR] : 'denied'),
        { propertyId: PROPERTY },
      ),
      ...deniedListCells('list every shares subcollection (collection group)', (db) =>
        getDocs(collectionGroup(db, SHARES_SUBCOLLECTION)),
      ),
      ...writeCells(
        SHARES_PATH,
        SHARE_PATH,
        (id) => ({ name: 'Mallory', email: `${id}@example.com`, sharedAt: AT }),
        () => ({ email: 'mallory@example.com' }),
      ),
    ],
  },
  {
    name: 'repairs/{id}',
    cells: [
      ...getCells(REPAIR_PATH, ['owner', 'shared realtor']),
      ...clientQueryCells(
        ownRepairsQuery,
        only({ owner: [REPAIR], 'other homeowner': [OTHER_REPAIR] }),
      ),
      ...namingCells(ownRepairsQuery, 'owner', [REPAIR]),
      ...clientQueryCells(
        propertyRepairsQuery,
        only({ owner: [REPAIR], 'shared realtor': [REPAIR] }),
        { propertyId: PROPERTY },
      ),
      ...namingCells(propertyRepairsQuery, 'owner', [REPAIR], { propertyId: PROPERTY }),
      ...deniedListCells('list filtered by property only (no viewerIds constraint)', (db) =>
        getDocs(query(collection(db, REPAIRS_COLLECTION), where('propertyId', '==', PROPERTY))),
      ),
      ...deniedListCells('list without a constraint', (db) =>
        getDocs(collection(db, REPAIRS_COLLECTION)),
      ),
      ...writeCells(
        REPAIRS_COLLECTION,
        REPAIR_PATH,
        (id) => repairData(PROPERTY, OWNER, [OWNER, id]),
        () => ({ isContractorValidated: true, validation: { state: 'validated' } }),
      ),
    ],
  },
  {
    name: 'serviceRecords/{id}',
    cells: [
      ...getCells(SERVICE_RECORD_PATH, ['contractor']),
      ...clientQueryCells(ownServiceRecordsQuery, only({ contractor: [SERVICE_RECORD] })),
      ...namingCells(ownServiceRecordsQuery, 'contractor', [SERVICE_RECORD]),
      ...deniedListCells('list without a constraint', (db) =>
        getDocs(collection(db, 'serviceRecords')),
      ),
      ...writeCells(
        'serviceRecords',
        SERVICE_RECORD_PATH,
        (id) => ({
          contractorUid: id,
          amountCents: 1,
          balanceCents: 0,
          source: { kind: 'manual' },
        }),
        () => ({ balanceCents: 0, status: 'paid' }),
      ),
    ],
  },
  ...closedCollection(
    'quickbooksConnections/{uid}',
    'quickbooksConnections',
    CONTRACTOR,
    (db) => query(collection(db, 'quickbooksConnections'), where('realmId', '==', REALM)),
    (id) => ({ realmId: REALM, accessToken: `token-of-${id}` }),
  ),
  ...closedCollection(
    'oauthStates/{state}',
    'oauthStates',
    OAUTH_STATE,
    (db, who) => query(collection(db, 'oauthStates'), where('uid', '==', callerUid(who))),
    (id) => ({ uid: id, expiresAt: AT }),
  ),
  ...closedCollection(
    'quotaCounters/{uid__kind}',
    'quotaCounters',
    `${OWNER}__lookups`,
    (db, who) => query(collection(db, 'quotaCounters'), where('uid', '==', callerUid(who))),
    (id) => ({ uid: id, kind: 'lookups', count: 0, window: 'w' }),
  ),
  ...closedCollection(
    'requestKeys/{hash}',
    'requestKeys',
    REQUEST_KEY,
    (db, who) => query(collection(db, 'requestKeys'), where('uid', '==', callerUid(who))),
    (id) => ({ uid: id, callable: 'addRepair', result: { id: 'forged' } }),
  ),
  ...closedCollection(
    'addressClaims/{addressKey}',
    ADDRESS_CLAIMS_COLLECTION,
    lastSegment(addressClaimsPath(ADDRESS_KEY)),
    (db) =>
      query(collection(db, ADDRESS_CLAIMS_COLLECTION), where('addressKey', '==', ADDRESS_KEY)),
    (id) => ({ addressKey: ADDRESS_KEY, claims: { [`fake-${id}`]: id } }),
  ),
  ...closedCollection(
    'invitationOptOuts/{emailHash}',
    'invitationOptOuts',
    OPT_OUT,
    (db) => query(collection(db, 'invitationOptOuts'), where('at', '==', AT)),
    () => ({ at: new Date() }),
  ),
  ...closedCollection(
    'jobs/{job}',
    'jobs',
    JOB,
    (db) => query(collection(db, 'jobs'), where('done', '==', false)),
    () => ({ day: '2026-06-15', cursor: null, done: true }),
  ),
  ...closedCollection(
    `${UNKNOWN}/{id} (not in the rules)`,
    UNKNOWN,
    UNKNOWN_DOC,
    (db, who) => query(collection(db, UNKNOWN), where('ownerId', '==', callerUid(who))),
    (id) => ({ ownerId: id }),
  ),
];

/** A collection no client may read or write: every cell denied. */
function closedCollection(
  name: string,
  collectionPath: string,
  docId: string,
  constrained: (db: Firestore, who: Who) => Query,
  data: (callerId: string) => DocumentData,
): CollectionCase[] {
  const target = `${collectionPath}/${docId}`;
  return [
    {
      name,
      cells: [
        ...getCells(target, []),
        ...deniedListCells('list filtered to the caller', (db, who) =>
          getDocs(constrained(db, who)),
        ),
        ...deniedListCells('list without a constraint', (db) =>
          getDocs(collection(db, collectionPath)),
        ),
        ...writeCells(collectionPath, target, data, (id) => ({ touchedBy: id })),
      ],
    },
  ];
}

// ---------------------------------------------------------------------------
// Running it

registerRulesMatrix<Who>({
  seed: SEED,
  created,
  authOf: (who) =>
    who === 'signed out'
      ? null
      : {
          uid: uid(who),
          token: {
            role: USERS[who].role,
            email: emailOf(who),
            email_verified: true,
            name: USERS[who].name,
          },
        },
  cases: CASES,
});

describe('the matrix covers every role and collection', () => {
  it('has a cell for each role in each operation of each collection', () => {
    for (const { name, cells } of CASES) {
      const ops = [...new Set(cells.map((c) => c.op))];
      for (const op of ops) {
        const whos = cells.filter((c) => c.op === op).map((c) => c.who);
        const expected = op === 'get their own profile' ? SIGNED_IN : EVERYONE;
        expect([name, op, whos]).toEqual([name, op, expected]);
      }
      expect(ops, name).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
    }
    // The collections the header promises, each once (a count went stale as cases were added).
    expect(CASES.map((c) => c.name)).toEqual([
      'profiles/{uid}',
      'properties/{id}',
      'properties/{id}/shares/{realtorUid}',
      'repairs/{id}',
      'serviceRecords/{id}',
      'quickbooksConnections/{uid}',
      'oauthStates/{state}',
      'quotaCounters/{uid__kind}',
      'requestKeys/{hash}',
      'addressClaims/{addressKey}',
      'invitationOptOuts/{emailHash}',
      'jobs/{job}',
      `${UNKNOWN}/{id} (not in the rules)`,
    ]);
  });
});
