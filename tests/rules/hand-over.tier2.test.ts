/**
 * Tier 2 (docs/architecture.md §5): firestore.rules for handing a home on, against the
 * Firestore emulator. `buyerLinks/{linkId}` is read by the owner who made it and nobody
 * else — not signed out (a buyer reads through the openBuyerLink callable, never
 * Firestore), not another homeowner, not a realtor the property is shared with.
 * `transfers/{id}` by its recipient only and `sentTransfers/{id}` (the sender's copy) by its sender
 * only (#33: the sender never reads what says whether, or as whom, the email holds an
 * account); `disputes/{id}` by the holder only. Every role × get, the
 * owner's panel query (as each caller, and naming the owner's uid), a list without the
 * constraint, and create / update / delete (denied for everyone).
 *
 * Written and type-checked everywhere; it runs only where the Firestore emulator can.
 */
import { createHash } from 'node:crypto';
import { describe, it } from 'vitest';
import { collection, getDocs, query, where, type DocumentData } from 'firebase/firestore';
import {
  BUYER_LINK_OPENS_SUBCOLLECTION,
  BUYER_LINKS_COLLECTION,
  DISPUTES_COLLECTION,
  SENT_TRANSFERS_COLLECTION,
  TRANSFERS_COLLECTION,
} from '@homeledger/domain';
import { propertyBuyerLinksQuery } from '../../web/src/features/buyer-links/manage/api/queries';
import { openDisputesQuery } from '../../web/src/features/disputes/api/queries';
import {
  incomingTransfersQuery,
  outgoingTransfersQuery,
} from '../../web/src/features/transfers/api/queries';
import {
  FIVE_EVERYONE,
  fiveCallerMatrix,
  lastSegment,
  type Cell,
  registerRulesMatrix,
  type FiveWho,
  type MatrixCase,
} from './rules-matrix';
import { uniqueRun } from './rules-env';

const RUN = uniqueRun();

// ---------------------------------------------------------------------------
// Who

const matrix = fiveCallerMatrix(RUN, {
  params: { propertyId: `property-${RUN}` },
  update: { revokedAt: null },
});
const { uid, getCells, queryCells, namingCells, unconstrainedCells, writeCells } = matrix;

// ---------------------------------------------------------------------------
// The seeded world

const AT = new Date('2026-01-02T03:04:05Z');
const OWNER = uid('owner');
const PROPERTY = `property-${RUN}`; // the matrix's query parameter above
// A link's id is its token's SHA-256 (hex); the token itself is never stored.
const LINK_ID = createHash('sha256').update(`token-${RUN}`).digest('hex');
const LINK_PATH = `${BUYER_LINKS_COLLECTION}/${LINK_ID}`;
// The link's open log (functions only): not even the link's owner reads it.
const OPENS_COLLECTION = `${LINK_PATH}/${BUYER_LINK_OPENS_SUBCOLLECTION}`;
const OPEN_PATH = `${OPENS_COLLECTION}/visit-${RUN}`;
// The owner offers the home to the other homeowner, who also added the address (a notice).
const RECIPIENT = uid('other homeowner');
const TRANSFER_PATH = `${TRANSFERS_COLLECTION}/transfer-${RUN}`;
// An invitation by mail to the other homeowner's email, not claimed yet (`toUid` ''): nobody
// reads it — not the account holding that email (rules never match by email), and not its
// sender, who reads their copy (#33).
const INVITE_PATH = `${TRANSFERS_COLLECTION}/invite-${RUN}`;
// The sender's copies of both: the typed email, the home, the mail; read by the sender only.
const SENT_PATH = `${SENT_TRANSFERS_COLLECTION}/transfer-${RUN}`;
const SENT_INVITE_PATH = `${SENT_TRANSFERS_COLLECTION}/invite-${RUN}`;
const sentCopy = (propertyId: string, address: string, createdAt: Date) => ({
  propertyId,
  property: { address, city: 'Springfield', state: 'IL', zipCode: '62704' },
  fromUid: OWNER,
  fromName: 'Olivia Owner',
  toEmail: `${RECIPIENT}@example.com`,
  state: 'pending',
  createdAt,
  answeredAt: null,
  invitation: { status: 'sent', mails: 1, requestedAt: AT, sentAt: AT },
});
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
  [OPEN_PATH]: { at: AT, device: 'mobile', expireAt: new Date('2100-01-01T00:00:00Z') },
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
  [SENT_PATH]: sentCopy(PROPERTY, '1 Main St', AT),
  [SENT_INVITE_PATH]: sentCopy(`second-${RUN}`, '2 Main St', new Date(AT.getTime() + 1000)),
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

/**
 * The query the sender's views ran before #33 (`transfers` where fromUid == them): denied
 * to everyone now, the sender first, so nothing of the recipient's document reaches them.
 */
function senderQueryOfTransfers(): Cell<FiveWho>[] {
  return FIVE_EVERYONE.map((who) => ({
    op: 'list: transfers by their sender (no longer allowed)',
    who,
    outcome: 'denied',
    run: (db) =>
      getDocs(query(collection(db, TRANSFERS_COLLECTION), where('fromUid', '==', OWNER))),
  }));
}

const CASES: MatrixCase<FiveWho>[] = [
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
    name: 'buyerLinks/{linkId}/opens/{visit}',
    cells: [
      ...getCells(OPEN_PATH, []),
      ...unconstrainedCells(OPENS_COLLECTION),
      ...writeCells(OPENS_COLLECTION, OPEN_PATH, { at: AT, device: 'desktop' }),
    ],
  },
  {
    name: 'transfers/{id}',
    cells: [
      // The sender (owner) reads neither: toUid, toName and the claim are the recipient's (#33).
      ...getCells(TRANSFER_PATH, ['other homeowner']),
      // A second document, so its own operation: one cell per caller per operation.
      ...getCells(INVITE_PATH, [], 'get an invitation (no account yet)'),
      ...senderQueryOfTransfers(),
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
    name: 'sentTransfers/{id}',
    cells: [
      ...getCells(SENT_PATH, ['owner']),
      ...getCells(SENT_INVITE_PATH, ['owner'], 'get the copy of an invitation'),
      ...queryCells(outgoingTransfersQuery, {
        owner: [lastSegment(SENT_INVITE_PATH), lastSegment(SENT_PATH)],
      }),
      ...namingCells(outgoingTransfersQuery, 'owner', [
        lastSegment(SENT_INVITE_PATH),
        lastSegment(SENT_PATH),
      ]),
      ...unconstrainedCells(SENT_TRANSFERS_COLLECTION),
      ...writeCells(SENT_TRANSFERS_COLLECTION, SENT_PATH, { fromUid: OWNER, state: 'accepted' }),
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

registerRulesMatrix({ seed: SEED, created: matrix.created, authOf: matrix.authOf, cases: CASES });

describe('the matrix covers every caller in every operation', () => {
  it('has one cell per caller for each operation', () =>
    matrix.expectEveryCallerInEveryOperation(CASES));
});
