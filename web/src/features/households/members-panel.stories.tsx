import type { Story, StoryDefault } from '@ladle/react';
import { css } from 'styled-system/css';
import { LOADING, failed, ready } from '@/lib/data/loadable';
import type { SubmitOutcome } from '@/lib/forms/submit-outcome';
import { MembersPanel, type MembersPanelProps } from './members-panel';
import {
  FIXTURE_TODAY,
  aloneHomeFixture,
  homeFixture,
  homeOpensFixture,
  invitationsFixture as I,
  membersFixture as M,
} from './households.fixtures';

export default {
  title: 'Household members',
  meta: { path: '/property/p-oak' },
} satisfies StoryDefault;

const never = () => new Promise<never>(() => undefined);
const Panel = (props: Partial<MembersPanelProps>) => (
  <div className={css({ maxW: '2xl', mx: 'auto', p: { base: '4', md: '8' } })}>
    <MembersPanel
      home={ready(homeFixture)}
      invitations={ready([I.viewer, I.byMail])}
      role="owner"
      currentUid={homeFixture.ownerId}
      today={FIXTURE_TODAY}
      onRetry={() => undefined}
      onInvite={never}
      onChangeRole={never}
      onRemove={never}
      onWithdraw={never}
      onLeave={never}
      {...props}
    />
  </div>
);

/** The owner: everyone with their role, the invitations waiting, Invite / Change role / Remove. */
export const OwnerView: Story = () => <Panel />;
/** The owner sees each delegate visit (who, when), logged once an hour. */
export const DelegateVisits: Story = () => <Panel opens={ready(homeOpensFixture)} />;
/** The owner's and co-owners' own choice of this home's reminders (the owner's is on at first). */
export const RemindersChoice: Story = () => (
  <Panel reminders={true} onReminders={async () => undefined} />
);
/** A co-owner: the household as it is, and Leave. */
export const CoOwnerView: Story = () => (
  <Panel role="co-owner" currentUid={M.coOwner.uid} invitations={ready([])} />
);
/** A delegate: its own grant shown, and Leave. */
export const DelegateView: Story = () => (
  <Panel role="delegate" currentUid={M.delegate.uid} invitations={ready([])} />
);
export const Empty: Story = () => <Panel home={ready(aloneHomeFixture)} invitations={ready([])} />;
export const Loading: Story = () => <Panel invitations={LOADING} />;
export const LoadError: Story = () => <Panel invitations={failed(new Error('offline'))} />;

export const RemoveConfirmation: Story = () => (
  <Panel initialConfirm={{ kind: 'remove', member: M.viewer }} />
);
export const WithdrawConfirmation: Story = () => (
  <Panel initialConfirm={{ kind: 'withdraw', invitation: I.viewer }} />
);
export const LeaveConfirmation: Story = () => (
  <Panel role="viewer" currentUid={M.viewer.uid} initialConfirm={{ kind: 'leave' }} />
);

/** Change role: co-owner → viewer asks once more (shown after a first Save). */
export const ChangeRole: Story = () => (
  <Panel
    initialDialog={{ kind: 'change', member: M.coOwner }}
    dialogDefaults={{ role: 'viewer' }}
  />
);

const refuse = (field: string, message: string) => async (): Promise<SubmitOutcome> => ({
  ok: false,
  field,
  message,
});

export const InviteCoOwner: Story = () => (
  <Panel
    initialDialog={{ kind: 'invite' }}
    dialogDefaults={{ email: 'cora@example.com', role: 'co-owner' }}
  />
);
export const InviteViewer: Story = () => (
  <Panel
    initialDialog={{ kind: 'invite' }}
    dialogDefaults={{ email: 'vic@example.com', role: 'viewer' }}
  />
);
export const InviteDelegate: Story = () => (
  <Panel
    initialDialog={{ kind: 'invite' }}
    dialogDefaults={{
      email: 'dana@insurer.example',
      role: 'delegate',
      until: '2026-06-30',
      report: true,
    }}
  />
);
/** The schema's messages at their fields, shown at once. */
export const InviteErrors: Story = () => (
  <Panel
    initialDialog={{ kind: 'invite' }}
    dialogDefaults={{ email: 'not-an-email', role: 'delegate', until: '2026-12-31' }}
    validateDialogOnMount
  />
);
/** What a refusal from the server looks like at the email (submit to see it). */
export const InviteAlreadyMember: Story = () => (
  <Panel
    initialDialog={{ kind: 'invite' }}
    dialogDefaults={{ email: 'cora@example.com', role: 'viewer' }}
    onInvite={refuse('email', 'This person is already a member of this home.')}
  />
);
