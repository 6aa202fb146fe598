/**
 * The contractor portal's copy (product spec "Contractor dashboard", §8 Accounting),
 * word for word where the spec gives it, and what each callable failure
 * means for the user. No Firebase here.
 */
import { SERVICE_RECORD_MESSAGES } from '@homeledger/domain';
import { CALLABLE_FALLBACK_MESSAGE, callableFailure } from '@/lib/firebase/callable';
import type { PortalView, QuickBooksImportResult } from './contractor-types';
import { contractorView, paths } from '@/lib/paths';

export const PORTAL_COPY = {
  sidebarTitle: 'Contractor Portal',
  management: 'Management',
  analytics: 'Analytics',
  logout: 'Logout',
  welcome: (name: string) => `Welcome, ${name}`,
  defaultName: 'Contractor',
  subtitle: 'Manage your service records',
  recordsTab: 'Service Records',
  quickbooksTab: 'QuickBooks Integration',
} as const;

/** The sidebar's entries, in order: view, label, path. */
export const PORTAL_VIEWS: readonly {
  view: PortalView;
  label: string;
  path: string;
  group: 'management' | 'analytics';
}[] = [
  { view: 'dashboard', label: 'Dashboard', path: paths.contractor, group: 'management' },
  {
    view: 'records',
    label: 'Service Records',
    path: contractorView('records'),
    group: 'management',
  },
  { view: 'clients', label: 'Clients', path: contractorView('clients'), group: 'management' },
  { view: 'reports', label: 'Reports', path: contractorView('reports'), group: 'analytics' },
];

/** The view a path shows (`/contractor/clients` → clients), or null for an unknown one. */
export function viewOfPath(pathname: string): PortalView | null {
  const rest = pathname.replace(/^\/contractor\/?/, '').replace(/\/+$/, '');
  if (rest === '') return 'dashboard';
  const match = PORTAL_VIEWS.find((entry) => entry.path === contractorView(rest));
  return match ? match.view : null;
}

export const VIEW_COPY = {
  records: {
    title: 'Service Records',
    subtitle: 'Every job you recorded here or imported from QuickBooks.',
  },
  clients: {
    title: 'Clients',
    subtitle: 'The clients of your service records, with what they were billed and still owe.',
  },
  reports: {
    title: 'Reports',
    subtitle: 'Revenue per month of service over the last 12 months, and what is still owed.',
  },
} as const;

export const RECORDS_COPY = {
  searchLabel: 'Search service records',
  searchPlaceholder: 'Search by client or description...',
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  add: 'Add Record',
  loading: 'Loading service records',
  loadFailed: 'Failed to load your service records',
  loadFailedText: 'Please try again later.',
  tryAgain: 'Try Again',
  emptyTitle: 'No service records found',
  emptySearch: 'Try adjusting your search terms',
  emptyNone: 'Connect your Quickbooks account to import service records',
  clearSearch: 'Clear search',
  connectQuickBooks: 'Connect QuickBooks',
  showing: (shown: number, total: number) =>
    shown === total
      ? `${total} service ${total === 1 ? 'record' : 'records'}`
      : `Showing ${shown} of ${total} service records`,
  tableLabel: 'Service records (scrolls sideways)',
  date: 'Date',
  client: 'Client',
  description: 'Description',
  amount: 'Amount',
  balance: 'Balance',
  status: 'Status',
  source: 'Source',
  statusAndSource: 'Status',
  actions: 'Actions',
  sourceQuickBooks: 'QuickBooks',
  sourceManual: 'Manual',
  invoiceNumber: (doc: string) => `Invoice #${doc}`,
  balanceDue: (amount: string) => `${amount} due`,
  edit: 'Edit',
  delete: 'Delete',
  send: 'Send to homeowner',
  editLabel: (client: string, date: string) => `Edit the record for ${client}, ${date}`,
  deleteLabel: (client: string, date: string) => `Delete the record for ${client}, ${date}`,
  sendLabel: (client: string, date: string) =>
    `Send the record for ${client}, ${date} to a homeowner`,
  importedNote: 'Imported from QuickBooks: change it in QuickBooks, then fetch invoices again.',
  offerSent: (email: string) => `Sent to ${email}`,
  offerAccepted: (email: string) => `Accepted by ${email}`,
  offerDeclined: (email: string) => `Declined by ${email}`,
} as const;

