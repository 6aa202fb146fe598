import type { Story, StoryDefault } from '@ladle/react';
import { css } from 'styled-system/css';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { BuyerLinksPanel, type BuyerLinkRow, type BuyerLinksPanelProps } from './buyer-links-panel';
import {
  BUYER_LINKS_NOW,
  BUYER_LINKS_ORIGIN,
  activeLinkFixture,
  NEW_LINK_TOKEN,
  expiredLinkFixture,
  legacyLinkFixture,
  revokedLinkFixture,
  unopenedLinkFixture,
} from './buyer-links-panel.fixtures';

export default {
  title: 'Share with a buyer',
  meta: { path: '/property/p-oak' },
} satisfies StoryDefault;

const pending = <T,>() => new Promise<T>(() => undefined);

function Panel({
  links = ready([activeLinkFixture]),
  ...rest
}: { links?: Loadable<readonly BuyerLinkRow[]> } & Partial<BuyerLinksPanelProps>) {
  return (
    <div className={css({ maxW: '2xl', mx: 'auto', p: { base: '4', md: '8' } })}>
      <BuyerLinksPanel
        links={links}
        onRetry={() => undefined}
        origin={BUYER_LINKS_ORIGIN}
        now={BUYER_LINKS_NOW}
        onCreate={pending}
        onRevoke={pending}
        onExtend={pending}
        onCopy={async () => true}
        {...rest}
      />
    </div>
  );
}

export const NoLinks: Story = () => <Panel links={ready([])} />;
export const ActiveWithOpens: Story = () => (
  <Panel links={ready([activeLinkFixture, unopenedLinkFixture])} />
);
export const Expired: Story = () => <Panel links={ready([expiredLinkFixture])} />;
export const Revoked: Story = () => <Panel links={ready([revokedLinkFixture])} />;
export const EveryState: Story = () => (
  <Panel
    links={ready([unopenedLinkFixture, activeLinkFixture, revokedLinkFixture, expiredLinkFixture])}
  />
);
export const LegacyLink: Story = () => (
  <Panel links={ready([activeLinkFixture, legacyLinkFixture])} />
);
export const Loading: Story = () => <Panel links={LOADING} />;
export const LoadFailure: Story = () => <Panel links={failed(new Error('permission-denied'))} />;
export const CreateDialog: Story = () => (
  <Panel
    links={ready([])}
    initialDialog="create"
    defaultValues={{ label: 'Smith family, 12 Oak Lane offer' }}
  />
);
export const LinkCreated: Story = () => (
  <Panel links={ready([unopenedLinkFixture])} initialDialog={{ created: NEW_LINK_TOKEN }} />
);
