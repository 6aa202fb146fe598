import type { Story, StoryDefault } from '@ladle/react';
import { css } from 'styled-system/css';
import { OUTBOX_COPY } from './outbox-copy';
import { queued } from './outbox.fixtures';
import { QueuedRepairList } from './queued-repair-list';
import type { QueuedRepair } from './outbox-types';

export default {
  title: 'Outbox: repairs waiting to upload',
  meta: { path: '/property/property-1?tab=repairs' },
} satisfies StoryDefault;

const RECEIPT = {
  name: 'IMG_0042.jpg',
  type: 'image/jpeg',
  lastModified: 0,
  bytes: new ArrayBuffer(8),
};

function ListStory({
  items,
  showAddress = false,
}: {
  items: QueuedRepair[];
  showAddress?: boolean;
}) {
  return (
    <div className={css({ maxW: '6xl', mx: 'auto', p: { base: '4', md: '6' } })}>
      <QueuedRepairList
        items={items}
        showAddress={showAddress}
        onRetry={() => undefined}
        onEdit={() => undefined}
        onDelete={() => undefined}
        onDownload={() => undefined}
      />
    </div>
  );
}

export const Waiting: Story = () => <ListStory items={[queued({ file: RECEIPT })]} />;
export const Sending: Story = () => (
  <ListStory items={[queued({ id: 'req-sending-0000000001', state: 'sending', file: RECEIPT })]} />
);
export const FailedWithReason: Story = () => (
  <ListStory
    items={[
      queued({
        id: 'req-failed-00000000001',
        state: 'failed',
        reason: 'The receipt must be at most 10 MB.',
      }),
    ]}
  />
);
export const Conflict: Story = () => (
  <ListStory
    items={[
      queued({
        id: 'req-conflict-000000001',
        state: 'conflict',
        reason: OUTBOX_COPY.noLongerYours,
        file: RECEIPT,
      }),
    ]}
  />
);
/** The dashboard's Repair History: every state, each card with its home. */
export const AllStatesOnDashboard: Story = () => (
  <ListStory
    showAddress
    items={[
      queued({ id: 'req-all-waiting-000001', file: RECEIPT }),
      queued({ id: 'req-all-sending-000001', state: 'sending' }),
      queued({
        id: 'req-all-failed-0000001',
        state: 'failed',
        reason: 'Something went wrong. Please try again.',
        values: { ...queued().values, serviceType: 'roofing', description: 'Patched two shingles' },
      }),
      queued({
        id: 'req-all-conflict-00001',
        state: 'conflict',
        reason: OUTBOX_COPY.noLongerYours,
        property: { address: '9 Elm Street', city: 'Springfield', state: 'IL' },
        values: { ...queued().values, serviceType: 'other', otherServiceType: 'Gutter cleaning' },
      }),
    ]}
  />
);
