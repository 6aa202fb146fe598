import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { ready } from '@/lib/data/loadable';
import type { InvitationRow } from './household-types';
import { MemberInvitationsPanel, type InvitationAction } from './member-invitations-panel';
import { invitationsFixture as I } from './households.fixtures';

export default {
  title: 'Household invitations',
  meta: { path: '/dashboard' },
} satisfies StoryDefault;

function Panel({
  rows,
  confirmAccept = false,
}: {
  rows: InvitationRow[];
  confirmAccept?: boolean;
}) {
  const [confirm, setConfirm] = useState<{ row: InvitationRow; action: InvitationAction } | null>(
    confirmAccept && rows[0] ? { row: rows[0], action: 'accept' } : null,
  );
  return (
    <div className={css({ maxW: '3xl', mx: 'auto', p: { base: '4', md: '8' } })}>
      <MemberInvitationsPanel
        invitations={ready(rows)}
        onRetry={() => undefined}
        busy={null}
        confirm={confirm}
        onConfirmChange={setConfirm}
        onAct={() => undefined}
      />
    </div>
  );
}

/** A viewer's invitation and a delegate's, with its last day. */
export const Pending: Story = () => <Panel rows={[I.viewer, I.delegate]} />;
export const AcceptConfirmation: Story = () => <Panel rows={[I.viewer]} confirmAccept />;
