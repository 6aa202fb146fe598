/** The home summaries the property cards, the owner's page and the realtor's report show. */
import {
  shownVerificationStatus,
  type PropertyView,
  type StoredProperty,
} from '@homeledger/domain';

/**
 * A home as a summary shows it: where it is, whether it is verified, and its repair counts
 * (the dashboard's card, the owner's property page, the realtor's report).
 */
export type HomeSummary = Pick<
  PropertyView<unknown>,
  | 'id'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'verificationStatus'
  | 'repairCount'
  | 'lastRepairDate'
>;

/** A home summary with what its repairs cost in all (the property page, the realtor's report). */
export type HomeSummaryWithSpend = HomeSummary & Pick<PropertyView<unknown>, 'totalSpentCents'>;

/** A stored home's summary, its status as the owner's screens show it (none: verified). */
export function homeSummaryOf(p: StoredProperty): HomeSummary {
  return {
    id: p.id,
    address: p.address,
    city: p.city,
    state: p.state,
    zipCode: p.zipCode,
    verificationStatus: shownVerificationStatus(p),
    repairCount: p.repairCount,
    lastRepairDate: p.lastRepairDate,
  };
}
