/** Old "Download everything" ZIPs go once a home has newer ones (issue #29 part 5). */
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../kit/memory-store';
import { MemoryBlobs } from './ports';
import { KEPT_REPORT_ZIPS, pruneReportZips, zipsToPrune } from './prune-report-zips';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const done = (n: number, extra: Record<string, unknown> = {}) => ({
  propertyId: 'p1',
  state: 'done',
  createdAt: day(n),
  path: `reports/p1/r${n}.pdf`,
  zipPath: `reports/p1/r${n}.zip`,
  zipSize: 10,
  ...extra,
});

describe('zipsToPrune', () => {
  it('keeps the newest reports’ ZIPs and names the older ones', () => {
    const reports = [1, 5, 3, 2, 4].map((n) => ({ id: `r${n}`, data: done(n) }));
    expect(zipsToPrune(reports, 3)).toEqual([
      { id: 'r2', zipPath: 'reports/p1/r2.zip' },
      { id: 'r1', zipPath: 'reports/p1/r1.zip' },
    ]);
    expect(KEPT_REPORT_ZIPS).toBeGreaterThan(0);
  });

  it('counts only finished reports with a ZIP, never a kept one', () => {
    const reports = [
      { id: 'new', data: done(9) },
      { id: 'rendering', data: { ...done(8), state: 'rendering', zipPath: null } },
      { id: 'nozip', data: done(7, { zipPath: null }) },
      { id: 'kept', data: done(1, { kind: 'kept' }) },
      { id: 'old', data: done(2) },
    ];
    expect(zipsToPrune(reports, 1)).toEqual([{ id: 'old', zipPath: 'reports/p1/r2.zip' }]);
  });
});

describe('pruneReportZips', () => {
  it('deletes the old ZIPs and clears them from their reports; the PDFs stay', async () => {
    const docs: Record<string, Record<string, unknown>> = {};
    const blobs = new MemoryBlobs();
    for (let n = 1; n <= KEPT_REPORT_ZIPS + 2; n++) {
      docs[`reports/r${n}`] = done(n);
      blobs.putBytes(`reports/p1/r${n}.pdf`, 'application/pdf', new Uint8Array([1]));
      blobs.putBytes(`reports/p1/r${n}.zip`, 'application/zip', new Uint8Array([2]));
    }
    docs['reports/other'] = { ...done(1), propertyId: 'p2', zipPath: 'reports/p2/o.zip' };
    blobs.putBytes('reports/p2/o.zip', 'application/zip', new Uint8Array([3]));
    const store = new MemoryStore(docs);
    const now = day(30);

    expect(await pruneReportZips({ store, blobs }, 'p1', now)).toEqual(['r2', 'r1']);
    const snap = store.snapshot();
    for (const n of [1, 2]) {
      expect(snap[`reports/r${n}`]).toMatchObject({
        zipPath: null,
        zipSize: null,
        path: `reports/p1/r${n}.pdf`,
      });
      expect(blobs.bytesOf(`reports/p1/r${n}.zip`)).toBeUndefined();
      expect(blobs.bytesOf(`reports/p1/r${n}.pdf`)).toBeDefined();
    }
    for (let n = 3; n <= KEPT_REPORT_ZIPS + 2; n++)
      expect(blobs.bytesOf(`reports/p1/r${n}.zip`)).toBeDefined();
    // Another home's report is not this home's to prune.
    expect(blobs.bytesOf('reports/p2/o.zip')).toBeDefined();
    // Nothing more on a second run.
    expect(await pruneReportZips({ store, blobs }, 'p1', now)).toEqual([]);
  });

  it('logs a failure and never throws: the report it follows is done', async () => {
    const docs: Record<string, Record<string, unknown>> = {};
    for (let n = 1; n <= KEPT_REPORT_ZIPS + 1; n++) docs[`reports/r${n}`] = done(n);
    const store = new MemoryStore(docs);
    const blobs = new MemoryBlobs();
    blobs.delete = async () => {
      throw new Error('storage is down');
    };
    const errors: string[] = [];
    const log = { error: (message: string) => errors.push(message) };
    await expect(pruneReportZips({ store, blobs, log }, 'p1', day(30))).resolves.toEqual([]);
    expect(errors).toEqual(['pruneReportZips: could not delete old ZIPs']);
    // The document was cleared first: the screen no longer offers a ZIP that may be gone.
    expect(store.snapshot()['reports/r1']).toMatchObject({ zipPath: null });
  });
});
