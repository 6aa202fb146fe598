/**
 * The contractor portal (spec "Contractor dashboard (/contractor)"): the
 * "Contractor Portal" sidebar (Management: Dashboard, Service Records, Clients;
 * Analytics: Reports; Logout) beside the view it selects. The Dashboard has the
 * header "Welcome, {business name or name}" / "Manage your service records" and the
 * tabs Service Records and QuickBooks Integration. Presentational: the page reads
 * the records and the QuickBooks status and performs every action.
 */
import {
  BarChart3,
  Briefcase,
  FileText,
  LayoutDashboard,
  Link2,
  LogOut,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';
import { formatCents } from '@homeledger/domain';
import {
  Sidebar,
  SidebarButton,
  SidebarGroup,
  SidebarInset,
  SidebarLink,
  SidebarMenu,
  SidebarProvider,
  SidebarTrigger,
} from '@/components/sidebar/sidebar';
import { PageHeader } from '@/components/layout/page-header';
import { Tabs } from '@/components/ui';
import { PORTAL_COPY, PORTAL_VIEWS, VIEW_COPY } from './contractor-copy';
import type { PortalTab, PortalView } from './contractor-types';
import { ClientsView, RecordsGate, ReportsView, StatCard, statGrid } from './portal-views';
import { QuickBooksPanel, type QuickBooksPanelProps } from './quickbooks-panel';
import { ServiceRecordsPanel, type ServiceRecordsPanelProps } from './service-records-panel';
import { recordTotals } from './service-records-model';

export interface ContractorPortalScreenProps {
  view: PortalView;
  /** The business name, else the account name (spec: "Welcome, {business name or name}"). */
  displayName: string | null | undefined;
  /** The user's calendar date `yyyy-MM-dd`. */
  today: string;
  tab: PortalTab;
  onTabChange: (tab: PortalTab) => void;
  /** The records and their actions (the Service Records table). */
  records: ServiceRecordsPanelProps['records'];
  onRefreshRecords: () => void;
  refreshingRecords?: boolean;
  onRetryRecords: () => void;
  onSaveRecord: ServiceRecordsPanelProps['onSaveRecord'];
  onDeleteRecord: ServiceRecordsPanelProps['onDeleteRecord'];
  renderSendDialog?: ServiceRecordsPanelProps['renderSendDialog'];
  /** The QuickBooks tab (its Recent Invoices come from `records`). */
  quickbooks: Omit<QuickBooksPanelProps, 'records' | 'onRetryRecords'>;
  /** Shown above the Dashboard's tabs: the homeowners' validation requests. */
  validationPanel?: ReactNode;
  /** Shown on the Dashboard: the business verification state and licence form (#33). */
  businessPanel?: ReactNode;
  /** Shown at the top of every view (e.g. the QuickBooks connection outcome). */
  notice?: ReactNode;
  onLogout: () => void;
  loggingOut?: boolean;
  /** Catalogue/test: text already in the records' search box. */
  recordsDefaultQuery?: string;
  /** Catalogue/test: the sidebar's starting state, ignoring the cookie. */
  sidebarOpen?: boolean;
  /** Catalogue: phones start with the sheet open. */
  sidebarSheetOpen?: boolean;
}

const ICONS: Record<PortalView, ReactNode> = {
  dashboard: <LayoutDashboard />,
  records: <FileText />,
  clients: <Users />,
  reports: <BarChart3 />,
};

export function ContractorPortalScreen(props: ContractorPortalScreenProps) {
  const { view } = props;
  const link = (entry: (typeof PORTAL_VIEWS)[number]) => (
    <SidebarLink
      key={entry.view}
      to={entry.path}
      icon={ICONS[entry.view]}
      label={entry.label}
      current={entry.view === view}
    />
  );
  return (
    <SidebarProvider
      defaultOpen={props.sidebarOpen ?? true}
      ignoreCookie={props.sidebarOpen !== undefined}
      defaultOpenMobile={props.sidebarSheetOpen ?? false}
    >
      <Sidebar
        title={PORTAL_COPY.sidebarTitle}
        icon={<Briefcase />}
        footer={
          <SidebarMenu>
            <SidebarButton
              icon={<LogOut />}
              label={PORTAL_COPY.logout}
              onClick={props.onLogout}
              disabled={props.loggingOut}
            />
          </SidebarMenu>
        }
      >
        <SidebarGroup label={PORTAL_COPY.management}>
          <SidebarMenu>
            {PORTAL_VIEWS.filter((e) => e.group === 'management').map(link)}
          </SidebarMenu>
        </SidebarGroup>
        <SidebarGroup label={PORTAL_COPY.analytics}>
          <SidebarMenu>{PORTAL_VIEWS.filter((e) => e.group === 'analytics').map(link)}</SidebarMenu>
        </SidebarGroup>
      </Sidebar>
      <SidebarInset>
        <div className={styles.bar}>
          <SidebarTrigger />
          <span className={styles.barTitle}>
            {PORTAL_VIEWS.find((entry) => entry.view === view)?.label}
          </span>
        </div>
        <div className={styles.page}>
          {props.notice}
          {view === 'dashboard' ? <DashboardView {...props} /> : <OtherView {...props} />}
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}

function recordsPanel(props: ContractorPortalScreenProps, onConnectQuickBooks?: () => void) {
  return (
    <ServiceRecordsPanel
      records={props.records}
      today={props.today}
      onRefresh={props.onRefreshRecords}
      refreshing={props.refreshingRecords}
      onRetry={props.onRetryRecords}
      onSaveRecord={props.onSaveRecord}
      onDeleteRecord={props.onDeleteRecord}
      renderSendDialog={props.renderSendDialog}
      onConnectQuickBooks={onConnectQuickBooks}
      defaultQuery={props.recordsDefaultQuery}
    />
  );
}

function DashboardView(props: ContractorPortalScreenProps) {
  const name = props.displayName?.trim() || PORTAL_COPY.defaultName;
  const totals = props.records.status === 'ready' ? recordTotals(props.records.data) : null;
  return (
    <>
      <PageHeader
        title={PORTAL_COPY.welcome(name)}
        titleId="portal-title"
        description={PORTAL_COPY.subtitle}
        className={styles.header}
      />
      {props.validationPanel}
      {props.businessPanel}
      {totals && totals.recordCount > 0 ? (
        <dl className={statGrid}>
          <StatCard label="Service records" value={String(totals.recordCount)} />
          <StatCard label="Total billed" value={formatCents(totals.billedCents)} />
          <StatCard label="Open balance" value={formatCents(totals.openBalanceCents)} />
          <StatCard label="Clients" value={String(totals.clientCount)} />
        </dl>
      ) : null}
      <Tabs.Root
        lazyMount
        unmountOnExit
        value={props.tab}
        onValueChange={(details) => props.onTabChange(details.value as PortalTab)}
      >
        <Tabs.List>
          <Tabs.Trigger value="records">
            <FileText aria-hidden="true" />
            {PORTAL_COPY.recordsTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="quickbooks">
            <Link2 aria-hidden="true" />
            {PORTAL_COPY.quickbooksTab}
          </Tabs.Trigger>
          <Tabs.Indicator />
        </Tabs.List>
        <Tabs.Content value="records">
          {recordsPanel(props, () => props.onTabChange('quickbooks'))}
        </Tabs.Content>
        <Tabs.Content value="quickbooks">
          <QuickBooksPanel
            {...props.quickbooks}
            records={props.records}
            onRetryRecords={props.onRetryRecords}
          />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

function OtherView(props: ContractorPortalScreenProps) {
  const view = props.view as Exclude<PortalView, 'dashboard'>;
  const copy = VIEW_COPY[view];
  return (
    <>
      <PageHeader
        title={copy.title}
        titleId="portal-title"
        description={copy.subtitle}
        className={styles.header}
      />
      {view === 'records' ? (
        recordsPanel(props)
      ) : (
        <RecordsGate records={props.records} onRetry={props.onRetryRecords}>
          {(records) =>
            view === 'clients' ? (
              <ClientsView records={records} />
            ) : (
              <ReportsView records={records} today={props.today} />
            )
          }
        </RecordsGate>
      )}
    </>
  );
}

const styles = {
  bar: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    h: '12',
    px: { base: '3', md: '4' },
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    bg: 'bg.default',
  }),
  barTitle: css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' }),
  page: cx(
    pageContainer({ size: '6xl' }),
    css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  ),
  // The page spaces its parts with a gap already.
  header: css({ mb: '0' }),
};
