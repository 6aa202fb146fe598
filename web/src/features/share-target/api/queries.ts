/**
 * The one Firestore read of the "which home?" page (/share): the signed-in owner's homes.
 * Checked against firestore.rules by src/test/rules-contract.test.ts; the same query (and
 * index) as the dashboard's own properties.
 */
import { ownHomesQuery } from '@/lib/data/own-homes-query';

/** The signed-in homeowner's own homes, newest first. */
export const shareTargetHomesQuery = ownHomesQuery('share target homes');
