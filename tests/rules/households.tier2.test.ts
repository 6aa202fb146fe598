/**
 * Tier 2 (docs/architecture.md "Households"): the rules matrix of every household role ×
 * every collection the app reads × get and list, against the Firestore emulator, with the
 * app's real queries (web/src/features/**\/api/queries.ts) plus the household ones the
 * rules now allow (`memberIds array-contains <uid>` on properties, tasks and warranties;
 * `fromUid`/`toUid` on memberInvitations). Storage: a co-owner uploads a receipt, a viewer
 * cannot.
 *
 * The world: one home with its owner, a co-owner, a viewer, a delegate whose grant runs, a
 * delegate whose grant ended (not yet taken off by endDelegateGrantsHourly: the property
 * rule refuses it by the clock), a removed member (off every list), a stranger and a realtor
 * the home is shared with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, where, type Firestore } from 'firebase/firestore';
import {
  MAINTENANCE_TASKS_COLLECTION,
  MEMBER_INVITATIONS_COLLECTION,
  PROPERTIES_COLLECTION,
  REPAIRS_COLLECTION,
  REPORTS_COLLECTION,
  WARRANTIES_COLLECTION,
} from '@homeledger/domain';
import { homeOpensQuery } from '../../web/src/features/households/api/queries';
import {
  coOwnerBuyerLinksQuery,
  propertyBuyerLinksQuery,
} from '../../web/src/features/buyer-links/manage/api/queries';
import { buildQuery } from '../../web/src/lib/firebase/build-query';
import { CURRENT_UID, type CollectionQuerySpec } from '../../web/src/lib/data/query-spec';
import { ownPropertiesQuery } from '../../web/src/features/dashboard/api/queries';
import { sharedPropertiesQuery } from '../../web/src/features/realtor/api/queries';
import {
  propertyRepairsQuery,
  propertySharesQuery,
} from '../../web/src/features/properties/api/queries';
import { propertyReportsQuery } from '../../web/src/features/reports/api/queries';
import {
  propertyTasksQuery,
  propertyWarrantiesQuery,
} from '../../web/src/features/maintenance/api/queries';
import {
  BUCKET,
  describeWithStorage,
  removeDocuments,
  rulesTestEnvironment,
  seedDocuments,
  seededRulesCallers,
  uniqueRun,
} from './rules-env';

const RUN = uniqueRun();
const ROLES = [
  'owner',
  'co-owner',
  'viewer',
  'delegate active',
  'delegate ended',
  'removed member',
  'stranger',
  'realtor shared',
] as const;
type Who = (typeof ROLES)[number];
const uid = (who: Who) => `${who.replace(' ', '-')}-${RUN}`;
const OWNER = uid('owner');
const PROPERTY = `home-${RUN}`;
const PROPERTY_PATH = `${PROPERTIES_COLLECTION}/${PROPERTY}`;
const REPAIR = `${REPAIRS_COLLECTION}/repair-${RUN}`;
const REPORT = `${REPORTS_COLLECTION}/report-${RUN}`;
const TASK = `${MAINTENANCE_TASKS_COLLECTION}/task-${RUN}`;
const WARRANTY = `${WARRANTIES_COLLECTION}/warranty-${RUN}`;
const INVITATION = `${MEMBER_INVITATIONS_COLLECTION}/invite-${RUN}`;
const SHARE = `${PROPERTY_PATH}/shares/${uid('realtor shared')}`;
const LINK = `buyerLinks/link-${RUN}`;
/** A link made while someone else owned the home: not its co-owners' to see. */
const STALE_LINK = `buyerLinks/stale-${RUN}`;
const OPEN = `${PROPERTY_PATH}/delegateOpens/${uid('delegate active')}~2099-12-31~2026-05-01T09`;

const member = (role: string, grant?: { until: string; report: boolean }) => ({
  role,
  name: role,
  email: `${role}@example.com`,
  since: new Date('2026-01-01T00:00:00Z'),
  invitedBy: OWNER,
  ...(grant ? { grant } : {}),
});
const MEMBERS = ['co-owner', 'viewer', 'delegate active', 'delegate ended'] as const;
const memberIds = [OWNER, ...MEMBERS.map(uid)];
const viewerIds = [...memberIds, uid('realtor shared')];

