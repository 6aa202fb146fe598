/**
 * Claiming what was sent to an email before its account existed (transfer and household
 * invitations): a homeowner's callable that takes the open ones (`toUid` '') addressed to
 * the caller's email, at most `limit`, re-reads them in one transaction with the caller's
 * profile and lets the area's plan decide. The trust rule lives here: an email names an
 * account only once it is verified (`verifiedEmail`).
 */
import {
  NoInputSchema,
  PROFILES_COLLECTION,
  displayText,
  normalizeEmail,
} from '@homeledger/domain';
import {
  applyPlan,
  type CallableMessages,
  type Caller,
  type ContractSpec,
  type Plan,
} from './callable';
import type { DocSnap, Store } from './store';

export function claimByEmailSpec<N extends 'claimTransferInvitations' | 'claimMemberInvitations'>(
  name: N,
  options: {
    messages: CallableMessages;
    collection: string;
    limit: number;
    /** Decides on the documents as re-read (null: gone since) and the caller's profile name. */
    plan: (args: {
      found: (DocSnap | null)[];
      caller: Caller;
      name: string;
      now: Date;
    }) => Plan<{ claimed: string[] }>;
  },
): ContractSpec<N, { store: Store }> {
  const { collection } = options;
  return {
    name,
    schema: NoInputSchema,
    access: ['homeowner'],
    messages: options.messages,
    verifiedEmail: true,
    async run({ caller, ports, now }) {
      const email = normalizeEmail(caller.email ?? '');
      if (!email) return { claimed: [] };
      const found = await ports.store.query({
        collection,
        where: [
          { field: 'toEmail', op: '==', value: email },
          { field: 'toUid', op: '==', value: '' },
        ],
        limit: options.limit,
      });
      if (found.length === 0) return { claimed: [] };
      return ports.store.transact(async (tx) => {
        const [profile = null, ...snaps] = await tx.getAll([
          `${PROFILES_COLLECTION}/${caller.uid}`,
          ...found.map((snap) => `${collection}/${snap.id}`),
        ]);
        const name = displayText(profile?.data['name']);
        return applyPlan(options.plan({ found: snaps, caller, name, now }));
      });
    },
  };
}
