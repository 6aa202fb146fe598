/** Fixture data for the repair screens' catalogue entries and component tests. No Firebase. */
import type { ReceiptFields } from '@homeledger/domain';
import { ready } from '@/lib/data/loadable';
import type { EditRepairScreenProps } from './edit-repair-screen';
import { UPLOAD_IDLE } from './receipt-field';
import type { RepairDetail, RepairPropertySummary } from './repair-types';

export const FIXTURE_UID = 'uid-hannah';
export const FIXTURE_OTHER_UID = 'uid-rita';
/** The catalogue's fixed "today", so dates and the future-date rule render the same every day. */
export const FIXTURE_TODAY = '2026-10-01';

export const repairProperty: RepairPropertySummary = {
  id: 'p-oak',
  ownerId: FIXTURE_UID,
  address: '12 Oak Lane',
  city: 'Springfield',
  state: 'IL',
  verificationStatus: 'verified',
};

export const completedRepair: RepairDetail = {
  id: 'r-1',
  propertyId: 'p-oak',
  serviceType: 'Plumbing',
  date: '2026-09-14',
  status: 'completed',
  costCents: 28550,
  isContractorValidated: false,
  addedBy: FIXTURE_UID,
  ownerId: FIXTURE_UID,
  property: { address: '12 Oak Lane', city: 'Springfield', state: 'IL', zipCode: '62704' },
  description: 'Replaced the kitchen sink trap and both supply lines; checked for leaks.',
  contractorName: 'Prairie Plumbing Co.',
  receipt: {
    path: 'receipts/p-oak/u1/prairie-plumbing-invoice.pdf',
    name: 'prairie-plumbing-invoice.pdf',
    contentType: 'application/pdf',
    size: 182_000,
  },
  validation: { state: 'none', contractorName: null },
  byPreviousOwner: false,
};

/**
 * Edit Repair as its owner opens the completed repair on FIXTURE_TODAY, no upload under way:
 * the props the catalogue's stories and the screen's tests start from.
 */
export const editCompletedRepairProps = {
  repair: ready(completedRepair),
  currentUid: FIXTURE_UID,
  today: FIXTURE_TODAY,
  upload: UPLOAD_IDLE,
  onCancelUpload: () => undefined,
} satisfies Partial<EditRepairScreenProps>;

export const repairWithoutReceipt: RepairDetail = {
  ...completedRepair,
  id: 'r-2',
  serviceType: 'HVAC',
  date: '2026-06-02',
  costCents: 14900,
  description: 'Annual furnace service.',
  contractorName: null,
  receipt: null,
};

/** A minimal record: no property copy, description, contractor or cost. */
export const sparseRepair: RepairDetail = {
  ...completedRepair,
  id: 'r-3',
  serviceType: 'Gutter cleaning',
  date: '2025-11-20',
  costCents: null,
  property: null,
  description: null,
  contractorName: null,
  receipt: null,
};

export const validatedRepair: RepairDetail = {
  ...completedRepair,
  id: 'r-4',
  isContractorValidated: true,
  validation: { state: 'validated', contractorName: 'Prairie Plumbing Co.' },
};

export const validatedWithoutNameRepair: RepairDetail = {
  ...validatedRepair,
  id: 'r-5',
  validation: { state: 'validated', contractorName: null },
};

/** Validated by a contractor whose business a reviewer verified: the stronger mark. */
export const validatedByVerifiedBusinessRepair: RepairDetail = {
  ...validatedRepair,
  id: 'r-5b',
  validation: {
    state: 'validated',
    contractorName: 'Prairie Plumbing Co.',
    businessVerified: true,
  },
};

export const inProgressRepair: RepairDetail = {
  ...repairWithoutReceipt,
  id: 'r-6',
  serviceType: 'Roofing',
  status: 'in-progress',
  date: '2026-09-28',
  costCents: 640000,
  description: 'Tear-off and re-roof of the north slope; new flashing around the chimney.',
  contractorName: 'Summit Roofing',
};

export const scheduledRepair: RepairDetail = {
  ...inProgressRepair,
  id: 'r-7',
  status: 'scheduled',
  serviceType: 'Inspection',
  date: '2026-10-20',
  costCents: 35000,
  description: 'Pre-listing home inspection.',
  contractorName: null,
};

export const otherTypeRepair: RepairDetail = {
  ...repairWithoutReceipt,
  id: 'r-8',
  serviceType: 'Chimney sweep',
  description: 'Swept and inspected the chimney flue.',
};

/** Added by someone else (e.g. viewed by a realtor the property is shared with). */
export const othersRepair: RepairDetail = {
  ...completedRepair,
  id: 'r-9',
  addedBy: FIXTURE_OTHER_UID,
  ownerId: FIXTURE_OTHER_UID,
};

/** Entered and validated before the home was transferred to its owner: theirs now, not editable. */
export const previousOwnerRepair: RepairDetail = {
  ...completedRepair,
  id: 'r-15',
  serviceType: 'Roofing',
  date: '2024-04-18',
  costCents: 1_245_000,
  description: 'Tore off and replaced the asphalt shingles and the flashing around the chimney.',
  contractorName: 'Summit Roofing Co.',
  isContractorValidated: true,
  validation: { state: 'validated', contractorName: 'Summit Roofing Co.' },
  addedBy: 'uid-previous-owner',
  byPreviousOwner: true,
};

/** The previous owner kept its receipt when they transferred the home (#33). */
export const receiptKeptRepair: RepairDetail = {
  ...previousOwnerRepair,
  id: 'r-16',
  receipt: null,
  receiptKept: true,
};

/** Waiting for the contractor's answer. */
export const requestedRepair: RepairDetail = {
  ...completedRepair,
  id: 'r-10',
  validation: { state: 'requested', contractorName: 'Prairie Plumbing Co.' },
};

/** The contractor said they did not do this work. */
export const declinedRepair: RepairDetail = {
  ...completedRepair,
  id: 'r-11',
  validation: { state: 'declined', contractorName: 'Prairie Plumbing Co.' },
};

/** A realtor (not the owner) looking at a repair waiting for validation. */
export const othersRequestedRepair: RepairDetail = {
  ...requestedRepair,
  id: 'r-12',
  addedBy: FIXTURE_OTHER_UID,
  ownerId: FIXTURE_OTHER_UID,
};

/** A chosen receipt file for stories and tests (`bytes` of zeros). */
export function receiptFile(
  name = 'prairie-plumbing-invoice.pdf',
  bytes = 182_000,
  type = 'application/pdf',
) {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** What the reader found on a receipt (stories and tests of reading a receipt). */
export const receiptReadFields: ReceiptFields = {
  contractorName: 'Prairie Plumbing Co.',
  date: '2026-09-14',
  costCents: 28550,
  serviceType: 'plumbing',
};