const SEED: Record<string, Record<string, unknown>> = {
  [PROPERTY_PATH]: {
    ownerId: OWNER,
    address: '1 Main St',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    viewerIds,
    memberIds,
    members: {
      [uid('co-owner')]: member('co-owner'),
      [uid('viewer')]: member('viewer'),
      [uid('delegate active')]: member('delegate', { until: '2099-12-31', report: true }),
      [uid('delegate ended')]: member('delegate', { until: '2020-01-31', report: false }),
    },
    nextGrantEnd: '2020-01-31',
  },
  [SHARE]: { name: 'Rita', email: 'rita@example.com', sharedAt: new Date() },
  [LINK]: { propertyId: PROPERTY, ownerId: OWNER, label: 'Bakers', createdAt: new Date() },
  [STALE_LINK]: {
    propertyId: PROPERTY,
    ownerId: `previous-${RUN}`,
    label: 'Old',
    createdAt: new Date('2025-01-01T00:00:00Z'),
  },
  [OPEN]: {
    uid: uid('delegate active'),
    name: 'delegate',
    until: '2099-12-31',
    at: new Date('2026-05-01T09:12:00Z'),
  },
  [REPAIR]: {
    propertyId: PROPERTY,
    ownerId: OWNER,
    viewerIds,
    date: '2026-01-05',
    createdAt: new Date(),
  },
  [REPORT]: { propertyId: PROPERTY, ownerId: OWNER, viewerIds, createdAt: new Date() },
  [TASK]: { propertyId: PROPERTY, ownerId: OWNER, memberIds, status: 'active' },
  [WARRANTY]: { propertyId: PROPERTY, ownerId: OWNER, memberIds, endDate: '2030-01-01' },
  [INVITATION]: {
    propertyId: PROPERTY,
    fromUid: OWNER,
    toUid: uid('stranger'),
    toEmail: 'stranger@example.com',
    role: 'viewer',
    state: 'pending',
    createdAt: new Date(),
  },
};

/** The household queries the rules now allow (the UI declares its own in web/). */
const memberHomesQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'member homes',
  collection: PROPERTIES_COLLECTION,
  where: [{ field: 'memberIds', op: 'array-contains', value: CURRENT_UID }],
};
const invitationsQuery = (field: 'fromUid' | 'toUid'): CollectionQuerySpec => ({
  kind: 'collection',
  name: `member invitations by ${field}`,
  collection: MEMBER_INVITATIONS_COLLECTION,
  where: [{ field, op: '==', value: CURRENT_UID }],
});

const id = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const all = (...who: Who[]) => who;
/** Who reads the home (its property doc): the grant ends a delegate's read on time. */
const HOME_READERS = all('owner', 'co-owner', 'viewer', 'delegate active', 'realtor shared');
/** Who reads the copies that carry viewerIds (repairs, reports): the job takes an ended delegate off. */
const COPY_READERS = [...HOME_READERS, 'delegate ended'] as Who[];
const HOUSEHOLD = all('owner', 'co-owner', 'viewer', 'delegate active', 'delegate ended');

interface Cell {
  collection: string;
  op: string;
  /** null: refused; otherwise the ids read. */
  expect: (who: Who) => string[] | null;
  run: (db: Firestore, who: Who) => Promise<unknown>;
}

const params = { propertyId: PROPERTY, ownerId: OWNER };
const listCell = (
  collectionName: string,
  spec: CollectionQuerySpec,
  readers: readonly Who[],
  path: string,
  /** Those who run the query and get nothing back (the query is allowed, nothing matches). */
  empty: readonly Who[] = [],
): Cell => ({
  collection: collectionName,
  op: `list: ${spec.name}`,
  expect: (who) => (readers.includes(who) ? [id(path)] : empty.includes(who) ? [] : null),
  run: (db, who) => getDocs(buildQuery(db, spec, uid(who), params)),
});
const getCell = (collectionName: string, path: string, readers: readonly Who[]): Cell => ({
  collection: collectionName,
  op: 'get',
  expect: (who) => (readers.includes(who) ? [id(path)] : null),
  run: (db) => getDoc(doc(db, path)),
});
const notCopyReaders = ROLES.filter((who) => !COPY_READERS.includes(who));
const notHousehold = ROLES.filter((who) => !HOUSEHOLD.includes(who));
/**
 * Lists of homes: rules on a list are proven from the query, not evaluated per document, so
 * the clock condition cannot narrow them — an ended delegate's list still finds the home until
 * endDelegateGrantsHourly takes it off (within the hour). Its `get` is refused on time.
 */
