import type { TimestampLike } from '../accounts/profile';

/** Firestore collection of `Repair` documents. */
export const REPAIRS_COLLECTION = 'repairs';

export const REPAIR_STATUSES = ['completed', 'in-progress', 'scheduled'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

export const VALIDATION_STATES = ['none', 'requested', 'validated', 'declined'] as const;
export type ValidationState = (typeof VALIDATION_STATES)[number];

export interface RepairReceipt {
  path: string;
  name: string;
  contentType: string;
  size: number;
}

export interface RepairValidation<TTime = TimestampLike> {
  state: ValidationState;
  contractorUid?: string;
  contractorName?: string;
  contractorEmail?: string;
  at?: TTime;
}

/** The copy of the property's address kept on each repair (lists show it without a join). */
export interface RepairPropertyRef {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

/**
 * `repairs/{id}` (docs/architecture.md §2): written only by functions, readable by the
 * uids in `viewerIds` (a copy of its property's `viewerIds`).
 */
export interface Repair<TTime = TimestampLike> {
  propertyId: string;
  ownerId: string;
  viewerIds: string[];
  property: RepairPropertyRef;
  /** The service type's label, or the free text given with "Other". */
  serviceType: string;
  /** Service date `yyyy-MM-dd` (a date, not an instant). */
  date: string;
  status: string;
  description?: string | null;
  contractorName?: string | null;
  costCents: number | null;
  receipt?: RepairReceipt | null;
  /** The previous owner kept this repair's receipt when the home was transferred (#33). */
  receiptKept?: boolean;
  /** Photos of the work: `repairPhotos/…` paths (repair-photos.ts), at most 10. */
  photos?: string[];
  validation: RepairValidation<TTime>;
  isContractorValidated: boolean;
  source: 'owner' | 'contractor';
  addedBy: string;
  /** Who added it, as the household sees them: "Added by {name}" (households, issue #31). */
  addedByName?: string;
  /** The last edit: "Edited by {name} on {date}"; absent until someone edits it. */
  editedBy?: RepairEditor<TTime> | null;
  createdAt: TTime;
  updatedAt: TTime;
}

/** Who last edited a repair, and when (households, issue #31). */
export interface RepairEditor<TTime = TimestampLike> {
  uid: string;
  name: string;
  at: TTime;
}

export type RepairView<TTime = TimestampLike> = Repair<TTime> & { id: string };
