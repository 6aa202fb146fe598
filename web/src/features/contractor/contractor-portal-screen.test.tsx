import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceRecordView } from '@homeledger/domain';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import {
  ContractorPortalScreen,
  type ContractorPortalScreenProps,
} from './contractor-portal-screen';
import type { PortalTab, PortalView, QuickBooksBusy, QuickBooksStatus } from './contractor-types';
import {
  FIXTURE_CONTRACTOR,
  FIXTURE_TODAY,
  quickbooksConnectedFixture,
  quickbooksExpiredFixture,
  quickbooksNotConfiguredFixture,
  quickbooksNotConnectedFixture,
  recordsFixture,
} from './contractor.fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { interactive } from '@/test/interactive';

interface Setup extends Partial<Omit<ContractorPortalScreenProps, 'quickbooks'>> {
  status?: Loadable<QuickBooksStatus>;
  busy?: QuickBooksBusy;
  onConnect?: () => void;
  onImport?: () => void;
  onDisconnect?: () => Promise<boolean>;
  initialTab?: PortalTab;
}

function Harness({
  status,
  busy = null,
  onConnect,
  onImport,
  onDisconnect,
  initialTab,
  ...rest
}: Setup) {
  const [tab, setTab] = useState<PortalTab>(initialTab ?? 'records');
  return (
    <ContractorPortalScreen
      view={'dashboard' as PortalView}
      displayName={FIXTURE_CONTRACTOR.businessName}
      today={FIXTURE_TODAY}
      tab={tab}
      onTabChange={setTab}
      records={ready(recordsFixture)}
      onRefreshRecords={() => undefined}
      onRetryRecords={() => undefined}
      onSaveRecord={() => Promise.resolve({ ok: true })}
      onDeleteRecord={() => Promise.resolve(true)}
      onLogout={() => undefined}
      sidebarOpen
      {...rest}
      quickbooks={{
        status: status ?? ready(quickbooksConnectedFixture),
        busy,
        onConnect: onConnect ?? (() => undefined),
        onImport: onImport ?? (() => undefined),
        onDisconnect: onDisconnect ?? (() => Promise.resolve(true)),
        onRetryStatus: () => undefined,
      }}
    />
  );
}

function renderPortal(setup: Setup = {}) {
  const user = userEvent.setup();
  renderInRouter(<Harness {...setup} />, { path: '/contractor' });
  return { user };
}

const rows = () =>
  within(screen.getByRole('region', { name: /Service records/ })).getAllByRole('row');

