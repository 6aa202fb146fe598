import { useEffect } from 'react';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * A hook that claims invitations mailed to the signed-in homeowner's verified email (household
 * invitations, home transfers), so the incoming query then shows them live: asked once per
 * account and page session, and only once the email is verified (the server refuses before).
 * `callName` names the claim in the log.
 */
export function claimInvitationsOnce(callName: string, claim: () => Promise<unknown>) {
  /** Accounts whose invitations were claimed in this page session. */
  const claimedFor = new Set<string>();
  return function useClaimInvitations(uid: string | null | undefined): void {
    const { user } = useAuth();
    const verified = Boolean(
      user && user.id === uid && user.role === 'homeowner' && user.emailVerified,
    );
    useEffect(() => {
      if (!uid || !verified || claimedFor.has(uid)) return;
      claimedFor.add(uid);
      claim().catch((error: unknown) => {
        // Not fatal: the dashboard works without; the next visit asks again.
        claimedFor.delete(uid);
        console.error(`${callName} failed`, error);
      });
    }, [uid, verified]);
  };
}
