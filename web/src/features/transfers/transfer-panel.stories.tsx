import type { Story, StoryDefault } from '@ladle/react';
import { css } from 'styled-system/css';
import { TransferPanel, type PendingTransferView, type TransferPanelProps } from './transfer-panel';
import { HOME_RECEIPTS } from './transfer-receipts.fixtures';

export default {
  title: 'Transfer this home',
  meta: { path: '/property/p-oak' },
} satisfies StoryDefault;

const pending = () => new Promise<never>(() => undefined);
const Panel = (props: Partial<TransferPanelProps>) => (
  <div className={css({ maxW: '2xl', mx: 'auto', p: { base: '4', md: '8' } })}>
    <TransferPanel
      pendingTransferId={null}
      onStart={pending}
      onCancel={pending}
      onResend={pending}
      {...props}
    />
  </div>
);

export const Start: Story = () => <Panel />;
export const Confirm: Story = () => <Panel defaultEmail="nick@example.com" initialConfirm />;

// The receipts step (#33): which receipts go with the home, all ticked by default.
const onReceipts = {
  defaultEmail: 'nick@example.com',
  initialStep: 'receipts',
  receipts: { status: 'ready', data: HOME_RECEIPTS },
} as const;
export const ReceiptsStep: Story = () => <Panel {...onReceipts} />;
export const ReceiptsStepOneKept: Story = () => (
  <Panel {...onReceipts} initialKept={['r-heater']} />
);
export const ReceiptsStepKeptConfirm: Story = () => (
  <Panel {...onReceipts} initialKept={['r-heater']} initialConfirm />
);
export const ReceiptsStepLoading: Story = () => (
  <Panel {...onReceipts} receipts={{ status: 'loading' }} />
);
export const ReceiptsStepFailed: Story = () => (
  <Panel {...onReceipts} receipts={{ status: 'error', error: new Error('offline') }} />
);
export const PendingOnSendersSide: Story = () => <Panel pendingTransferId="t-1" />;

const invitation = (
  status: NonNullable<PendingTransferView['invitation']>['status'],
  mails = 1,
): PendingTransferView => ({
  id: 't-1',
  toEmail: 'una@example.com',
  invitation: {
    status,
    mails,
    requestedAt: '2026-05-01T12:00:00Z',
    sentAt: status === 'sent' ? '2026-05-01T12:00:00Z' : null,
  },
});

export const PendingForNamedRecipient: Story = () => (
  <Panel
    pendingTransferId="t-1"
    pendingTransfer={{
      id: 't-1',
      toEmail: 'nick@example.com',
      invitation: null,
    }}
  />
);
export const InvitationSent: Story = () => (
  <Panel pendingTransferId="t-1" pendingTransfer={invitation('sent', 2)} />
);
export const InvitationNotSent: Story = () => (
  <Panel pendingTransferId="t-1" pendingTransfer={invitation('failed')} />
);
export const InvitationWithoutMailServer: Story = () => (
  <Panel pendingTransferId="t-1" pendingTransfer={invitation('not-configured')} />
);
