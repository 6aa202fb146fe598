import type { MemberRole, RepairView } from '@homeledger/domain';
import type { Attribution } from '@/lib/data/attribution';
import type { HomeSummary } from '@/lib/data/home-summary';

/** What a dashboard property card shows (the document plus an optional photo URL). */
export type DashboardProperty = HomeSummary & {
  /** Storage path of the property's photo, if it has one. */
  photoPath?: string | null;
  location?: { lat: number; lng: number } | null;
  /** The reader's role on a home they are a member of (issue #31); absent on their own. */
  memberRole?: MemberRole | null;
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
  | 'addedBy'
> & {
  /** A receipt is stored with it (the card's Receipt badge; the file is on the detail page). */
  hasReceipt: boolean;
  /** "Validated by {business}" when a contractor validated it (see `repairValidatedBy`). */
  validatedBy: string | null;
  /** Entered before the home was transferred to this owner ("Previous owner"). */
  byPreviousOwner: boolean;
  /** "Added by {name}", "Edited by {name} on {date}" (issue #31), when recorded. */
  attribution?: Attribution;
  /** Photos of the work (`repairPhotos/…`, issue #32): the first is the card's thumbnail. */
  photos?: string[];
};

export type DashboardTab = 'properties' | 'repairs';
