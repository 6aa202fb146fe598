/**
 * Claiming what was sent to an email before its account existed (transfer and household
 * invitations): the open ones (`toUid` '') addressed to the caller's email, at most `limit`,
 * re-read in one transaction with the caller's profile, then the area's plan decides. Only
 * for callables marked `verifiedEmail`: an email names an account only once it is verified.
 */
import { PROFILES_COLLECTION, displayText, normalizeEmail } from '@homeledger/domain';
import { applyPlan, type Caller, type Plan } from './callable';
import type { DocSnap, Store } from './store';

export async function claimByEmail(args: {
  store: Store;
  caller: Caller;
  collection: string;
  limit: number;
  /** Decides on the documents as re-read (null: gone since) and the caller's profile name. */
  plan: (found: (DocSnap | null)[], name: string) => Plan<{ claimed: string[] }>;
}): Promise<{ claimed: string[] }> {
  const { store, caller, collection } = args;
  const email = normalizeEmail(caller.email ?? '');
  if (!email) return { claimed: [] };
  const found = await store.query({
    collection,
    where: [
      { field: 'toEmail', op: '==', value: email },
      { field: 'toUid', op: '==', value: '' },
    ],
    limit: args.limit,
  });
  if (found.length === 0) return { claimed: [] };
  return store.transact(async (tx) => {
    const [profile = null, ...snaps] = await tx.getAll([
      `${PROFILES_COLLECTION}/${caller.uid}`,
      ...found.map((snap) => `${collection}/${snap.id}`),
    ]);
    return applyPlan(args.plan(snaps, displayText(profile?.data['name'])));
  });
}
