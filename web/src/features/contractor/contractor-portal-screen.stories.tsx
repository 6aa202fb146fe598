import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ServiceRecordView } from '@homeledger/domain';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { viewOfPath } from './contractor-copy';
import {
  ContractorPortalScreen,
  type ContractorPortalScreenProps,
} from './contractor-portal-screen';
import type { PortalTab, QuickBooksBusy, QuickBooksStatus } from './contractor-types';
import {
  FIXTURE_CONTRACTOR,
  FIXTURE_TODAY,
  manyRecords,
  quickbooksConnectedFixture,
  quickbooksExpiredFixture,
  quickbooksNotConfiguredFixture,
  quickbooksNotConnectedFixture,
  recordsFixture,
} from './contractor.fixtures';

export default {
  title: 'Contractor portal',
  meta: { path: '/contractor' },
} satisfies StoryDefault;

interface Setup {
  records?: Loadable<readonly ServiceRecordView[]>;
  status?: Loadable<QuickBooksStatus>;
  busy?: QuickBooksBusy;
  tab?: PortalTab;
  query?: string;
  sidebarOpen?: boolean;
  sheetOpen?: boolean;
  refreshing?: boolean;
}

/** The screen as the container drives it: the view follows the path, tabs switch. */
function Portal({
  records = ready(recordsFixture),
  status = ready(quickbooksConnectedFixture),
  busy = null,
  tab: initialTab = 'records',
  query,
  sidebarOpen = true,
  sheetOpen = false,
  refreshing = false,
}: Setup) {
  const { pathname } = useLocation();
  const [tab, setTab] = useState<PortalTab>(initialTab);
  const props: ContractorPortalScreenProps = {
    view: viewOfPath(pathname) ?? 'dashboard',
    displayName: FIXTURE_CONTRACTOR.businessName,
    today: FIXTURE_TODAY,
    tab,
    onTabChange: setTab,
    records,
    onRefreshRecords: () => undefined,
    refreshingRecords: refreshing,
    onRetryRecords: () => undefined,
    onSaveRecord: () => Promise.resolve({ ok: true }),
    onDeleteRecord: () => Promise.resolve(true),
    quickbooks: {
      status,
      busy,
      onConnect: () => undefined,
      onImport: () => undefined,
      onDisconnect: () => Promise.resolve(true),
      onRetryStatus: () => undefined,
    },
    onLogout: () => undefined,
    recordsDefaultQuery: query,
    sidebarOpen,
    sidebarSheetOpen: sheetOpen,
  };
  return <ContractorPortalScreen {...props} />;
}

const unavailable = Object.assign(new Error('Missing or insufficient permissions.'), {
  code: 'permission-denied',
});

// Sidebar
export const SidebarOpen: Story = () => <Portal />;
export const SidebarCollapsed: Story = () => <Portal sidebarOpen={false} />;
/** Phones: the sidebar as an off-canvas sheet (at 1280 px the panel shows instead). */
export const SidebarMobileSheet: Story = () => <Portal sheetOpen />;

// Service records
export const RecordsLoading: Story = () => <Portal records={LOADING} />;
export const RecordsEmpty: Story = () => <Portal records={ready([])} />;
export const RecordsNoMatch: Story = () => <Portal query="gutter" />;
export const RecordsFailure: Story = () => <Portal records={failed(unavailable)} />;
export const RecordsPopulated: Story = () => <Portal />;
export const RecordsRefreshing: Story = () => <Portal refreshing />;
export const RecordsMany: Story = () => <Portal records={ready(manyRecords)} />;
export const RecordsView: Story = () => <Portal />;
RecordsView.meta = { path: '/contractor/records' };

// Clients and reports
export const Clients: Story = () => <Portal />;
Clients.meta = { path: '/contractor/clients' };
export const ClientsMany: Story = () => <Portal records={ready(manyRecords)} />;
ClientsMany.meta = { path: '/contractor/clients' };
export const ClientsEmpty: Story = () => <Portal records={ready([])} />;
ClientsEmpty.meta = { path: '/contractor/clients' };
export const Reports: Story = () => <Portal />;
Reports.meta = { path: '/contractor/reports' };
export const ReportsMany: Story = () => <Portal records={ready(manyRecords)} />;
ReportsMany.meta = { path: '/contractor/reports' };
export const ReportsEmpty: Story = () => <Portal records={ready([])} />;
ReportsEmpty.meta = { path: '/contractor/reports' };
export const ReportsLoadFailure: Story = () => <Portal records={failed(unavailable)} />;
ReportsLoadFailure.meta = { path: '/contractor/reports' };

// QuickBooks Integration
export const QuickBooksChecking: Story = () => <Portal tab="quickbooks" status={LOADING} />;
export const QuickBooksStatusFailure: Story = () => (
  <Portal tab="quickbooks" status={failed(new Error('unavailable'))} />
);
export const QuickBooksNotConnected: Story = () => (
  <Portal tab="quickbooks" status={ready(quickbooksNotConnectedFixture)} records={ready([])} />
);
export const QuickBooksConnecting: Story = () => (
  <Portal
    tab="quickbooks"
    status={ready(quickbooksNotConnectedFixture)}
    records={ready([])}
    busy="connecting"
  />
);
export const QuickBooksConnected: Story = () => <Portal tab="quickbooks" />;
export const QuickBooksConnectedNoInvoices: Story = () => (
  <Portal tab="quickbooks" records={ready([])} />
);
export const QuickBooksImporting: Story = () => <Portal tab="quickbooks" busy="importing" />;
export const QuickBooksManyInvoices: Story = () => (
  <Portal tab="quickbooks" records={ready(manyRecords)} />
);
export const QuickBooksExpired: Story = () => (
  <Portal tab="quickbooks" status={ready(quickbooksExpiredFixture)} />
);
export const QuickBooksNotConfigured: Story = () => (
  <Portal tab="quickbooks" status={ready(quickbooksNotConfiguredFixture)} />
);
