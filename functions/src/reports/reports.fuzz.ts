/** Fuzz entries of the report callables (kit/fuzz): malformed payloads write nothing. */
import { CREATE_REPORT_FIELDS } from '@homeledger/domain';
import { fuzzWorld, type FuzzEntry } from '../kit/fuzz';
import { MemoryStore } from '../kit/memory-store';
import { createHistoryReportSpec } from './create-history-report';
import { memoryUrlSigner } from '../exports/ports';
import { remakeKeptReportSpec } from './remake-kept-report';
import { reportDownloadLinkSpec } from './report-download-link';
import { verifyReportSpec } from './verify-report';
import { withdrawReportCodeSpec } from './withdraw-report-code';
import { MAIN_ST_ADDRESS } from '../kit/test-support';

function reportPorts() {
  const store = new MemoryStore({
    'properties/fuzzProperty': {
      ownerId: 'fuzz-user',
      viewerIds: ['fuzz-user'],
      verificationStatus: 'verified',
      repairCount: 1,
    },
    'reports/fuzzReport': {
      propertyId: 'fuzzProperty',
      ownerId: 'fuzz-user',
      viewerIds: ['fuzz-user'],
      state: 'done',
      path: 'reports/fuzzProperty/fuzzReport.pdf',
      code: 'abcdefghijklmnopqrstuvwxyz',
      codeWithdrawn: false,
      certified: null,
    },
    'reports/fuzzKept': {
      propertyId: 'fuzzProperty',
      ownerId: 'fuzz-user',
      viewerIds: ['fuzz-user'],
      kind: 'kept',
      kept: {
        transferId: 'fuzzKept',
        transferredAt: new Date('2026-05-01T12:00:00Z'),
        property: MAIN_ST_ADDRESS,
        ownerName: 'Fuzz',
        verificationStatus: 'verified',
        photoPath: null,
      },
      state: 'failed',
      code: 'bcdefghijklmnopqrstuvwxyza',
      codeWithdrawn: false,
      certified: null,
    },
  });
  return {
    store,
    newId: () => 'fuzzNewReport',
    randomBytes: (n: number) => new Uint8Array(n).fill(7),
    signer: memoryUrlSigner(() => true),
    log: { error: () => undefined },
  };
}
const writes = (p: ReturnType<typeof reportPorts>) => p.store.writeCount;

const entry = fuzzWorld(reportPorts, writes);

export const reportFuzzEntries: readonly FuzzEntry[] = [
  entry(createHistoryReportSpec, [...CREATE_REPORT_FIELDS], {
    propertyId: 'fuzzProperty',
    includeReceipts: true,
    includeCosts: true,
    includePhoto: false,
  }),
  entry(withdrawReportCodeSpec, ['reportId'], { reportId: 'fuzzReport' }),
  entry(reportDownloadLinkSpec, ['reportId', 'file'], { reportId: 'fuzzReport', file: 'pdf' }),
  entry(remakeKeptReportSpec, ['reportId'], { reportId: 'fuzzKept' }),
  entry(verifyReportSpec, ['code'], { code: 'abcdefghijklmnopqrstuvwxyz' }),
];
