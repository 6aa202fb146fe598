/** Binds the homeowner's household invitations and their callables to MemberInvitationsPanel. */
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { callableFailure } from '@/lib/firebase/callable';
import {
  acceptMemberInvitation,
  declineMemberInvitation,
  useClaimMemberInvitations,
  useIncomingMemberInvitations,
} from './api/households';
import type { InvitationRow } from './household-types';
import { INVITATION_TOASTS } from './households-copy';
import { MemberInvitationsPanel, type InvitationAction } from './member-invitations-panel';

export function MemberInvitationsContainer({ uid }: { uid: string | null | undefined }) {
  const { user } = useAuth();
  useClaimMemberInvitations(
    uid,
    Boolean(user && user.id === uid && user.role === 'homeowner' && user.emailVerified),
  );
  const invitations = useIncomingMemberInvitations(uid);
  const [busy, setBusy] = useState<{ id: string; action: InvitationAction } | null>(null);
  const [confirm, setConfirm] = useState<{
    row: InvitationRow;
    action: InvitationAction;
  } | null>(null);
  const inFlight = useRef(false);

  const onAct = useCallback(async (row: InvitationRow, action: InvitationAction) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy({ id: row.id, action });
    try {
      if (action === 'accept') {
        await acceptMemberInvitation({ invitationId: row.id });
        toast({
          title: INVITATION_TOASTS.accepted,
          description: INVITATION_TOASTS.acceptedText(row.address),
          variant: 'success',
        });
      } else {
        await declineMemberInvitation({ invitationId: row.id });
        toast({ title: INVITATION_TOASTS.declined });
      }
    } catch (error) {
      console.error(`${action}MemberInvitation failed`, error);
      toast({
        title: INVITATION_TOASTS.failed,
        description: callableFailure(error).message,
        variant: 'destructive',
      });
    } finally {
      inFlight.current = false;
      setBusy(null);
      setConfirm(null);
    }
  }, []);

  return (
    <MemberInvitationsPanel
      invitations={invitations.state}
      onRetry={invitations.retry}
      busy={busy}
      confirm={confirm}
      onConfirmChange={setConfirm}
      onAct={(row, action) => void onAct(row, action)}
    />
  );
}
