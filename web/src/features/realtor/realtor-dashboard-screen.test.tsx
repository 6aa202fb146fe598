import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ExportDataset } from '@homeledger/domain';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { REALTOR_COPY } from './realtor-copy';
import { RealtorDashboardScreen } from './realtor-dashboard-screen';
import {
  FIXTURE_REALTOR,
  manyRealtorRepairs,
  realtorPropertiesFixture,
  realtorRepairsFixture,
} from './realtor.fixtures';
import type { RealtorProperty, RealtorRepair, RealtorTab } from './realtor-types';

function Harness(props: {
  properties: Loadable<readonly RealtorProperty[]>;
  repairs?: Loadable<readonly RealtorRepair[]>;
  repairsMore?: { hasMore: boolean; loading: boolean; onLoadMore: () => void };
  tab?: RealtorTab;
  userName?: string | null;
  refreshing?: boolean;
  exporting?: ExportDataset | null;
  onRefresh?: () => void;
  onExport?: (dataset: ExportDataset) => void;
  onRetryProperties?: () => void;
}) {
  const [tab, setTab] = useState<RealtorTab>(props.tab ?? 'properties');
  return (
    <RealtorDashboardScreen
      userName={props.userName === undefined ? FIXTURE_REALTOR.name : props.userName}
      userEmail={FIXTURE_REALTOR.email}
      properties={props.properties}
      repairs={props.repairs ?? ready(realtorRepairsFixture)}
      {...(props.repairsMore ? { repairsMore: props.repairsMore } : {})}
      tab={tab}
      onTabChange={setTab}
      onRefresh={props.onRefresh ?? (() => undefined)}
      refreshing={props.refreshing ?? false}
      onExport={props.onExport ?? (() => undefined)}
      exporting={props.exporting ?? null}
      onRetryProperties={props.onRetryProperties ?? (() => undefined)}
      onRetryRepairs={() => undefined}
    />
  );
}

function renderScreen(props: Parameters<typeof Harness>[0]) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <Harness {...props} />
    </MemoryRouter>,
  );
  return { user };
}

const permissionDenied = Object.assign(new Error('Missing or insufficient permissions.'), {
  code: 'permission-denied',
});

/** The Repair History tab after 120 repairs were read: the next page loading, or none left. */
function renderRepairPagesRead(hasMore: boolean) {
  renderScreen({
    properties: ready(realtorPropertiesFixture),
    repairs: ready(manyRealtorRepairs(120)),
    tab: 'repairs',
    repairsMore: { hasMore, loading: hasMore, onLoadMore: () => undefined },
  });
}

