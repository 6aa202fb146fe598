import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { DashboardScreen } from './dashboard-screen';
import { propertiesFixture, repairsFixture, FIXTURE_UID } from './dashboard.fixtures';
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

/** The panel where it lives: above the dashboard's tabs. */
function OnDashboard(setup: Setup) {
  const [tab, setTab] = useState<'properties' | 'repairs'>('properties');
  return (
    <DashboardScreen
      userName="Hannah Homeowner"
      currentUid={FIXTURE_UID}
      properties={ready(propertiesFixture)}
      repairs={ready(repairsFixture)}
      search=""
      onSearchChange={() => undefined}
      onClearSearch={() => undefined}
      tab={tab}
      onTabChange={setTab}
      onLogout={() => undefined}
      onRetryProperties={() => undefined}
      onRetryRepairs={() => undefined}
      offers={<Panel {...setup} />}
    />
  );
}

const first = offersFixture[0] as RecordOfferRow;

export const Populated: Story = () => <OnDashboard offers={ready(offersFixture)} />;
export const ManyOffers: Story = () => <OnDashboard offers={ready(manyOffers)} />;
export const NoneHidden: Story = () => <OnDashboard offers={ready([])} />;
export const LoadingHidden: Story = () => <OnDashboard offers={LOADING} />;
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
