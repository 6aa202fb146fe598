import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { failed, ready, type Loadable } from '@/lib/data/loadable';
import { manyOffers, offersFixture } from './record-offers.fixtures';
import { RecordOffersPanel, type OfferAnswer, type RecordOfferRow } from './record-offers-panel';

export default {
  title: 'Homeowner offers from contractors',
  meta: { path: '/dashboard' },
} satisfies StoryDefault;

interface Setup {
  offers: Loadable<readonly RecordOfferRow[]>;
  answering?: Record<string, OfferAnswer>;
  declineTarget?: RecordOfferRow | null;
}

function Panel({ offers, answering = {}, declineTarget = null }: Setup) {
  const [target, setTarget] = useState(declineTarget);
  return (
    <RecordOffersPanel
      offers={offers}
      onRetry={() => undefined}
      onAccept={() => undefined}
      answering={answering}
      declineTarget={target}
      onDeclineTargetChange={setTarget}
      onConfirmDecline={() => undefined}
    />
  );
}

/**
 * The panel as it sits above the dashboard's tabs (app/ composes it there). While loading and
 * with no offers it renders nothing at all (record-offers-panel.test.tsx), so those states
 * have no story: an empty page is all they would show.
 */
function OnDashboard(setup: Setup) {
  return (
    <div className={css({ maxW: '5xl', mx: 'auto', p: { base: '4', md: '8' } })}>
      <Panel {...setup} />
    </div>
  );
}

const first = offersFixture[0] as RecordOfferRow;

export const Populated: Story = () => <OnDashboard offers={ready(offersFixture)} />;
export const ManyOffers: Story = () => <OnDashboard offers={ready(manyOffers)} />;
export const LoadFailure: Story = () => <OnDashboard offers={failed(new Error('unavailable'))} />;
export const Accepting: Story = () => (
  <OnDashboard offers={ready(offersFixture)} answering={{ [first.id]: 'accept' }} />
);
export const DeclineDialogOpen: Story = () => (
  <OnDashboard offers={ready(offersFixture)} declineTarget={first} />
);
export const Declining: Story = () => (
  <OnDashboard
    offers={ready(offersFixture)}
    declineTarget={first}
    answering={{ [first.id]: 'decline' }}
  />
);
