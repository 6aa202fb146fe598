import type { TimestampLike } from '../accounts/profile';

/** Firestore collection of `ServiceRecord` documents (readable by their contractor only). */
export const SERVICE_RECORDS_COLLECTION = 'serviceRecords';

/** A service record's status (spec: completed, in_progress, pending) with its label. */
export const SERVICE_RECORD_STATUSES = [
  { value: 'completed', label: 'Completed' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'pending', label: 'Pending' },
] as const;
export type ServiceRecordStatus = (typeof SERVICE_RECORD_STATUSES)[number]['value'];
export const SERVICE_RECORD_STATUS_VALUES = SERVICE_RECORD_STATUSES.map(
  (s) => s.value,
) as unknown as readonly [ServiceRecordStatus, ...ServiceRecordStatus[]];

/** The label of a stored status; anything unknown reads as Completed (like repairs). */
export function serviceRecordStatusLabel(status: string): string {
  return SERVICE_RECORD_STATUSES.find((s) => s.value === status)?.label ?? 'Completed';
}

/** Where a service record came from: typed in the portal, or imported from a QuickBooks invoice. */
export type ServiceRecordSource =
  | { kind: 'manual' }
  | { kind: 'quickbooks'; realmId: string; invoiceId: string; docNumber: string };

export const SERVICE_RECORD_OFFER_STATES = ['sent', 'accepted', 'declined'] as const;
export type ServiceRecordOfferState = (typeof SERVICE_RECORD_OFFER_STATES)[number];

/** The last time the record was sent to a homeowner (see `RecordOffer`). */
export interface ServiceRecordOffer<TTime = TimestampLike> {
  state: ServiceRecordOfferState;
  homeownerEmail: string;
  /** The property's address line as the contractor typed it. */
  address: string;
  at: TTime;
  offerId: string;
}

/**
 * `serviceRecords/{id}` (docs/architecture.md §2): written only by functions (the
 * contractor's callables and the QuickBooks import), readable by `contractorUid` only.
 */
export interface ServiceRecord<TTime = TimestampLike> {
  contractorUid: string;
  /** `yyyy-MM-dd` (a date, not an instant). */
  date: string;
  client: string;
  description: string;
  amountCents: number;
  /** 0 ≤ balance ≤ amount. */
  balanceCents: number;
  status: ServiceRecordStatus;
  source: ServiceRecordSource;
  offer?: ServiceRecordOffer<TTime> | null;
  createdAt: TTime;
  updatedAt: TTime;
}

export type ServiceRecordView<TTime = TimestampLike> = ServiceRecord<TTime> & { id: string };
