import type { Story, StoryDefault } from '@ladle/react';
import { css } from 'styled-system/css';
import { ConsentPanel, ConsentPromptsPanel, type ConsentPanelProps } from './consent-panel';
import { consentFixture as F } from './households.fixtures';

export default {
  title: 'Co-owner consent',
  meta: { path: '/property/home' },
} satisfies StoryDefault;

const frame = css({ maxW: '3xl', mx: 'auto', p: { base: '4', md: '8' } });
const noop = () => undefined;

/** The property page's panel as the co-owner (cole) or the owner (olive) sees it. */
function Panel({ view, viewer }: Pick<ConsentPanelProps, 'view' | 'viewer'>) {
  return (
    <div className={frame}>
      <ConsentPanel
        view={view}
        viewer={viewer}
        currentUid={viewer === 'owner' ? 'olive' : 'cole'}
        busy={null}
        onAnswer={noop}
        onCancel={noop}
      />
    </div>
  );
}

/** A co-owner asked to agree to the owner's transfer (property page). */
export const AskedTransfer: Story = () => <Panel view={F.transfer} viewer="co-owner" />;

/** A co-owner asked to agree to the owner's delete. */
export const AskedDelete: Story = () => <Panel view={F.delete} viewer="co-owner" />;

/** The owner waiting: one co-owner agreed, one has not answered. */
export const OwnerWaiting: Story = () => <Panel view={F.transferHalfway} viewer="owner" />;

/** The owner sees who refused, and dismisses it. */
export const OwnerRefused: Story = () => <Panel view={F.refused} viewer="owner" />;

/** The dashboard's prompt: two requests waiting for this co-owner. */
export const DashboardPrompt: Story = () => (
  <div className={frame}>
    <ConsentPromptsPanel views={[F.transfer, F.delete]} busy={null} onAnswer={noop} />
  </div>
);