const LIST_HOME_READERS = [...HOME_READERS, 'delegate ended'] as Who[];

const CELLS: Cell[] = [
  getCell('properties', PROPERTY_PATH, HOME_READERS),
  // A query naming the caller: strangers' queries are allowed and find nothing.
  listCell('properties', sharedPropertiesQuery, LIST_HOME_READERS, PROPERTY_PATH, [
    'removed member',
    'stranger',
  ]),
  listCell('properties', ownPropertiesQuery, ['owner'], PROPERTY_PATH, [
    'co-owner',
    'viewer',
    'delegate active',
    'removed member',
    'stranger',
    'realtor shared',
    'delegate ended',
  ]),
  listCell(
    'properties',
    memberHomesQuery,
    LIST_HOME_READERS.filter((w) => w !== 'realtor shared'),
    PROPERTY_PATH,
    ['removed member', 'stranger', 'realtor shared'],
  ),
  getCell('repairs', REPAIR, COPY_READERS),
  listCell('repairs', propertyRepairsQuery, COPY_READERS, REPAIR, notCopyReaders),
  getCell('reports', REPORT, COPY_READERS),
  listCell('reports', propertyReportsQuery, COPY_READERS, REPORT, notCopyReaders),
  getCell('maintenanceTasks', TASK, HOUSEHOLD),
  listCell('maintenanceTasks', propertyTasksQuery, HOUSEHOLD, TASK, notHousehold),
  getCell('warranties', WARRANTY, HOUSEHOLD),
  listCell('warranties', propertyWarrantiesQuery, HOUSEHOLD, WARRANTY, notHousehold),
  getCell('memberInvitations', INVITATION, ['owner', 'stranger']),
  listCell(
    'memberInvitations',
    invitationsQuery('fromUid'),
    ['owner'],
    INVITATION,
    ROLES.filter((w) => w !== 'owner'),
  ),
  listCell(
    'memberInvitations',
    invitationsQuery('toUid'),
    ['stranger'],
    INVITATION,
    ROLES.filter((w) => w !== 'stranger'),
  ),
  getCell('shares', SHARE, ['owner', 'co-owner']),
  listCell('shares', propertySharesQuery, ['owner', 'co-owner'], SHARE),
  // Buyer links: the owner and co-owners (who may share), by either query; a link made
  // under a previous owner is nobody's here.
  getCell('buyerLinks', LINK, ['owner', 'co-owner']),
  getCell('buyerLinks', STALE_LINK, []),
  listCell('buyerLinks', coOwnerBuyerLinksQuery, ['owner', 'co-owner'], LINK),
  listCell(
    'buyerLinks',
    propertyBuyerLinksQuery,
    ['owner'],
    LINK,
    ROLES.filter((w) => w !== 'owner'),
  ),
  // A delegate's opens: the owner's log, not even the delegate's own reading.
  getCell('delegateOpens', OPEN, ['owner']),
  listCell('delegateOpens', homeOpensQuery, ['owner'], OPEN),
];

const dbFor = seededRulesCallers<Who>({
  seed: SEED,
  authOf: (who) => ({
    uid: uid(who),
    token: {
      role: who === 'realtor shared' ? 'realtor' : 'homeowner',
      email: `${uid(who)}@example.com`,
      email_verified: true,
    },
  }),
});

const MATRIX = CELLS.flatMap((cell) => ROLES.map((who) => ({ cell, who })));