describe('ContractorPortalScreen: dashboard and records', () => {
  it('welcomes the business by name, with the subtitle, tabs and sidebar', () => {
    renderPortal();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome, Carlos Plumbing & Repair' }),
    ).toBeVisible();
    expect(screen.getByText('Manage your service records')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Service Records' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'QuickBooks Integration' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('falls back to "Contractor" without a name', () => {
    renderPortal({ displayName: ' ' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Contractor' })).toBeVisible();
  });

  it('lists every record with its columns', () => {
    renderPortal();
    expect(rows()).toHaveLength(recordsFixture.length + 1);
    const header = within(rows()[0] as HTMLElement);
    for (const name of ['Date', 'Client', 'Description', 'Amount', 'Status', 'Actions'])
      expect(header.getByRole('columnheader', { name })).toBeInTheDocument();
    const first = within(rows()[1] as HTMLElement);
    expect(first.getByText('Nov 18, 2026')).toBeInTheDocument();
    expect(first.getByText('$1,865.00')).toBeInTheDocument();
    expect(first.getByText('QuickBooks · Invoice #1045')).toBeInTheDocument();
    // Imported records cannot be edited or deleted here.
    expect(first.queryByRole('button', { name: /Edit/ })).toBeNull();
    const second = within(rows()[2] as HTMLElement);
    expect(
      second.getByRole('button', { name: 'Edit the record for Omar Okafor, Nov 4, 2026' }),
    ).toBeVisible();
  });

  it('searches client and description, with "Try adjusting your search terms"', async () => {
    const { user } = renderPortal();
    const search = screen.getByRole('searchbox', { name: 'Search service records' });
    expect(search).toHaveAttribute('placeholder', 'Search by client or description...');
    await user.type(search, 'omar');
    expect(rows()).toHaveLength(3);
    expect(screen.getByText('Showing 2 of 8 service records')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'hydro-jetting');
    expect(rows()).toHaveLength(2);
    await user.clear(search);
    await user.type(search, 'gutters');
    expect(screen.getByText('No service records found')).toBeVisible();
    expect(screen.getByText('Try adjusting your search terms')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(rows()).toHaveLength(9);
  });

  it('says how to get records when there are none, and offers QuickBooks', async () => {
    const { user } = renderPortal({ records: ready([]) });
    expect(screen.getByText('No service records found')).toBeVisible();
    expect(
      screen.getByText('Connect your Quickbooks account to import service records'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Connect QuickBooks' }));
    expect(screen.getByRole('tab', { name: 'QuickBooks Integration' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows loading, and a failure with Try Again', async () => {
    const onRetryRecords = vi.fn();
    const { user } = renderPortal({ records: failed(new Error('x')), onRetryRecords });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load your service records');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetryRecords).toHaveBeenCalledTimes(1);
    renderPortal({ records: LOADING });
    expect(screen.getByText('Loading service records')).toBeInTheDocument();
  });

  it('refreshes on Refresh and shows "Refreshing..." while it reads', async () => {
    const onRefreshRecords = vi.fn();
    const { user } = renderPortal({ onRefreshRecords });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefreshRecords).toHaveBeenCalledTimes(1);
  });
});

describe('ContractorPortalScreen: add, edit, delete', () => {
  it('validates the form with the schema messages and saves the raw values', async () => {
    const onSaveRecord = vi.fn(() => Promise.resolve({ ok: true as const }));
    const { user } = renderPortal({ onSaveRecord });
    await user.click(screen.getAllByRole('button', { name: 'Add Record' })[0] as HTMLElement);
    const dialog = await interactive(screen.findByRole('dialog', { name: 'Add Service Record' }));
    const form = within(dialog);
    await user.click(form.getByRole('button', { name: 'Add Record' }));
    expect(await form.findByText('Client is required')).toBeVisible();
    expect(form.getByText('Description is required')).toBeVisible();
    expect(form.getByText('Please enter a valid amount')).toBeVisible();
    expect(onSaveRecord).not.toHaveBeenCalled();

    await user.type(form.getByLabelText(/^Client/), 'Jane Cooper');
    await user.type(form.getByLabelText(/^Description/), 'Fixed the faucet');
    await user.type(form.getByLabelText(/^Amount/), '120');
    await user.type(form.getByLabelText(/^Balance Due/), '150');
    await user.click(form.getByRole('button', { name: 'Add Record' }));
    expect(await form.findByText('Balance cannot be more than the amount')).toBeVisible();

    await user.clear(form.getByLabelText(/^Balance Due/));
    await user.type(form.getByLabelText(/^Balance Due/), '20.5');
    await user.click(form.getByRole('button', { name: 'Add Record' }));
    await waitFor(() => expect(onSaveRecord).toHaveBeenCalledTimes(1));
    expect(onSaveRecord).toHaveBeenCalledWith(
      {
        date: FIXTURE_TODAY,
        client: 'Jane Cooper',
        description: 'Fixed the faucet',
        amount: '120',
        balance: '20.5',
        status: 'completed',
      },
      null,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before dropping unsaved changes', async () => {
    const { user } = renderPortal();
    await user.click(
      screen.getByRole('button', { name: 'Edit the record for Omar Okafor, Nov 4, 2026' }),
    );
    const dialog = await interactive(screen.findByRole('dialog', { name: 'Edit Service Record' }));
    expect(within(dialog).getByLabelText(/^Client/)).toHaveValue('Omar Okafor');
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue('4200.00');
    await user.type(within(dialog).getByLabelText(/^Client/), ' Jr.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await interactive(
      screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' }),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Continue Editing' }));
    expect(screen.getByRole('dialog', { name: 'Edit Service Record' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await interactive(screen.findByRole('alertdialog'))).getByRole('button', {
        name: 'Discard Changes',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a field error the server returned under the field', async () => {
    const onSaveRecord = vi.fn(() =>
      Promise.resolve({ ok: false as const, field: 'client', message: 'Client is required' }),
    );
    const { user } = renderPortal({ onSaveRecord });
    await user.click(
      screen.getByRole('button', { name: 'Edit the record for Omar Okafor, Nov 4, 2026' }),
    );
    const dialog = await interactive(screen.findByRole('dialog', { name: 'Edit Service Record' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Client is required')).toBeVisible();
    expect(onSaveRecord).toHaveBeenCalledWith(
      expect.objectContaining({ client: 'Omar Okafor' }),
      'sr-2',
    );
  });

  it('deletes a manual record after confirmation', async () => {
    const onDeleteRecord = vi.fn((record: ServiceRecordView) =>
      Promise.resolve(record.id === 'sr-2'),
    );
    const { user } = renderPortal({ onDeleteRecord });
    await user.click(
      screen.getByRole('button', { name: 'Delete the record for Omar Okafor, Nov 4, 2026' }),
    );
    const confirm = await interactive(
      screen.findByRole('alertdialog', { name: 'Delete Service Record' }),
    );
    expect(confirm).toHaveTextContent('Omar Okafor on Nov 4, 2026');
    await user.click(within(confirm).getByRole('button', { name: 'Delete Record' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDeleteRecord).toHaveBeenCalledWith(expect.objectContaining({ id: 'sr-2' }));
  });
});

describe('ContractorPortalScreen: QuickBooks Integration', () => {
  it('switches tabs', async () => {
    const { user } = renderPortal();
    await user.click(screen.getByRole('tab', { name: 'QuickBooks Integration' }));
    expect(screen.getByRole('heading', { name: 'Recent Invoices' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Service Records' }));
    expect(screen.getByRole('searchbox', { name: 'Search service records' })).toBeVisible();
  });

  /** The QuickBooks tab in `status`: pressing `button` asks to connect, once. */
  async function expectConnectFrom(status: QuickBooksStatus, button: string) {
    const onConnect = vi.fn();
    const { user } = renderPortal({ initialTab: 'quickbooks', status: ready(status), onConnect });
    await user.click(screen.getByRole('button', { name: button }));
    expect(onConnect).toHaveBeenCalledTimes(1);
  }

  it('not connected: Connect QuickBooks', async () => {
    await expectConnectFrom(quickbooksNotConnectedFixture, 'Connect QuickBooks');
    expect(screen.queryByRole('button', { name: 'Fetch Invoices' })).toBeNull();
  });

  it('connected: company, dates, Fetch Invoices, Disconnect with confirmation, Recent Invoices', async () => {
    const onImport = vi.fn();
    const onDisconnect = vi.fn(() => Promise.resolve(true));
    const { user } = renderPortal({ initialTab: 'quickbooks', onImport, onDisconnect });
    expect(screen.getByText('Connected to QuickBooks')).toBeVisible();
    expect(screen.getByText('Carlos Plumbing & Repair LLC')).toBeVisible();
    expect(screen.getByText('9130357766552912')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Fetch Invoices' }));
    expect(onImport).toHaveBeenCalledTimes(1);
    const invoices = within(screen.getByRole('region', { name: /Recent invoices/ })).getAllByRole(
      'row',
    );
    expect(invoices).toHaveLength(5);
    const header = within(invoices[0] as HTMLElement);
    for (const name of ['Invoice #', 'Date', 'Customer', 'Amount', 'Balance'])
      expect(header.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(within(invoices[1] as HTMLElement).getByText('1045')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    const confirm = await interactive(
      screen.findByRole('alertdialog', { name: 'Disconnect QuickBooks?' }),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    expect(onDisconnect).toHaveBeenCalledTimes(1);
  });

  it('importing: "Fetching Invoices..." on a busy button', () => {
    renderPortal({ initialTab: 'quickbooks', busy: 'importing' });
    expect(screen.getByRole('button', { name: /Fetching Invoices/ })).toBeDisabled();
  });

  it('expired: says so and offers to connect again', async () => {
    await expectConnectFrom(quickbooksExpiredFixture, 'Connect QuickBooks again');
    expect(screen.getByText('Your QuickBooks connection has expired')).toBeVisible();
  });

  it('not configured: says so, with no Connect', () => {
    renderPortal({ initialTab: 'quickbooks', status: ready(quickbooksNotConfiguredFixture) });
    expect(screen.getByText('QuickBooks is not configured on this server')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Connect QuickBooks/ })).toBeNull();
  });
});
