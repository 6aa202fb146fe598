import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  CreateHistoryReportSchema,
  REPORT_CODE_PATTERN,
  VerifyReportSchema,
  formatFileSize,
  formatReportCode,
  historyRows,
  normalizeReportCode,
  reportCodeFromBytes,
  reportFileName,
  reportPercent,
  reportSummary,
  warrantyRows,
  type ReportRepair,
} from './history-report';

const REPAIRS: ReportRepair[] = [
  {
    id: 'a',
    serviceType: 'Plumbing',
    date: '2023-04-02',
    status: 'completed',
    contractorName: 'Typed By Owner',
    costCents: 12_000,
    description: 'Replaced the water heater',
    isContractorValidated: true,
    validation: { state: 'validated', contractorName: 'Pipes & Co' },
    receipt: { path: 'receipts/p/a.pdf' },
  },
  {
    id: 'b',
    serviceType: 'HVAC',
    date: '2025-01-10',
    status: 'in-progress',
    contractorName: null,
    costCents: null,
    validation: { state: 'requested', contractorName: 'Cool Air' },
  },
  {
    id: 'c',
    serviceType: 'Plumbing',
    date: '2025-06-01',
    status: 'completed',
    costCents: 5_050,
    validation: { state: 'none' },
  },
  {
    id: 'd',
    serviceType: 'Roofing',
    date: '2025-06-01',
    status: 'scheduled',
    costCents: 100,
    byPreviousOwner: true,
  },
];

describe('reportSummary', () => {
  const summary = reportSummary(REPAIRS);

  it('counts repairs by year (newest first) and by service type (most first)', () => {
    expect(summary.byYear).toEqual([
      { year: 2025, count: 3, costCents: 5_150 },
      { year: 2023, count: 1, costCents: 12_000 },
    ]);
    expect(summary.byServiceType[0]).toEqual({
      serviceType: 'Plumbing',
      count: 2,
      costCents: 17_050,
    });
    expect(summary.byServiceType.map((t) => t.serviceType)).toEqual([
      'Plumbing',
      'HVAC',
      'Roofing',
    ]);
  });

  it('totals the costs and the share validated by a contractor (requested is not validated)', () => {
    expect(summary.totalSpentCents).toBe(17_150);
    expect(summary.validatedCount).toBe(1);
    expect(summary.validatedShare).toBe(0.25);
    expect(summary.dateRange).toEqual({ from: '2023-04-02', to: '2025-06-01' });
  });

  it('counts the marks whose business a reviewer verified (#33), validated ones only', () => {
    expect(summary.businessVerifiedCount).toBe(0);
    const verified = (id: string, state: string) => ({
      id,
      date: '2025-01-01',
      isContractorValidated: state === 'validated',
      validation: { state, contractorName: 'P', businessVerified: true },
    });
    expect(
      reportSummary([...REPAIRS, verified('v', 'validated'), verified('w', 'requested')])
        .businessVerifiedCount,
    ).toBe(1);
  });

  it('finds the last repair of each system, from the service type or the description', () => {
    const by = Object.fromEntries(summary.lastRepairBySystem.map((s) => [s.system, s.date]));
    expect(by).toMatchObject({
      HVAC: '2025-01-10',
      Roof: '2025-06-01',
      Plumbing: '2025-06-01',
      'Water heater': '2023-04-02',
      Electrical: null,
    });
  });

  it('is empty without repairs', () => {
    const empty = reportSummary([]);
    expect(empty).toMatchObject({ repairCount: 0, validatedShare: 0, dateRange: null });
    expect(empty.byYear).toEqual([]);
  });
});

describe('historyRows', () => {
  it('lists newest first (ties by id) with the validating business, never the typed name', () => {
    const rows = historyRows(REPAIRS, { includeCosts: true });
    expect(rows.map((r) => r.id)).toEqual(['c', 'd', 'b', 'a']);
    const a = rows[3];
    expect(a).toMatchObject({
      contractor: 'Typed By Owner',
      validatedBy: 'Validated by Pipes & Co (email verified, business not verified)',
      cost: '$120.00',
      status: 'Completed',
      hasReceipt: true,
    });
    expect(rows[2]).toMatchObject({
      validatedBy: null,
      cost: 'Not specified',
      status: 'In Progress',
    });
  });

  it("marks an earlier owner's entries, except in the report that owner keeps", () => {
    const marked = (options: { markPreviousOwner?: boolean }) =>
      historyRows(REPAIRS, { includeCosts: true, ...options })
        .filter((r) => r.byPreviousOwner)
        .map((r) => r.id);
    expect(marked({})).toEqual(['d']);
    expect(marked({ markPreviousOwner: false })).toEqual([]);
  });

  it('says a receipt was kept by the previous owner (#33), except in the report that owner keeps', () => {
    const repairs = [
      { id: 'k', date: '2025-01-01', byPreviousOwner: true, receiptKept: true },
      {
        id: 'n',
        date: '2024-01-01',
        byPreviousOwner: true,
        receipt: { path: 'receipts/p/u/x.pdf' },
      },
    ];
    const kept = (options: { markPreviousOwner?: boolean }) =>
      historyRows(repairs, { includeCosts: true, ...options }).map((r) => [r.id, r.receiptKept]);
    expect(kept({})).toEqual([
      ['k', true],
      ['n', false],
    ]);
    expect(kept({ markPreviousOwner: false })).toEqual([
      ['k', false],
      ['n', false],
    ]);
  });

  it('leaves the costs out when asked', () => {
    expect(historyRows(REPAIRS, { includeCosts: false }).every((r) => r.cost === null)).toBe(true);
  });
});

