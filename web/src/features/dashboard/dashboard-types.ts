import type { PropertyView, RepairView } from '@homeledger/domain';

/** What a dashboard property card shows (the document plus an optional photo URL). */
export type DashboardProperty = Pick<
  PropertyView<unknown>,
  | 'id'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'verificationStatus'
  | 'repairCount'
  | 'lastRepairDate'
> & {
  /** Storage path of the property's photo, if it has one. */
  photoPath?: string | null;
  location?: { lat: number; lng: number } | null;
};

/** What a dashboard repair card shows. */
export type DashboardRepair = Pick<
  RepairView<unknown>,
  | 'id'
  | 'propertyId'
  | 'serviceType'
  | 'status'
  | 'property'
  | 'description'
  | 'date'
  | 'costCents'
  | 'contractorName'
  | 'isContractorValidated'
  | 'receipt'
  | 'addedBy'
> & {
  /** "Validated by {business}" when a contractor validated it (see `repairValidatedBy`). */
  validatedBy: string | null;
  /** Entered before the home was transferred to this owner ("Previous owner"). */
  byPreviousOwner: boolean;
};

export type DashboardTab = 'properties' | 'repairs';
