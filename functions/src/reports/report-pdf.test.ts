import { describe, expect, it } from 'vitest';
import type { HistoryRow } from '@homeledger/domain';
import { buildReportPdf } from './report-pdf';
import { pdfText, reportModel } from './reports.test-support';

function row(i: number): HistoryRow {
  return {
    id: `r${i}`,
    date: `2025-01-${String((i % 28) + 1).padStart(2, '0')}`,
    serviceType: 'Plumbing',
    contractor: `Contractor ${i}`,
    cost: '$100.00',
    status: 'Completed',
    validatedBy: null,
    hasReceipt: false,
    byPreviousOwner: false,
    receiptKept: false,
  };
}

const model = (rows: number) =>
  reportModel({ rows: Array.from({ length: rows }, (_, i) => row(i)) });

describe('the report’s tables across pages', () => {
  // Around the history table's page breaks (41 rows fill its first page, then its header
  // repeats): a header always comes with a row under it, never alone on a page.
  it('never leaves a table header on a page without rows', async () => {
    for (const rows of [38, 39, 40, 41, 42, 43, 44, 80, 81, 82, 83, 84]) {
      const pages = await pdfText((await buildReportPdf(model(rows), [])).bytes);
      const withHeader = pages.filter((text) => /Date\s+Service type\s+Contractor/.test(text));
      expect(withHeader.length, `${rows} rows`).toBeGreaterThan(0);
      for (const text of withHeader) expect(text, `${rows} rows`).toMatch(/Contractor \d+/);
      // Every row is printed once.
      const printed = pages.join(' ').match(/Contractor \d+/g) ?? [];
      expect(new Set(printed).size, `${rows} rows`).toBe(rows);
    }
  });

  it('prints a long validation mark in full, wrapped in its cell', async () => {
    const mark =
      'Validated by Licensed Plumbing Business LLC (email verified, business not verified)';
    const long = model(3);
    long.rows[1] = { ...row(1), validatedBy: mark };
    const text = (await pdfText((await buildReportPdf(long, [])).bytes)).join(' ');
    expect(text.replace(/\s+/g, ' ')).toContain(mark);
    expect(text).not.toContain('…');
    // The rows after the wrapped one are all there.
    expect(text).toMatch(/Contractor 2/);
  });
});
