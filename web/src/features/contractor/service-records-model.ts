/**
 * What the portal's views compute from the contractor's service records: search,
 * the Clients table, the Reports months and the Recent Invoices list. Pure functions
 * of the records already read (one query), so no view reads anything of its own.
 */
import type { ServiceRecordView } from '@homeledger/domain';
import type { ClientSummary, MonthRevenue, RevenueReport } from './contractor-types';

/** Whether the record came from a QuickBooks invoice (imported records are read-only here). */
export function isImported(record: Pick<ServiceRecordView, 'source'>): record is Pick<
  ServiceRecordView,
  'source'
> & {
  source: Extract<ServiceRecordView['source'], { kind: 'quickbooks' }>;
} {
  return record.source.kind === 'quickbooks';
}

/** The search box: a case-insensitive match on client or description (any order of words). */
export function searchServiceRecords<T extends Pick<ServiceRecordView, 'client' | 'description'>>(
  records: readonly T[],
  query: string,
): readonly T[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return records;
  return records.filter((record) => {
    const text = `${record.client}\n${record.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** A client's grouping key: case, runs of spaces and surrounding blanks do not split a client. */
export function clientKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Newest first: by service date, then by creation time when both exist. */
function newerFirst(a: ServiceRecordView, b: ServiceRecordView): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return millis(b.createdAt) - millis(a.createdAt);
}

function millis(value: unknown): number {
  if (typeof value === 'object' && value !== null && 'toMillis' in value) {
    const read = (value as { toMillis: unknown }).toMillis;
    if (typeof read === 'function') {
      const result: unknown = read.call(value);
      return typeof result === 'number' && Number.isFinite(result) ? result : 0;
    }
  }
  return 0;
}

/** The Clients view: one row per client, the most recently served first. */
export function summarizeClients(records: readonly ServiceRecordView[]): ClientSummary[] {
  const byKey = new Map<string, ClientSummary>();
  for (const record of [...records].sort(newerFirst)) {
    const key = clientKey(record.client);
    if (key === '') continue;
    const summary = byKey.get(key);
    if (!summary) {
      byKey.set(key, {
        key,
        name: record.client.trim().replace(/\s+/g, ' '),
        recordCount: 1,
        totalBilledCents: record.amountCents,
        openBalanceCents: record.balanceCents,
        lastServiceDate: record.date,
      });
      continue;
    }
    summary.recordCount += 1;
    summary.totalBilledCents += record.amountCents;
    summary.openBalanceCents += record.balanceCents;
  }
  return [...byKey.values()].sort(
    (a, b) =>
      (a.lastServiceDate < b.lastServiceDate
        ? 1
        : a.lastServiceDate > b.lastServiceDate
          ? -1
          : 0) || a.name.localeCompare(b.name),
  );
}

const SHORT_MONTH = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const LONG_MONTH = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `yyyy-MM` of a `yyyy-MM-dd`. */
function monthOf(date: string): string {
  return date.slice(0, 7);
}

/**
 * The Reports view: billed amount and open balance per calendar month of service,
 * for the `count` months ending with `today`'s month (oldest first), plus totals.
 */
export function revenueReport(
  records: readonly ServiceRecordView[],
  today: string,
  count = 12,
): RevenueReport {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const months: MonthRevenue[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    const key = `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    months.push({
      month: key,
      label: SHORT_MONTH.format(date),
      longLabel: LONG_MONTH.format(date),
      billedCents: 0,
      openBalanceCents: 0,
      recordCount: 0,
    });
  }
  const byMonth = new Map(months.map((m) => [m.month, m]));
  let totalOpenBalanceCents = 0;
  for (const record of records) {
    totalOpenBalanceCents += record.balanceCents;
    const slot = byMonth.get(monthOf(record.date));
    if (!slot) continue;
    slot.billedCents += record.amountCents;
    slot.openBalanceCents += record.balanceCents;
    slot.recordCount += 1;
  }
  return {
    months,
    billedCents: months.reduce((sum, m) => sum + m.billedCents, 0),
    openBalanceCents: months.reduce((sum, m) => sum + m.openBalanceCents, 0),
    totalOpenBalanceCents,
    recordCount: months.reduce((sum, m) => sum + m.recordCount, 0),
  };
}

/** Recent Invoices: the records imported from QuickBooks, newest first. */
export function quickbooksInvoices(records: readonly ServiceRecordView[]): ServiceRecordView[] {
  return records.filter((record) => record.source.kind === 'quickbooks').sort(newerFirst);
}

/** The Dashboard's figures. */
export interface RecordTotals {
  recordCount: number;
  billedCents: number;
  openBalanceCents: number;
  clientCount: number;
}

export function recordTotals(records: readonly ServiceRecordView[]): RecordTotals {
  const clients = new Set<string>();
  let billedCents = 0;
  let openBalanceCents = 0;
  for (const record of records) {
    billedCents += record.amountCents;
    openBalanceCents += record.balanceCents;
    const key = clientKey(record.client);
    if (key) clients.add(key);
  }
  return { recordCount: records.length, billedCents, openBalanceCents, clientCount: clients.size };
}