describe('verification codes', () => {
  it('carries 130 bits in 26 base32 characters', () => {
    const code = reportCodeFromBytes(new Uint8Array(17).fill(255));
    expect(code).toBe('7'.repeat(26));
    expect(reportCodeFromBytes(new Uint8Array(17))).toBe('a'.repeat(26));
    const random = reportCodeFromBytes(new Uint8Array(17).map((_, i) => (i * 97 + 13) & 0xff));
    expect(random).toMatch(REPORT_CODE_PATTERN);
    expect(() => reportCodeFromBytes(new Uint8Array(16))).toThrow(RangeError);
  });

  it('prints in groups of four and reads back what people type', () => {
    const code = 'abcdefghijklmnopqrstuvwxyz';
    expect(formatReportCode(code)).toBe('abcd-efgh-ijkl-mnop-qrst-uvwx-yz');
    expect(normalizeReportCode(' ABCD-efgh ijkl-mnop-qrst-uvwx-yz')).toBe(code);
  });

  it('is checked by the verify schema', () => {
    expect(v.safeParse(VerifyReportSchema, { code: 'a'.repeat(26) }).success).toBe(true);
    expect(v.safeParse(VerifyReportSchema, { code: 'a'.repeat(25) }).success).toBe(false);
    expect(v.safeParse(VerifyReportSchema, { code: '0'.repeat(26) }).success).toBe(false);
  });
});

describe('schemas and formatting', () => {
  it('needs every option as a boolean', () => {
    const ok = { propertyId: 'p1', includeReceipts: true, includeCosts: false, includePhoto: true };
    expect(v.safeParse(CreateHistoryReportSchema, ok).success).toBe(true);
    expect(v.safeParse(CreateHistoryReportSchema, { ...ok, includeCosts: 'yes' }).success).toBe(
      false,
    );
  });

  it('names files and sizes for people', () => {
    expect(reportFileName('123 Main St.', '2026-05-01')).toBe(
      'home-history-123-main-st-2026-05-01.pdf',
    );
    expect(formatFileSize(1_572_864)).toBe('1.5 MB');
    expect(formatFileSize(2048)).toBe('2 KB');
  });

  it('turns progress into a percentage', () => {
    expect(reportPercent({ state: 'queued', progress: { done: 0, total: 0 } })).toBe(0);
    expect(reportPercent({ state: 'rendering', progress: { done: 5, total: 10 } })).toBe(50);
    expect(reportPercent({ state: 'done', progress: { done: 10, total: 10 } })).toBe(100);
  });
});

describe('warrantyRows', () => {
  const warranty = (item: string, endDate: string, transferable = true) => ({
    item,
    provider: `${item} Co.`,
    startDate: '2024-01-10',
    endDate,
    transferable,
  });
  const REPORT_DATE = '2026-05-01';

  it('states each warranty at the report date: active, expiring within 60 days, expired', () => {
    const rows = warrantyRows(
      [
        warranty('Roof', '2036-01-09'),
        warranty('Water heater', '2026-06-30', false),
        warranty('Dishwasher', '2026-04-30'),
        warranty('Furnace', '2026-05-01'),
        warranty('Windows', '2026-07-01'),
      ],
      REPORT_DATE,
    );
    expect(rows.map((r) => [r.item, r.state])).toEqual([
      // The last covered day is the report date itself: still covered, ending soon.
      ['Furnace', 'expiring'],
      ['Water heater', 'expiring'],
      // Day 61 after the report date.
      ['Windows', 'active'],
      ['Roof', 'active'],
      ['Dishwasher', 'expired'],
    ]);
    expect(rows[1]).toEqual({
      item: 'Water heater',
      provider: 'Water heater Co.',
      startDate: '2024-01-10',
      endDate: '2026-06-30',
      transferable: false,
      state: 'expiring',
    });
  });

  it('prints no end date as null, counts it active, after the dated ones and before the expired', () => {
    const rows = warrantyRows(
      [
        warranty('Old fridge', '2020-01-01'),
        warranty('Lifetime sink', ''),
        warranty('Newer expired', '2025-01-01'),
        warranty('Garage door', '2027-01-01'),
        { ...warranty('Bad date', '2026-02-31'), startDate: 'soon' },
      ],
      REPORT_DATE,
    );
    expect(rows.map((r) => [r.item, r.endDate, r.state])).toEqual([
      ['Garage door', '2027-01-01', 'active'],
      ['Bad date', null, 'active'],
      ['Lifetime sink', null, 'active'],
      ['Newer expired', '2025-01-01', 'expired'],
      ['Old fridge', '2020-01-01', 'expired'],
    ]);
    expect(rows[1]?.startDate).toBe('');
  });

  it('strips control and bidi characters from what it prints', () => {
    const [row] = warrantyRows(
      [{ ...warranty('Boiler\u202e', '2027-01-01'), provider: ' Acme\u0000 ' }],
      REPORT_DATE,
    );
    expect(row).toMatchObject({ item: 'Boiler', provider: 'Acme' });
  });

  it('is empty without warranties', () => {
    expect(warrantyRows([], REPORT_DATE)).toEqual([]);
  });
});