export const RECORD_FORM_COPY = {
  addTitle: 'Add Service Record',
  editTitle: 'Edit Service Record',
  addDescription: 'Record a job you did for a client.',
  editDescription: 'Update the details of this service record.',
  date: 'Date of Service',
  client: 'Client',
  clientPlaceholder: 'e.g. Jane Cooper',
  description: 'Description',
  descriptionPlaceholder: 'Describe the work that was done',
  amount: 'Amount',
  balance: 'Balance Due',
  balanceHint: 'What the client still owes. Leave empty when paid in full.',
  status: 'Status',
  cancel: 'Cancel',
  add: 'Add Record',
  save: 'Save Changes',
  saving: 'Saving...',
  discardText: 'The changes you made to this service record will be lost.',
  deleteTitle: 'Delete Service Record',
  deleteText: (client: string, date: string) =>
    `Are you sure you want to delete the service record for ${client} on ${date}? This action cannot be undone.`,
  deleteConfirm: 'Delete Record',
} as const;

export const CLIENTS_COPY = {
  tableLabel: 'Clients (scrolls sideways)',
  client: 'Client',
  records: 'Records',
  billed: 'Total Billed',
  open: 'Open Balance',
  last: 'Last Service',
  empty: 'No clients yet',
  emptyText: 'Clients appear here once you add or import service records.',
  count: (n: number) => `${n} ${n === 1 ? 'client' : 'clients'}`,
} as const;

export const REPORTS_COPY = {
  billed: 'Billed (last 12 months)',
  collected: 'Collected (last 12 months)',
  open: 'Open balance (all records)',
  records: 'Records (last 12 months)',
  chartTitle: 'Revenue per month',
  chartDescription: 'Amount billed per month of service; the amber part is still owed.',
  chartLabel: (from: string, to: string) =>
    `Bar chart of the amount billed per month from ${from} to ${to}. The table below lists the same figures.`,
  legendPaid: 'Paid',
  legendOpen: 'Open balance',
  tableCaption: 'Revenue per month of service, last 12 months',
  month: 'Month',
  billedColumn: 'Billed',
  openColumn: 'Open Balance',
  recordsColumn: 'Records',
  total: 'Total',
  empty: 'No revenue to report yet',
  emptyText: 'Reports are built from your service records. Add or import some to see them here.',
} as const;

export const QUICKBOOKS_COPY = {
  title: 'QuickBooks Online',
  intro:
    'Connect your QuickBooks Online company to import your invoices as service records. HomeLedger only reads invoices.',
  connect: 'Connect QuickBooks',
  connecting: 'Connecting...',
  connectAgain: 'Connect QuickBooks again',
  connected: 'Connected to QuickBooks',
  company: 'Company',
  realm: 'Company ID',
  connectedAt: 'Connected',
  lastImport: 'Last import',
  never: 'Never',
  fetch: 'Fetch Invoices',
  fetching: 'Fetching Invoices...',
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting...',
  disconnectTitle: 'Disconnect QuickBooks?',
  disconnectText:
    'HomeLedger will stop importing invoices from this company. Service records already imported stay here. You can connect again at any time.',
  checking: 'Checking the QuickBooks connection',
  statusFailed: 'Could not check the QuickBooks connection.',
  tryAgain: 'Try Again',
  expiredTitle: 'Your QuickBooks connection has expired',
  expiredText:
    'QuickBooks no longer accepts the saved authorization, so invoices cannot be fetched. Connect again to continue importing.',
  notConfiguredTitle: 'QuickBooks is not configured on this server',
  notConfiguredText:
    'An administrator has to add the QuickBooks app credentials before contractors can connect. Your service records are not affected.',
  recentInvoices: 'Recent Invoices',
  recentInvoicesLabel: 'Recent invoices (scrolls sideways)',
  invoiceNumber: 'Invoice #',
  date: 'Date',
  customer: 'Customer',
  amount: 'Amount',
  balance: 'Balance',
  noInvoices: 'No invoices imported yet',
  noInvoicesText: 'Fetch Invoices to import your QuickBooks invoices as service records.',
  noInvoicesDisconnected: 'Connect QuickBooks, then fetch your invoices to see them here.',
  loadingInvoices: 'Loading invoices',
} as const;

export interface PortalToast {
  title: string;
  description?: string;
  variant?: 'success' | 'destructive';
}

const errorToast = (description: string): PortalToast => ({
  title: 'Error',
  description,
  variant: 'destructive',
});

