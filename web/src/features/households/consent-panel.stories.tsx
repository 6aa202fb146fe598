import type { Story, StoryDefault } from '@ladle/react';
import { css } from 'styled-system/css';
import { ConsentPanel, ConsentPromptsPanel } from './consent-panel';
import { consentFixture as F } from './households.fixtures';

export default {
  title: 'Co-owner consent',
  meta: { path: '/property/home' },
} satisfies StoryDefault;

const frame = css({ maxW: '3xl', mx: 'auto', p: { base: '4', md: '8' } });
const noop = () => undefined;

/** A co-owner asked to agree to the owner's transfer (property page). */
export const AskedTransfer: Story = () => (
  <div className={frame}>
    <ConsentPanel
      view={F.transfer}
      viewer="co-owner"
      currentUid="cole"
      busy={null}
      onAnswer={noop}
      onCancel={noop}
    />
  </div>
);

/** A co-owner asked to agree to the owner's delete. */
export const AskedDelete: Story = () => (
  <div className={frame}>
    <ConsentPanel
      view={F.delete}
      viewer="co-owner"
      currentUid="cole"
      busy={null}
      onAnswer={noop}
      onCancel={noop}
    />
  </div>
);

/** The owner waiting: one co-owner agreed, one has not answered. */
export const OwnerWaiting: Story = () => (
  <div className={frame}>
    <ConsentPanel
      view={F.transferHalfway}
      viewer="owner"
      currentUid="olive"
      busy={null}
      onAnswer={noop}
      onCancel={noop}
    />
  </div>
);

/** The owner sees who refused, and dismisses it. */
export const OwnerRefused: Story = () => (
  <div className={frame}>
    <ConsentPanel
      view={F.refused}
      viewer="owner"
      currentUid="olive"
      busy={null}
      onAnswer={noop}
      onCancel={noop}
    />
  </div>
);

/** The dashboard's prompt: two requests waiting for this co-owner. */
export const DashboardPrompt: Story = () => (
  <div className={frame}>
    <ConsentPromptsPanel views={[F.transfer, F.delete]} busy={null} onAnswer={noop} />
  </div>
);
