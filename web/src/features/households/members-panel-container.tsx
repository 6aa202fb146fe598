/**
 * Binds a home's household (from the property the page already reads live), the owner's
 * pending invitations and the household callables to MembersPanel, with the app's toasts.
 * Mounted on the property page by app/ for the owner and for members.
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ROLE_LABELS,
  getsHomeReminders,
  todayIsoDate,
  type HouseholdRole,
  type StoredMember,
} from '@homeledger/domain';
import { toast } from '@/components/ui';
import { ready, type Loadable } from '@/lib/data/loadable';
import { callableFailure } from '@/lib/firebase/callable';
import type { SubmitOutcome } from '@/lib/forms/submit-outcome';
import { paths } from '@/lib/paths';
import {
  changeMemberRole,
  inviteMember,
  leaveHome,
  removeMember,
  toMemberRow,
  setHomeReminders,
  useHomeOpens,
  useHomeReminderChoices,
  useLogHomeOpen,
  useSentMemberInvitations,
  withdrawMemberInvitation,
} from './api/households';
import type { HomeOpenRow, HouseholdHome, InvitationRow } from './household-types';
import { MEMBER_TOASTS } from './households-copy';
import { MembersPanel } from './members-panel';

export interface MembersPanelContainerProps {
  property: {
    id: string;
    address: string;
    ownerId: string;
    ownerName: string | null;
    members: readonly StoredMember[];
  };
  role: HouseholdRole;
  uid: string;
  /**
   * Told before a leave starts (true) and if it fails (false): the page then expects the
   * home to become unreadable. After leaving, this goes to the dashboard.
   */
  onLeaving?: (leaving: boolean) => void;
}

const NONE: Loadable<readonly InvitationRow[]> = ready([]);
const NO_OPENS: Loadable<readonly HomeOpenRow[]> = ready([]);

function failureToast(error: unknown, action: string) {
  console.error(`${action} failed`, error);
  toast({
    title: MEMBER_TOASTS.failed,
    description: callableFailure(error).message,
    variant: 'destructive',
  });
}

/** A failed save: at its field when the server named one, else a toast. */
function saveFailure(error: unknown, action: string): SubmitOutcome {
  const failure = callableFailure(error);
  if (failure.field) return { ok: false, field: failure.field, message: failure.message };
  failureToast(error, action);
  return { ok: false };
}

export function MembersPanelContainer({
  property,
  role,
  uid,
  onLeaving,
}: MembersPanelContainerProps) {
  const navigate = useNavigate();
  const owner = role === 'owner';
  const sent = useSentMemberInvitations(owner ? uid : null, property.id);
  // The owner reads the delegates' opens; a delegate's own visit is logged (best effort).
  const opens = useHomeOpens(owner ? uid : null, property.id);
  useLogHomeOpen(property.id, role === 'delegate');
  // The owner's and co-owners' own choice of the home's reminders.
  const keeper = role === 'owner' || role === 'co-owner';
  const choices = useHomeReminderChoices(keeper ? uid : null, property.id).state;
  const reminders =
    keeper && choices.status === 'ready' && choices.data
      ? getsHomeReminders(choices.data, uid)
      : undefined;
  const home = useMemo<Loadable<HouseholdHome>>(
    () =>
      ready({
        id: property.id,
        address: property.address,
        ownerId: property.ownerId,
        ownerName: property.ownerName,
        members: property.members.map(toMemberRow),
      }),
    [property],
  );
  const propertyId = property.id;

  return (
    <MembersPanel
      home={home}
      invitations={owner ? sent.state : NONE}
      opens={owner ? opens.state : NO_OPENS}
      reminders={reminders}
      onReminders={async (on) => {
        try {
          await setHomeReminders({ propertyId, on });
          toast({
            title: on ? MEMBER_TOASTS.remindersOn : MEMBER_TOASTS.remindersOff,
            variant: 'success',
          });
        } catch (error) {
          failureToast(error, 'setHomeReminders');
        }
      }}
      role={role}
      currentUid={uid}
      today={todayIsoDate(new Date(), 'UTC')}
      onRetry={() => {
        sent.retry();
        opens.retry();
      }}
      onInvite={async (values) => {
        try {
          const result = await inviteMember({ propertyId, ...values });
          toast({
            title: MEMBER_TOASTS.invited,
            description: result.invited
              ? MEMBER_TOASTS.invitedByMail(values.email.trim())
              : MEMBER_TOASTS.invitedText(result.toName),
            variant: 'success',
          });
          return { ok: true };
        } catch (error) {
          return saveFailure(error, 'inviteMember');
        }
      }}
      onChangeRole={async (member, choice) => {
        try {
          const result = await changeMemberRole({ propertyId, uid: member.uid, ...choice });
          toast({
            title: MEMBER_TOASTS.roleChanged,
            description: MEMBER_TOASTS.roleChangedText(member.name, ROLE_LABELS[result.role]),
            variant: 'success',
          });
          return { ok: true };
        } catch (error) {
          return saveFailure(error, 'changeMemberRole');
        }
      }}
      onRemove={async (member) => {
        try {
          await removeMember({ propertyId, uid: member.uid });
          toast({ title: MEMBER_TOASTS.removed });
        } catch (error) {
          failureToast(error, 'removeMember');
        }
      }}
      onWithdraw={async (invitation) => {
        try {
          await withdrawMemberInvitation({ invitationId: invitation.id });
          toast({ title: MEMBER_TOASTS.withdrawn });
        } catch (error) {
          failureToast(error, 'withdrawMemberInvitation');
        }
      }}
      onLeave={async () => {
        onLeaving?.(true);
        try {
          await leaveHome({ propertyId });
          toast({ title: MEMBER_TOASTS.left });
          navigate(paths.dashboard, { replace: true });
        } catch (error) {
          onLeaving?.(false);
          failureToast(error, 'leaveHome');
        }
      }}
    />
  );
}