export const PORTAL_TOASTS = {
  added: {
    title: 'Service Record Added',
    description: 'Your service record has been successfully added',
    variant: 'success',
  },
  updated: {
    title: 'Success',
    description: 'Service record updated successfully',
    variant: 'success',
  },
  removed: {
    title: 'Service Record Removed',
    description: 'The service record has been successfully removed',
  },
  deleteFailed: errorToast('Failed to delete service record. Please try again.'),
  connectFailed: { title: 'Failed to initiate QuickBooks connection', variant: 'destructive' },
  fetchFailed: { title: 'Failed to fetch invoices', variant: 'destructive' },
  disconnected: { title: 'QuickBooks disconnected', variant: 'success' },
  disconnectFailed: errorToast('Failed to disconnect QuickBooks. Please try again.'),
  connectedBack: {
    title: 'Connected to QuickBooks',
    description: 'You can now fetch your invoices.',
    variant: 'success',
  },
} as const satisfies Record<string, PortalToast>;

/** The success toast of an import, with its counts. */
export function importedToast(result: QuickBooksImportResult): PortalToast {
  const { imported, updated, total } = result;
  const description =
    total === 0
      ? 'QuickBooks has no invoices for this company yet.'
      : `${imported} new, ${updated} updated, ${total} ${total === 1 ? 'invoice' : 'invoices'} in QuickBooks.`;
  return { title: 'Invoices fetched', description, variant: 'success' };
}

/** Readable text for the callback's `reason` (the codes functions/src/quickbooks sends; anything else gets a general line). */
export function callbackErrorText(reason: string | null): string {
  switch (reason) {
    case 'denied':
      return 'QuickBooks access was not granted. You can connect whenever you are ready.';
    case 'unverified':
      return 'The QuickBooks connection could not be verified. Please connect again from this page.';
    case 'exchange-failed':
      return 'QuickBooks did not complete the connection. Please try again in a moment.';
    case 'missing-code':
      return 'QuickBooks did not send an authorization code. Please connect again.';
    default:
      return 'The QuickBooks connection did not complete. Please try again.';
  }
}

export function callbackErrorToast(reason: string | null): PortalToast {
  return {
    title: 'QuickBooks connection failed',
    description: callbackErrorText(reason),
    variant: 'destructive',
  };
}

/** The outcome of a failed save, for the form and the toast. */
export interface RecordSaveFailure {
  toast: PortalToast;
  /** The form field the server blamed and its message (shown under the field). */
  field: string | null;
  message: string | null;
  /** The record is gone or not this contractor's: close the form. */
  gone: boolean;
}

function detailOf(error: unknown) {
  const { code, message, field } = callableFailure(error);
  return { code, field, detail: message === CALLABLE_FALLBACK_MESSAGE ? null : message };
}

/** What a failed addServiceRecord / updateServiceRecord means. */
export function describeRecordSaveFailure(error: unknown, editing: boolean): RecordSaveFailure {
  const { code, field, detail } = detailOf(error);
  const base = { field: null, message: null, gone: false };
  if (code === 'not-found')
    return { ...base, toast: errorToast(SERVICE_RECORD_MESSAGES.recordNotFound), gone: true };
  if (code === 'unauthenticated')
    return { ...base, toast: errorToast(SERVICE_RECORD_MESSAGES.signedOut) };
  const fallback = editing
    ? 'Failed to update service record. Please try again.'
    : 'Failed to add service record. Please try again.';
  return {
    ...base,
    toast: errorToast(detail && code !== 'internal' ? detail : fallback),
    field: code === 'invalid-argument' && field ? field : null,
    message: code === 'invalid-argument' ? detail : null,
  };
}

/** What a failed deleteServiceRecord means. */
export function describeRecordDeleteFailure(error: unknown): PortalToast {
  const { code, detail } = detailOf(error);
  if (code === 'not-found') return errorToast(SERVICE_RECORD_MESSAGES.recordNotFound);
  if (detail && (code === 'permission-denied' || code === 'failed-precondition'))
    return errorToast(detail);
  return PORTAL_TOASTS.deleteFailed;
}

/** A QuickBooks failure toast: the spec's title, the server's reason when it wrote one for users. */
export function quickbooksFailureToast(title: string, error: unknown): PortalToast {
  const { detail } = detailOf(error);
  return {
    title,
    ...(detail && detail !== title ? { description: detail } : {}),
    variant: 'destructive',
  };
}

/** Whether a QuickBooks failure says the connection is gone (the status must be read again). */
export function isConnectionLost(error: unknown): boolean {
  const { code } = callableFailure(error);
  return code === 'failed-precondition';
}
