/** Binds the homeowner's household invitations and their callables to MemberInvitationsPanel. */
import { useConfirmedRowAction } from '@/components/panels/use-row-action';
import { toast } from '@/components/ui';
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
  useClaimMemberInvitations(uid);
  const invitations = useIncomingMemberInvitations(uid);
  const actions = useConfirmedRowAction<InvitationRow, InvitationAction>({
    failedTitle: INVITATION_TOASTS.failed,
    callName: (action) => `${action}MemberInvitation`,
    perform: async (row, action) => {
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
    },
  });

  return (
    <MemberInvitationsPanel
      invitations={invitations.state}
      onRetry={invitations.retry}
      {...actions}
    />
  );
}
