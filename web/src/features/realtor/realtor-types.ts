/** What the realtor screens show (no Firebase here: fixtures and the catalogue use these). */
import type { PropertyView, RepairView } from '@homeledger/domain';
import type { HomeSummaryWithSpend } from '@/lib/data/home-summary';

/** A row of the dashboard's Properties table. */
export type RealtorProperty = Pick<
  PropertyView<unknown>,
  'id' | 'address' | 'city' | 'state' | 'zipCode' | 'verificationStatus' | 'repairCount'
>;

/** A row of the dashboard's Repair History table. */
export type RealtorRepair = Pick<
  RepairView<unknown>,
  'id' | 'propertyId' | 'serviceType' | 'date' | 'costCents' | 'isContractorValidated'
> & {
  contractorName: string | null;
  /** "Validated by {business}" when a contractor validated it (see `repairValidatedBy`). */
  validatedBy: string | null;
  /** Entered before the home was transferred to its current owner ("Previous owner"). */
  byPreviousOwner: boolean;
};

/** The shared property at the head of the history report. */
export type RealtorPropertyDetail = HomeSummaryWithSpend & {
  /** The owner's name as stored on the property; null when the document has none. */
  ownerName: string | null;
  /** The day it was transferred to its current owner (`yyyy-MM-dd`), when it was. */
  transferredOn: string | null;
};

/** A row of the history report's repair table. */
export type RealtorReportRepair = RealtorRepair & {
  status: string;
  description: string | null;
  /** The receipt's Storage path (readable by the property's viewers), or null. */
  receiptPath: string | null;
  receiptName: string | null;
};

export type RealtorTab = 'properties' | 'repairs';