describe('RealtorDashboardScreen', () => {
  it('shows the title, the welcome line and Refresh Data', async () => {
    const onRefresh = vi.fn();
    const { user } = renderScreen({ properties: ready(realtorPropertiesFixture), onRefresh });
    expect(screen.getByRole('heading', { level: 1, name: 'Realtor Dashboard' })).toBeVisible();
    expect(screen.getByText('Welcome, Rita Realtor')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('says "Welcome, Realtor" without a name', () => {
    renderScreen({ properties: ready([]), userName: '  ' });
    expect(screen.getByText('Welcome, Realtor')).toBeVisible();
  });

  it('shows "Refreshing data..." on a busy button while refreshing', () => {
    renderScreen({ properties: ready(realtorPropertiesFixture), refreshing: true });
    const button = screen.getByRole('button', { name: /Refreshing data\.\.\./ });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Refresh Data' })).toBeNull();
  });

  it('counts both tabs and lists the properties with the spec’s columns and links', () => {
    renderScreen({ properties: ready(realtorPropertiesFixture) });
    expect(screen.getByRole('tab', { name: 'Properties (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Repair History (4)' })).toBeVisible();
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Address', 'City', 'State', 'Zip Code', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const elm = rows[0] as HTMLElement;
    expect(within(elm).getByText('1428 Elm Street')).toBeVisible();
    expect(within(elm).getByText('Verified')).toBeVisible();
    expect(within(elm).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/realtor/property/p-elm',
    );
    // Anything other than verified reads Pending.
    expect(within(rows[1] as HTMLElement).getByText('Pending')).toBeVisible();
  });

  it('lists repairs: short US date, dollars or N/A, contractor or N/A, validated mark, link', async () => {
    const { user } = renderScreen({ properties: ready(realtorPropertiesFixture) });
    await user.click(screen.getByRole('tab', { name: 'Repair History (4)' }));
    // The properties panel's exit can overlap for a moment under load: wait for one table.
    const table = await waitFor(() => screen.getByRole('table'));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Service Type', 'Date', 'Cost', 'Contractor', 'Validated', 'Actions']);
    const [roof, hvac, paint, plumb] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(plumb!).getByText('Previous owner')).toBeInTheDocument();
    expect(within(roof!).queryByText('Previous owner')).toBeNull();
    expect(within(roof!).getByText('May 14, 2026')).toBeVisible();
    expect(within(roof!).getByText('$12,450.00')).toBeVisible();
    expect(
      within(roof!).getByText('Validated by Summit Roofing Co. (email and business verified)'),
    ).toBeVisible();
    expect(within(roof!).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/repair/r-roof',
    );
    expect(within(hvac!).getByText('$389.50')).toBeVisible();
    expect(within(hvac!).getByText('N/A')).toBeVisible(); // no contractor
    expect(within(hvac!).getByText('Not validated')).toBeInTheDocument();
    expect(within(paint!).getByText('N/A')).toBeVisible(); // no cost
  });

  it('shows the empty states and how homeowners share with this realtor', async () => {
    const { user } = renderScreen({ properties: ready([]), repairs: ready([]) });
    expect(screen.getByText('No properties available')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Properties (0)' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(FIXTURE_REALTOR.email);
    await user.click(screen.getByRole('tab', { name: 'Repair History (0)' }));
    expect(screen.getByText('No repair records available')).toBeVisible();
  });

  it('disables export without rows and exports the tab’s dataset otherwise', async () => {
    const onExport = vi.fn();
    const { user } = renderScreen({
      properties: ready(realtorPropertiesFixture),
      repairs: ready([]),
      onExport,
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledWith('properties');
    await user.click(screen.getByRole('tab', { name: 'Repair History (0)' }));
    // The properties panel unmounts once its exit is over: then one export button is left.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled());
  });

  it('shows "Exporting..." on the busy export button', () => {
    renderScreen({ properties: ready(realtorPropertiesFixture), exporting: 'properties' });
    expect(screen.getByRole('button', { name: /Exporting\.\.\./ })).toBeDisabled();
  });

  it('explains a failed read with the spec’s text and the security rules, and retries', async () => {
    const onRetryProperties = vi.fn();
    const { user } = renderScreen({ properties: failed(permissionDenied), onRetryProperties });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to load properties: Missing or insufficient permissions.',
    );
    expect(alert).toHaveTextContent(REALTOR_COPY.rulesHint);
    expect(alert).toHaveTextContent(/security rules/);
    expect(alert).not.toHaveTextContent(/row-level/i);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(onRetryProperties).toHaveBeenCalledTimes(1);
  });

  it('names a failed repairs read and an unexpected error', async () => {
    const { user } = renderScreen({
      properties: failed(new Error('boom')),
      repairs: failed(permissionDenied),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred: boom');
    await user.click(screen.getByRole('tab', { name: 'Repair History (0)' }));
    // The properties panel's exit can overlap for a moment under load: wait for one alert.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to load repairs: Missing or insufficient permissions.',
      ),
    );
  });

  it('shows a spinner while loading', () => {
    renderScreen({ properties: LOADING, repairs: LOADING });
    expect(screen.getByText('Loading properties')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('offers "Load more repairs" under the table', async () => {
    const onLoadMore = vi.fn();
    const { user } = renderScreen({
      properties: ready(realtorPropertiesFixture),
      tab: 'repairs',
      repairsMore: { hasMore: true, loading: false, onLoadMore },
    });
    await user.click(screen.getByRole('button', { name: REALTOR_COPY.loadMoreRepairs }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows the busy and end states of the repair pages', () => {
    renderRepairPagesRead(true);
    expect(screen.getByRole('button', { name: REALTOR_COPY.loadingMoreRepairs })).toBeDisabled();
  });

  it('says all repairs are shown once more than a page was read and none is left', () => {
    renderRepairPagesRead(false);
    expect(screen.getByRole('status')).toHaveTextContent(REALTOR_COPY.allRepairsShown(120));
  });
});
