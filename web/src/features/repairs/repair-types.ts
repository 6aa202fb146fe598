/** What the repair screens show: shapes of the documents they read. No Firebase here. */
import type {
  PropertyView,
  ReceiptInput,
  RepairFormValues,
  RepairReceipt,
  RepairView,
  StoredMember,
  ValidationState,
} from '@homeledger/domain';
import type { Attribution } from '@/lib/data/attribution';

/** One repair as Repair detail and Edit Repair show it. */
export type RepairDetail = Pick<
  RepairView<unknown>,
  | 'id'
  | 'propertyId'
  | 'serviceType'
  | 'date'
  | 'status'
  | 'costCents'
  | 'isContractorValidated'
  | 'addedBy'
  | 'ownerId'
> & {
  /** The copy of the property's address kept on the repair; null when it is missing. */
  property: { address: string; city: string; state: string; zipCode: string } | null;
  description: string | null;
  contractorName: string | null;
  receipt: RepairReceipt | null;
  /** Photos of the work (`repairPhotos/…` paths, issue #32); absent in older fixtures. */
  photos?: string[];
  /** Who was asked to validate it, who did, or who declined (spec: Validation card). */
  validation: {
    state: ValidationState;
    contractorName: string | null;
    /** The validating contractor's business was verified then (#33): the stronger mark. */
    businessVerified?: boolean;
  };
  /** Entered before the home was transferred to its current owner ("Previous owner"). */
  byPreviousOwner: boolean;
  /** The previous owner kept its receipt at the transfer (#33); absent in older fixtures. */
  receiptKept?: boolean;
  /** "Added by {name}", "Edited by {name} on {date}" (issue #31), when recorded. */
  attribution?: Attribution;
};

/** The property a repair is being added to (Add Repair), or belongs to (its household). */
export type RepairPropertySummary = Pick<
  PropertyView<unknown>,
  'id' | 'ownerId' | 'address' | 'city' | 'state' | 'verificationStatus'
> & { members?: StoredMember[] };

/** Add Repair's values as the offline outbox keeps them (the receipt travels as a file). */
export type RepairDraftValues = Omit<RepairFormValues, 'receipt'>;

/**
 * The offline outbox as Add Repair sees it (the outbox feature implements it; app/
 * composes it in): where a repair goes when it cannot be sent now.
 */
export interface RepairDraftOutbox {
  /** Keeps the repair on this device to send later; rejects when it cannot (nothing kept). */
  queue(draft: {
    id: string;
    uid: string;
    propertyId: string;
    property: { address: string; city: string; state: string };
    values: RepairDraftValues;
    receipt: ReceiptInput | null;
    file: File | null;
    /** Photos of the work, kept as files until sent (issue #32). */
    photos: readonly File[];
    /** Mark Done's task: marked done with the repair once it is sent. */
    maintenanceTaskId?: string | null;
  }): Promise<void>;
  /** A queued repair reopened for editing (held back from sending meanwhile); null when gone. */
  open(
    uid: string,
    id: string,
  ): Promise<{ values: RepairDraftValues; file: File | null; photos: File[] } | null>;
  /** The edited repair was saved again (added or queued anew): forget the old draft. */
  forget(uid: string, id: string): Promise<void>;
}
