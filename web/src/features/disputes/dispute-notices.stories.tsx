import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { ready } from '@/lib/data/loadable';
import { DisputeNotices, type DisputeNoticeRow } from './dispute-notices';

export default {
  title: 'Dispute notice',
  meta: { path: '/dashboard' },
} satisfies StoryDefault;

const notice: DisputeNoticeRow = {
  id: 'p-new',
  address: '123 Main Street',
  deadline: '2026-05-31T12:00:00Z',
};

function Notices({ confirm = false }: { confirm?: boolean }) {
  const [confirming, setConfirming] = useState<DisputeNoticeRow | null>(confirm ? notice : null);
  return (
    <div className={css({ maxW: '3xl', mx: 'auto', p: { base: '4', md: '8' } })}>
      <DisputeNotices
        notices={ready([notice])}
        busy={null}
        confirming={confirming}
        onConfirmingChange={setConfirming}
        onAnswer={() => undefined}
      />
    </div>
  );
}

export const Notice: Story = () => <Notices />;
export const TransferConfirmation: Story = () => <Notices confirm />;
