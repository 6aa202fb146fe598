import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { ready } from '@/lib/data/loadable';
import {
  TransferOffersPanel,
  type TransferAction,
  type TransferRow,
} from './transfer-offers-panel';
import {
  invitedRowFixture,
  transferRowsFixture as T,
  withHouseholdRowFixture,
} from './transfer-offers.fixtures';

export default {
  title: 'Home transfers',
  meta: { path: '/dashboard' },
} satisfies StoryDefault;

function Panel({
  incoming = [],
  outgoing = [],
  confirmAccept = false,
}: {
  incoming?: TransferRow[];
  outgoing?: TransferRow[];
  confirmAccept?: boolean;
}) {
  const [confirm, setConfirm] = useState<{ row: TransferRow; action: TransferAction } | null>(
    confirmAccept && incoming[0] ? { row: incoming[0], action: 'accept' } : null,
  );
  const [keep, setKeep] = useState<string[]>([]);
  return (
    <div className={css({ maxW: '3xl', mx: 'auto', p: { base: '4', md: '8' } })}>
      <TransferOffersPanel
        incoming={ready(incoming)}
        outgoing={ready(outgoing)}
        onRetry={() => undefined}
        busy={null}
        confirm={confirm}
        onConfirmChange={setConfirm}
        onAct={() => undefined}
        keep={keep}
        onKeepChange={setKeep}
      />
    </div>
  );
}

/** The recipient's side: an offer, a stopped acceptance, and answered ones. */
export const RecipientSide: Story = () => (
  <Panel incoming={[T.pending, T.accepting, T.accepted, T.declined, T.cancelled]} />
);
/** The sender's side: pending, accepted, declined, cancelled. */
export const SenderSide: Story = () => (
  <Panel outgoing={[T.pending, T.accepted, T.declined, T.cancelled]} />
);
/** The sender's side with an invitation by mail still waiting for an account. */
export const SenderSideInvitation: Story = () => (
  <Panel outgoing={[invitedRowFixture, T.accepted]} />
);
export const AcceptConfirmation: Story = () => <Panel incoming={[T.pending]} confirmAccept />;

/** Accepting a home with a household: whom to keep, none ticked by default (#31). */
export const AcceptKeepingMembers: Story = () => (
  <Panel incoming={[withHouseholdRowFixture]} confirmAccept />
);
