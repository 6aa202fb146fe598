import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { DashboardScreen, type DashboardScreenProps } from './dashboard-screen';
import {
  FIXTURE_UID,
  disputedPropertiesFixture,
  manyProperties,
  manyRepairs,
  propertiesFixture,
  repairsFixture,
} from './dashboard.fixtures';
import type { DashboardProperty, DashboardRepair, DashboardTab } from './dashboard-types';

export default {
  title: 'Homeowner dashboard',
  meta: { path: '/dashboard' },
} satisfies StoryDefault;

interface Setup {
  properties: Loadable<readonly DashboardProperty[]>;
  repairs: Loadable<readonly DashboardRepair[]>;
  tab?: DashboardTab;
  search?: string;
  userName?: string | null;
  notice?: DashboardScreenProps['notice'];
  repairsMore?: DashboardScreenProps['repairsMore'];
}

/** The screen with live search and tabs, as the container drives it. */
function Dashboard({
  tab: initialTab = 'properties',
  search: initialSearch = '',
  userName = 'Hannah Homeowner',
  ...rest
}: Setup) {
  const [tab, setTab] = useState<DashboardTab>(initialTab);
  const [search, setSearch] = useState(initialSearch);
  return (
    <DashboardScreen
      userName={userName}
      currentUid={FIXTURE_UID}
      tab={tab}
      onTabChange={setTab}
      search={search}
      onSearchChange={setSearch}
      onClearSearch={() => setSearch('')}
      onLogout={() => undefined}
      onRetryProperties={() => undefined}
      onRetryRepairs={() => undefined}
      {...rest}
    />
  );
}

export const Loading: Story = () => <Dashboard properties={LOADING} repairs={LOADING} />;
export const Empty: Story = () => <Dashboard properties={ready([])} repairs={ready([])} />;
export const EmptyRepairHistory: Story = () => (
  <Dashboard properties={ready(propertiesFixture)} repairs={ready([])} tab="repairs" />
);
export const LoadFailure: Story = () => (
  <Dashboard
    properties={failed(new Error('permission-denied'))}
    repairs={failed(new Error('permission-denied'))}
  />
);
export const RepairsLoadFailure: Story = () => (
  <Dashboard
    properties={ready(propertiesFixture)}
    repairs={failed(new Error('unavailable'))}
    tab="repairs"
  />
);
export const Populated: Story = () => (
  <Dashboard properties={ready(propertiesFixture)} repairs={ready(repairsFixture)} />
);
export const RepairHistory: Story = () => (
  <Dashboard properties={ready(propertiesFixture)} repairs={ready(repairsFixture)} tab="repairs" />
);
export const Disputed: Story = () => (
  <Dashboard properties={ready(disputedPropertiesFixture)} repairs={ready(repairsFixture)} />
);
export const NoSearchMatch: Story = () => (
  <Dashboard
    properties={ready(propertiesFixture)}
    repairs={ready(repairsFixture)}
    search="Hollywood"
  />
);
export const NoRepairSearchMatch: Story = () => (
  <Dashboard
    properties={ready(propertiesFixture)}
    repairs={ready(repairsFixture)}
    search="chimney"
    tab="repairs"
  />
);
export const NoName: Story = () => (
  <Dashboard properties={ready(propertiesFixture)} repairs={ready([])} userName={null} />
);

const many = manyProperties(24);
export const ManyItems: Story = () => (
  <Dashboard properties={ready(many)} repairs={ready(manyRepairs(60, many))} />
);
/** A page read, more on the server: "Load more repairs" under the cards (issue #29). */
export const RepairHistoryLoadMore: Story = () => (
  <Dashboard
    properties={ready(many)}
    repairs={ready(manyRepairs(12, many))}
    repairsMore={{ hasMore: true, loading: false, onLoadMore: () => undefined }}
    tab="repairs"
  />
);
export const RepairHistoryLoadingMore: Story = () => (
  <Dashboard
    properties={ready(many)}
    repairs={ready(manyRepairs(12, many))}
    repairsMore={{ hasMore: true, loading: true, onLoadMore: () => undefined }}
    tab="repairs"
  />
);
export const ManyRepairs: Story = () => (
  <Dashboard properties={ready(many)} repairs={ready(manyRepairs(60, many))} tab="repairs" />
);

/** Homes you are a member of beside your own (issue #31), each marked with your role. */
export const WithMemberHomes: Story = () => (
  <Dashboard
    properties={ready([
      ...propertiesFixture,
      {
        ...propertiesFixture[0]!,
        id: 'p-member-co',
        address: '7 Birch Court',
        memberRole: 'co-owner',
      },
      {
        ...propertiesFixture[0]!,
        id: 'p-member-viewer',
        address: '301 Lakeview Drive',
        memberRole: 'viewer',
      },
    ])}
    repairs={ready(repairsFixture)}
  />
);
