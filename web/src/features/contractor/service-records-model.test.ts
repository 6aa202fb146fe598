import { describe, expect, it } from 'vitest';
import { manyRecords, recordsFixture } from './contractor.fixtures';
import {
  quickbooksInvoices,
  recordTotals,
  revenueReport,
  searchServiceRecords,
  summarizeClients,
} from './service-records-model';

describe('searchServiceRecords', () => {
  it('matches client or description, case-insensitively, every word', () => {
    expect(searchServiceRecords(recordsFixture, 'HANNAH').map((r) => r.id)).toEqual([
      'sr-1',
      'sr-4',
      'sr-8',
    ]);
    expect(searchServiceRecords(recordsFixture, 'water heater').map((r) => r.id)).toEqual(['sr-1']);
    expect(searchServiceRecords(recordsFixture, 'priya disposal').map((r) => r.id)).toEqual([
      'sr-7',
    ]);
    expect(searchServiceRecords(recordsFixture, 'gutter')).toEqual([]);
    expect(searchServiceRecords(recordsFixture, '   ')).toBe(recordsFixture);
  });
});

describe('summarizeClients', () => {
  it('groups by name whatever its case and spacing, newest client first, with totals', () => {
    const clients = summarizeClients(recordsFixture);
    expect(clients.map((c) => c.name)).toEqual([
      'Hannah Homeowner',
      'Omar Okafor',
      'Priya Patel',
      'Lakeview Condo Association',
    ]);
    expect(clients[0]).toMatchObject({
      recordCount: 3,
      totalBilledCents: 186_500 + 28_550 + 64_000,
      openBalanceCents: 86_500,
      lastServiceDate: '2026-11-18',
    });
    expect(clients[2]).toMatchObject({ recordCount: 2, totalBilledCents: 12_500 + 34_900 });
  });
});

describe('revenueReport', () => {
  it('covers the 12 months ending this month, oldest first', () => {
    const report = revenueReport(recordsFixture, '2026-11-23');
    expect(report.months).toHaveLength(12);
    expect(report.months[0]?.month).toBe('2025-12');
    expect(report.months.at(-1)).toMatchObject({
      month: '2026-11',
      label: 'Nov 2026',
      billedCents: 186_500 + 420_000,
      openBalanceCents: 86_500 + 420_000,
      recordCount: 2,
    });
    // Sep 2025 is outside the window but its balance still counts as open.
    expect(report.recordCount).toBe(7);
    expect(report.totalOpenBalanceCents).toBe(86_500 + 420_000);
  });
  it('crosses year boundaries', () => {
    const report = revenueReport([], '2026-01-05', 3);
    expect(report.months.map((m) => m.month)).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(report.billedCents).toBe(0);
  });
});

describe('quickbooksInvoices and recordTotals', () => {
  it('lists imported records newest first', () => {
    expect(quickbooksInvoices(recordsFixture).map((r) => r.id)).toEqual([
      'sr-1',
      'sr-3',
      'sr-5',
      'sr-7',
    ]);
    expect(quickbooksInvoices(manyRecords).every((r) => r.source.kind === 'quickbooks')).toBe(true);
  });
  it('adds up the dashboard figures', () => {
    expect(recordTotals(recordsFixture)).toEqual({
      recordCount: 8,
      billedCents: 843_450,
      openBalanceCents: 506_500,
      clientCount: 4,
    });
  });
});