describe('households rules matrix: role × collection × get/list', () => {
  it('covers 8 roles × 9 collections × get and list', () => {
    const collections = new Set(CELLS.map((c) => c.collection));
    expect([...collections].sort()).toEqual([
      'buyerLinks',
      'delegateOpens',
      'maintenanceTasks',
      'memberInvitations',
      'properties',
      'repairs',
      'reports',
      'shares',
      'warranties',
    ]);
    // One get per collection, and a second for the stale buyer link.
    expect(CELLS.filter((c) => c.op === 'get')).toHaveLength(collections.size + 1);
    expect(MATRIX).toHaveLength(ROLES.length * CELLS.length);
    console.info(
      `households rules matrix: ${ROLES.length} roles × ${CELLS.length} reads = ${MATRIX.length} cells`,
    );
  });

  it.each(
    MATRIX.map(({ cell, who }) => {
      const outcome = cell.expect(who);
      return [
        `${cell.collection} ${cell.op} · ${who} → ${outcome === null ? 'denied' : `[${outcome.length}]`}`,
        cell,
        who,
        outcome,
      ] as const;
    }),
  )('%s', async (_, cell, who, outcome) => {
    const db = dbFor(who);
    if (outcome === null) {
      await assertFails(cell.run(db, who));
      return;
    }
    const read = (await assertSucceeds(cell.run(db, who))) as
      { docs: { id: string }[] } | { exists(): boolean; id: string };
    const ids = 'docs' in read ? read.docs.map((d) => d.id) : read.exists() ? [read.id] : [];
    expect(ids.sort()).toEqual([...outcome].sort());
  });

  it('a list of properties without the caller constraint is refused to every role', async () => {
    for (const who of ROLES)
      await assertFails(
        getDocs(
          query(collection(dbFor(who), PROPERTIES_COLLECTION), where('ownerId', '==', OWNER)),
        ),
      );
  });
});

describeWithStorage('households storage rules', () => {
  let storageEnv: RulesTestEnvironment;
  const STORAGE_RUN = `${RUN}s`;
  const SPROPERTY = `shome-${STORAGE_RUN}`;
  beforeAll(async () => {
    storageEnv = await rulesTestEnvironment({ storage: true });
    await seedDocuments(storageEnv, {
      [`${PROPERTIES_COLLECTION}/${SPROPERTY}`]: {
        ownerId: OWNER,
        viewerIds: [OWNER, uid('co-owner'), uid('viewer')],
        memberIds: [OWNER, uid('co-owner'), uid('viewer')],
        members: { [uid('co-owner')]: member('co-owner'), [uid('viewer')]: member('viewer') },
        verificationStatus: 'verified',
      },
    });
  });
  afterAll(async () => {
    if (!storageEnv) return;
    await removeDocuments(storageEnv, [`${PROPERTIES_COLLECTION}/${SPROPERTY}`]);
    await storageEnv.cleanup();
  });
  const put = (who: Who, path: string) =>
    storageEnv
      .authenticatedContext(uid(who), { role: 'homeowner' })
      .storage(BUCKET)
      .ref(path)
      .put(new Uint8Array(1024), { contentType: 'application/pdf' })
      .then((snap) => snap);

  it('a co-owner uploads a receipt of the home', async () => {
    await assertSucceeds(put('co-owner', `receipts/${SPROPERTY}/up-co/bill.pdf`));
  });
  it('a viewer cannot upload a receipt', async () => {
    await assertFails(put('viewer', `receipts/${SPROPERTY}/up-vw/bill.pdf`));
  });
  it('a stranger cannot upload a receipt', async () => {
    await assertFails(put('stranger', `receipts/${SPROPERTY}/up-st/bill.pdf`));
  });
  it('a viewer reads the receipt a co-owner uploaded', async () => {
    await assertSucceeds(put('co-owner', `receipts/${SPROPERTY}/up-co2/bill.pdf`));
    await assertSucceeds(
      storageEnv
        .authenticatedContext(uid('viewer'), { role: 'homeowner' })
        .storage(BUCKET)
        .ref(`receipts/${SPROPERTY}/up-co2/bill.pdf`)
        .getMetadata(),
    );
  });
});
