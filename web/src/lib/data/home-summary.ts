/** The home summaries the property cards, the owner's page and the realtor's report show. */
import type { PropertyView } from '@homeledger/domain';

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
