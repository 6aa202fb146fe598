import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import type { ExportDataset } from '@homeledger/domain';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { RealtorDashboardScreen } from './realtor-dashboard-screen';
import {
  FIXTURE_REALTOR,
  manyRealtorProperties,
  manyRealtorRepairs,
  realtorPropertiesFixture,
  realtorRepairsFixture,
} from './realtor.fixtures';
import type { RealtorProperty, RealtorRepair, RealtorTab } from './realtor-types';

export default {
  title: 'Realtor dashboard',
  meta: { path: '/realtor' },
} satisfies StoryDefault;

interface Setup {
  properties: Loadable<readonly RealtorProperty[]>;
  repairs: Loadable<readonly RealtorRepair[]>;
  tab?: RealtorTab;
  userName?: string | null;
  refreshing?: boolean;
  exporting?: ExportDataset | null;
}

/** The screen with working tabs, as the container drives it. */
function Dashboard({
  tab: initialTab = 'properties',
  userName = FIXTURE_REALTOR.name,
  ...rest
}: Setup) {
  const [tab, setTab] = useState<RealtorTab>(initialTab);
  return (
    <RealtorDashboardScreen
      userName={userName}
      userEmail={FIXTURE_REALTOR.email}
      tab={tab}
      onTabChange={setTab}
      onRefresh={() => undefined}
      onExport={() => undefined}
      onRetryProperties={() => undefined}
      onRetryRepairs={() => undefined}
      {...rest}
    />
  );
}

const permissionDenied = Object.assign(new Error('Missing or insufficient permissions.'), {
  code: 'permission-denied',
});

export const Loading: Story = () => <Dashboard properties={LOADING} repairs={LOADING} />;
export const NothingShared: Story = () => <Dashboard properties={ready([])} repairs={ready([])} />;
export const NothingSharedRepairs: Story = () => (
  <Dashboard properties={ready([])} repairs={ready([])} tab="repairs" />
);
export const Populated: Story = () => (
  <Dashboard properties={ready(realtorPropertiesFixture)} repairs={ready(realtorRepairsFixture)} />
);
export const RepairHistory: Story = () => (
  <Dashboard
    properties={ready(realtorPropertiesFixture)}
    repairs={ready(realtorRepairsFixture)}
    tab="repairs"
  />
);
export const Refreshing: Story = () => (
  <Dashboard
    properties={ready(realtorPropertiesFixture)}
    repairs={ready(realtorRepairsFixture)}
    refreshing
  />
);
export const ExportingProperties: Story = () => (
  <Dashboard
    properties={ready(realtorPropertiesFixture)}
    repairs={ready(realtorRepairsFixture)}
    exporting="properties"
  />
);
export const ExportingRepairs: Story = () => (
  <Dashboard
    properties={ready(realtorPropertiesFixture)}
    repairs={ready(realtorRepairsFixture)}
    tab="repairs"
    exporting="repairs"
  />
);
export const PropertiesLoadFailure: Story = () => (
  <Dashboard properties={failed(permissionDenied)} repairs={ready(realtorRepairsFixture)} />
);
export const RepairsLoadFailure: Story = () => (
  <Dashboard
    properties={ready(realtorPropertiesFixture)}
    repairs={failed(permissionDenied)}
    tab="repairs"
  />
);
export const UnexpectedFailure: Story = () => (
  <Dashboard properties={failed(new Error('Network stack crashed'))} repairs={LOADING} />
);
export const NoName: Story = () => (
  <Dashboard properties={ready(realtorPropertiesFixture)} repairs={ready([])} userName={null} />
);
export const ManyItems: Story = () => (
  <Dashboard
    properties={ready(manyRealtorProperties(40))}
    repairs={ready(manyRealtorRepairs(120))}
  />
);
export const ManyRepairs: Story = () => (
  <Dashboard
    properties={ready(manyRealtorProperties(40))}
    repairs={ready(manyRealtorRepairs(120))}
    tab="repairs"
  />
);
