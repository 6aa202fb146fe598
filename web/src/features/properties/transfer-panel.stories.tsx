import type { Story, StoryDefault } from '@ladle/react';
import { css } from 'styled-system/css';
import { TransferPanel, type TransferPanelProps } from './transfer-panel';

export default {
  title: 'Transfer this home',
  meta: { path: '/property/p-oak' },
} satisfies StoryDefault;

const pending = () => new Promise<never>(() => undefined);
const Panel = (props: Partial<TransferPanelProps>) => (
  <div className={css({ maxW: '2xl', mx: 'auto', p: { base: '4', md: '8' } })}>
    <TransferPanel pendingTransferId={null} onStart={pending} onCancel={pending} {...props} />
  </div>
);

export const Start: Story = () => <Panel />;
export const Confirm: Story = () => <Panel defaultEmail="nick@example.com" initialConfirm />;
export const PendingOnSendersSide: Story = () => <Panel pendingTransferId="t-1" />;
