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
import { describe, it } from 'vitest';
import type { DocumentData } from 'firebase/firestore';
import {
  RECORD_OFFERS_COLLECTION,
  SERVICE_RECORDS_COLLECTION,
  VALIDATION_REQUESTS_COLLECTION,
} from '@homeledger/domain';
import { CURRENT_UID, type CollectionQuerySpec } from '../../web/src/lib/data/query-spec';
import { contractorServiceRecordsQuery } from '../../web/src/features/contractor/api/queries';
import { pendingValidationRequestsQuery } from '../../web/src/features/contractor/validation/api/queries';
import { pendingRecordOffersQuery } from '../../web/src/features/record-offers/api/queries';
import {
  fiveCallerMatrix,
  registerRulesMatrix,
  type FiveWho,
  type MatrixCase,
} from './rules-matrix';
import { uniqueRun } from './rules-env';

const RUN = uniqueRun();

// ---------------------------------------------------------------------------
// The client's queries, in the declared form: the features' own, and one no screen runs yet.

const sentOffersQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'offers the contractor sent',
  collection: RECORD_OFFERS_COLLECTION,
  where: [{ field: 'contractorUid', op: '==', value: CURRENT_UID }],
  orderBy: [{ field: 'sentAt', direction: 'desc' }],
};

// ---------------------------------------------------------------------------
// Who

const matrix = fiveCallerMatrix(RUN, {
  update: { state: 'validated' },
});
const { uid, getCells, queryCells, namingCells, unconstrainedCells, writeCells } = matrix;

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

const CASES: MatrixCase<FiveWho>[] = [
  {
    name: 'serviceRecords/{id}',
    cells: [
      ...getCells(RECORD_PATH, ['contractor']),
      ...queryCells(contractorServiceRecordsQuery, { contractor: [RECORD] }),
      ...namingCells(contractorServiceRecordsQuery, 'contractor', [RECORD]),
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
      ...queryCells(pendingValidationRequestsQuery, { contractor: [REPAIR] }),
      ...namingCells(pendingValidationRequestsQuery, 'contractor', [REPAIR]),
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
      ...queryCells(pendingRecordOffersQuery, { owner: [OFFER] }),
      ...namingCells(pendingRecordOffersQuery, 'owner', [OFFER]),
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

registerRulesMatrix({ seed: SEED, created: matrix.created, authOf: matrix.authOf, cases: CASES });

describe('the matrix covers every caller in every operation', () => {
  it('has one cell per caller for each operation', () =>
    matrix.expectEveryCallerInEveryOperation(CASES));
});
