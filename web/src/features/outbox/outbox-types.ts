/**
 * The offline outbox's records (docs/architecture.md "Offline outbox"): an Add Repair
 * made without a connection, kept in this browser's IndexedDB under the account that made
 * it until the sender has delivered it. Shapes only; the store and the sender use them.
 */
import type { ReceiptInput, RepairFormValues } from '@homeledger/domain';

/** The Add Repair form's values (the receipt travels as `file`). */
export type QueuedRepairValues = Omit<RepairFormValues, 'receipt'>;

/**
 * - waiting: kept, to be sent when the connection allows;
 * - sending: a sender (in some tab) is delivering it now;
 * - failed: the server refused it for a reason the user can fix or retry (`reason`);
 * - conflict: the home is gone, transferred or no longer the user's: it can only be
 *   downloaded or discarded.
 */
export type QueuedRepairState = 'waiting' | 'sending' | 'failed' | 'conflict';

/** The receipt's bytes (an ArrayBuffer stores everywhere, where some browsers refuse a Blob). */
export interface QueuedFile {
  name: string;
  type: string;
  lastModified: number;
  bytes: ArrayBuffer;
}

export interface QueuedRepair {
  /** The addRepair idempotency key (domain requestIdField): every attempt sends this one. */
  id: string;
  /** The account that made it: only that account sees or sends it. */
  uid: string;
  propertyId: string;
  /** What the lists show for the home (kept: the home may be unreadable by then). */
  property: { address: string; city: string; state: string };
  values: QueuedRepairValues;
  file: QueuedFile | null;
  /** Set once the receipt is uploaded, so a retry of the call does not upload it again. */
  receipt: ReceiptInput | null;
  /** Photos of the work (issue #32), kept as bytes until sent; absent in older drafts. */
  photos?: QueuedFile[];
  /** Their Storage paths once all are uploaded, so a retry of the call does not upload again. */
  photoPaths?: string[] | null;
  /**
   * Made by Mark Done (a maintenance task's id): once the repair is added, the sender marks
   * the task done with the repair, as Add Repair does online. Absent in older drafts.
   */
  maintenanceTaskId?: string | null;
  state: QueuedRepairState;
  /** Why it failed or conflicts (shown as it is). */
  reason: string | null;
  /** Sends that failed for a reason other than being offline. */
  attempts: number;
  createdAt: number;
  updatedAt: number;
}

/** What the Add Repair page hands over when it cannot send. */
export type NewQueuedRepair = Pick<
  QueuedRepair,
  'id' | 'uid' | 'propertyId' | 'property' | 'values' | 'receipt' | 'maintenanceTaskId'
> & { file: File | null; photos?: readonly File[] };
