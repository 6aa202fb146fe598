/** Catalogue and test fixtures of the Home History Report panel and the verify page. */
import type { CertifiedSummary } from '@homeledger/domain';
import type { ReportRow } from './report-types';

export const REPORT_CODE_FIXTURE = 'k7m2qx4vbn3hd6tr5wy2pa7ce4';

const base: ReportRow = {
  id: 'rep-1',
  state: 'done',
  progress: { done: 12, total: 12, phase: 'receipts' },
  failureReason: null,
  createdAt: '2026-05-01T15:04:00.000Z',
  path: 'reports/p-oak/rep-1.pdf',
  size: 8_734_112,
  zipPath: 'reports/p-oak/rep-1.zip',
  zipSize: 31_457_280,
  code: REPORT_CODE_FIXTURE,
  codeWithdrawn: false,
  stale: false,
  kept: null,
};

export const reportDone: ReportRow = base;
export const reportQueued: ReportRow = {
  ...base,
  id: 'rep-q',
  state: 'queued',
  progress: { done: 0, total: 0, phase: 'receipts' },
  path: null,
  size: null,
  zipPath: null,
  zipSize: null,
};
export const reportRendering: ReportRow = {
  ...reportQueued,
  id: 'rep-r',
  state: 'rendering',
  progress: { done: 7, total: 12, phase: 'receipts' },
};
export const reportZipping: ReportRow = {
  ...reportRendering,
  id: 'rep-z',
  progress: { done: 12, total: 12, phase: 'zip' },
};
export const reportFailed: ReportRow = {
  ...reportQueued,
  id: 'rep-f',
  state: 'failed',
  failureReason: 'The report could not be made. Please try again.',
  createdAt: '2026-04-28T09:30:00.000Z',
};
export const severalReports: ReportRow[] = [
  { ...base, id: 'rep-5', createdAt: '2026-05-01T15:04:00.000Z', size: 8_734_112 },
  {
    ...base,
    id: 'rep-4',
    createdAt: '2026-04-20T11:12:00.000Z',
    size: 7_912_448,
    code: 'a2b3c4d5e6f7g2h3i4j5k6l7m2',
    codeWithdrawn: true,
  },
  reportFailed,
  {
    ...base,
    id: 'rep-2',
    createdAt: '2026-03-02T18:45:00.000Z',
    size: 412_330,
    zipPath: null,
    zipSize: null,
    code: 'zz2zz3zz4zz5zz6zz7zzazzbzz',
  },
];

/**
 * A real file for the catalogue's hashing story: these bytes (a one-page PDF) and their
 * SHA-256, computed outside the browser (Node's crypto).
 */
export const COPY_FIXTURE_TEXT =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
export const COPY_FIXTURE_SHA256 =
  'cef3b030a93763cb836367821d6d398a276b6844b783f9e1b8f8bfca4d22e637';
export const COPY_FIXTURE_NAME = 'home-history-123-main-st-2026-05-01.pdf';

export const certifiedFixture: CertifiedSummary = {
  address: '42 Oak Avenue, Springfield, IL 62704',
  generatedAt: '2026-05-01T15:04:00.000Z',
  createdByRole: 'homeowner',
  repairCount: 37,
  validatedCount: 21,
  businessVerifiedCount: 8,
  dateRange: { from: '2014-06-12', to: '2026-04-18' },
  sha256: COPY_FIXTURE_SHA256,
  pageCount: 58,
};

/** Reports kept of transferred homes (the dashboard's "Reports of homes you transferred"). */
export const keptDone: ReportRow = {
  ...base,
  id: 'tr-oak',
  createdAt: '2026-05-03T09:30:00.000Z',
  path: 'keptReports/u-olive/tr-oak.pdf',
  zipPath: 'keptReports/u-olive/tr-oak.zip',
  kept: {
    address: '12 Oak Lane',
    cityStateZip: 'Springfield, IL 62704',
    transferredAt: '2026-05-03T09:30:00.000Z',
  },
};
export const keptRendering: ReportRow = {
  ...reportRendering,
  id: 'tr-elm',
  createdAt: '2026-06-18T16:45:00.000Z',
  kept: {
    address: '4821 Northwest Elm Street Apartment 12B',
    cityStateZip: 'Portland, OR 97229',
    transferredAt: '2026-06-18T16:45:00.000Z',
  },
};
export const keptFailed: ReportRow = {
  ...reportFailed,
  id: 'tr-pine',
  createdAt: '2025-11-02T10:00:00.000Z',
  kept: {
    address: '7 Pine Court',
    cityStateZip: 'Madison, WI 53703',
    transferredAt: '2025-11-02T10:00:00.000Z',
  },
};
export const keptWithdrawn: ReportRow = {
  ...keptDone,
  id: 'tr-ash',
  createdAt: '2024-08-14T12:00:00.000Z',
  codeWithdrawn: true,
  code: 'a2b3c4d5e6f7g2h3i4j5k6l7m2',
  kept: {
    address: '300 Ash Avenue',
    cityStateZip: 'Austin, TX 78701',
    transferredAt: '2024-08-14T12:00:00.000Z',
  },
};
