import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { SharePanel, type ShareOutcome, type ShareRow } from './share-panel';
import { shareErrorsFixture, sharesFixture } from './share-panel.fixtures';

export default {
  title: 'Share with a realtor',
  meta: { path: '/property/p-oak' },
} satisfies StoryDefault;

function Panel({
  shares = ready(sharesFixture),
  revokeOpen = false,
  revoking = false,
  ...rest
}: {
  shares?: Loadable<readonly ShareRow[]>;
  revokeOpen?: boolean;
  revoking?: boolean;
  defaultEmail?: string;
  initialError?: string;
  sharing?: boolean;
}) {
  const [target, setTarget] = useState<ShareRow | null>(
    revokeOpen && shares.status === 'ready' ? (shares.data[0] ?? null) : null,
  );
  return (
    <div className={css({ maxW: '2xl', mx: 'auto', p: { base: '4', md: '8' } })}>
      <SharePanel
        shares={shares}
        onRetry={() => undefined}
        onShare={() => new Promise<ShareOutcome>(() => undefined)}
        revokeTarget={target}
        onRevokeTargetChange={setTarget}
        onConfirmRevoke={() => undefined}
        revoking={revoking}
        {...rest}
      />
    </div>
  );
}

export const WithRealtors: Story = () => <Panel />;
export const NotShared: Story = () => <Panel shares={ready([])} />;
export const Loading: Story = () => <Panel shares={LOADING} />;
export const LoadFailure: Story = () => <Panel shares={failed(new Error('permission-denied'))} />;
export const Sharing: Story = () => <Panel defaultEmail="rita@realty.example" sharing />;
export const NoRealtorAccount: Story = () => (
  <Panel defaultEmail="someone@example.com" initialError={shareErrorsFixture.noRealtor} />
);
export const AlreadyShared: Story = () => (
  <Panel defaultEmail="rita@realty.example" initialError={shareErrorsFixture.alreadyShared} />
);
export const ShareWithYourself: Story = () => (
  <Panel defaultEmail="hannah@example.com" initialError={shareErrorsFixture.yourself} />
);
export const RevokeConfirm: Story = () => <Panel revokeOpen />;
export const Revoking: Story = () => <Panel revokeOpen revoking />;
