/**
 * Tier 2 (docs/architecture.md §5): firestore.rules for handing a home on, against the
 * Firestore emulator. `buyerLinks/{linkId}` is read by the owner who made it and nobody
 * else — not signed out (a buyer reads through the openBuyerLink callable, never
 * Firestore), not another homeowner, not a realtor the property is shared with.
 * `transfers/{id}` by its sender and its recipient; `disputes/{id}` by the holder only. Every role × get, the
 * owner's panel query (as each caller, and naming the owner's uid), a list without the
 * constraint, and create / update / delete (denied for everyone).
 *
 * Written and type-checked everywhere; it runs only where the Firestore emulator can.
 */
import { createHash } from 'node:crypto';
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
  BUYER_LINKS_COLLECTION,
  DISPUTES_COLLECTION,
  TRANSFERS_COLLECTION,
} from '@homeledger/domain';
import { buildQuery } from '../../web/src/lib/firebase/build-query';
import type { CollectionQuerySpec } from '../../web/src/lib/data/query-spec';
import { propertyBuyerLinksQuery } from '../../web/src/features/properties/api/queries';
import {
  incomingTransfersQuery,
  openDisputesQuery,
  outgoingTransfersQuery,
} from '../../web/src/features/dashboard/api/queries';

const PROJECT_ID = 'demo-homeledger';
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

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
const PROPERTY = `property-${RUN}`;
// A link's id is its token's SHA-256 (hex); the token itself is never stored.
const LINK_ID = createHash('sha256').update(`token-${RUN}`).digest('hex');
const LINK_PATH = `${BUYER_LINKS_COLLECTION}/${LINK_ID}`;
// The owner offers the home to the other homeowner, who also added the address (a notice).
const RECIPIENT = uid('other homeowner');
const TRANSFER_PATH = `${TRANSFERS_COLLECTION}/transfer-${RUN}`;
// An invitation by mail to the other homeowner's email, not claimed yet (`toUid` ''): only
// its sender reads it, never the account holding that email (rules never match by email).
const INVITE_PATH = `${TRANSFERS_COLLECTION}/invite-${RUN}`;
const DISPUTE_PATH = `${DISPUTES_COLLECTION}/newcomer-${RUN}`;

const SEED: Record<string, DocumentData> = {
  [`properties/${PROPERTY}`]: {
    ownerId: OWNER,
    viewerIds: [OWNER, uid('shared realtor')],
    address: '1 Main St',
    verificationStatus: 'verified',
  },
  [LINK_PATH]: {
    propertyId: PROPERTY,
    ownerId: OWNER,
    label: 'Smith family',
    hideCosts: false,
    hideOwnerName: true,
    includeReceipts: false,
    createdAt: AT,
    expiresAt: new Date('2100-01-01T00:00:00Z'),
    revokedAt: null,
    openCount: 0,
    opens: [],
    lastOpenedAt: null,
  },
  [TRANSFER_PATH]: {
    propertyId: PROPERTY,
    property: { address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' },
    fromUid: OWNER,
    fromName: 'Olivia Owner',
    toUid: RECIPIENT,
    toEmail: `${RECIPIENT}@example.com`,
    toName: 'Other',
    state: 'pending',
    createdAt: AT,
    answeredAt: null,
    transferredAt: null,
  },
  [INVITE_PATH]: {
    propertyId: `second-${RUN}`,
    property: { address: '2 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' },
    fromUid: OWNER,
    fromName: 'Olivia Owner',
    toUid: '',
    toEmail: `${RECIPIENT}@example.com`,
    toName: '',
    state: 'pending',
    createdAt: new Date(AT.getTime() + 1000),
    answeredAt: null,
    transferredAt: null,
    invitation: { status: 'sent', mails: 1, requestedAt: AT, sentAt: AT, claimedAt: null },
  },
  [DISPUTE_PATH]: {
    addressKey: '1 main st|62704',
    property: { address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' },
    holderUid: OWNER,
    holderPropertyId: PROPERTY,
    newcomerUid: RECIPIENT,
    newcomerPropertyId: `newcomer-${RUN}`,
    state: 'open',
    createdAt: AT,
    deadline: new Date('2100-01-01T00:00:00Z'),
    answeredAt: null,
    transferId: null,
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
    run: (db) => getDocs(buildQuery(db, spec, callerUid(who), PARAMS)),
  }));
}

/** The same query naming `named`'s uid: only `named` may run it. */
function namingCells(spec: CollectionQuerySpec, named: SignedIn, result: readonly string[]) {
  return EVERYONE.map((who): Cell => ({
    op: `list: ${spec.name} naming the ${named}'s uid`,
    who,
    outcome: who === named ? result : 'denied',
    run: (db) => getDocs(buildQuery(db, spec, uid(named), PARAMS)),
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
        run: (db) => updateDoc(doc(db, target), { revokedAt: null, touchedBy: callerId }),
      },
      { op: 'delete', who, outcome: 'denied', run: (db) => deleteDoc(doc(db, target)) },
    ];
  });
}

const PARAMS = { propertyId: PROPERTY };

const CASES: { name: string; cells: Cell[] }[] = [
  {
    name: 'buyerLinks/{linkId}',
    cells: [
      ...getCells(LINK_PATH, ['owner']),
      ...queryCells(propertyBuyerLinksQuery, { owner: [LINK_ID] }),
      ...namingCells(propertyBuyerLinksQuery, 'owner', [LINK_ID]),
      ...unconstrainedCells(BUYER_LINKS_COLLECTION),
      ...writeCells(BUYER_LINKS_COLLECTION, LINK_PATH, {
        propertyId: PROPERTY,
        ownerId: OWNER,
        expiresAt: new Date('2100-01-01T00:00:00Z'),
      }),
    ],
  },
  {
    name: 'transfers/{id}',
    cells: [
      ...getCells(TRANSFER_PATH, ['owner', 'other homeowner']),
      ...getCells(INVITE_PATH, ['owner']),
      ...queryCells(outgoingTransfersQuery, {
        owner: [lastSegment(INVITE_PATH), lastSegment(TRANSFER_PATH)],
      }),
      ...namingCells(outgoingTransfersQuery, 'owner', [
        lastSegment(INVITE_PATH),
        lastSegment(TRANSFER_PATH),
      ]),
      ...queryCells(incomingTransfersQuery, { 'other homeowner': [lastSegment(TRANSFER_PATH)] }),
      ...namingCells(incomingTransfersQuery, 'other homeowner', [lastSegment(TRANSFER_PATH)]),
      ...unconstrainedCells(TRANSFERS_COLLECTION),
      ...writeCells(TRANSFERS_COLLECTION, TRANSFER_PATH, {
        fromUid: OWNER,
        toUid: RECIPIENT,
        state: 'accepted',
      }),
    ],
  },
  {
    // The newcomer never reads the notice (it names the holder's property).
    name: 'disputes/{id}',
    cells: [
      ...getCells(DISPUTE_PATH, ['owner']),
      ...queryCells(openDisputesQuery, { owner: [lastSegment(DISPUTE_PATH)] }),
      ...namingCells(openDisputesQuery, 'owner', [lastSegment(DISPUTE_PATH)]),
      ...unconstrainedCells(DISPUTES_COLLECTION),
      ...writeCells(DISPUTES_COLLECTION, DISPUTE_PATH, { holderUid: OWNER, state: 'open' }),
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
