/**
 * `verifyReport` (public, no sign-in): what a report's code certifies. The page at
 * `/verify/{code}` reads only through this, never Firestore: it answers the certified
 * summary of a finished report, "withdrawn", or "unknown" — and nothing else about the
 * home or its owner. Codes carry 130 random bits, so answering "unknown" reveals nothing.
 */
import {
  REPORT_MESSAGES as M,
  REPORTS_COLLECTION,
  VerifyReportSchema,
  type CertifiedSummary,
  type VerifyReportResult,
} from '@homeledger/domain';
import type { ContractSpec } from '../kit/callable';
import { takeSharedLimit, type SharedLimit } from '../kit/shared-limit';
import type { DocData, Store } from '../kit/store';
import { reportCodeHash } from './report-code-hash';

/**
 * Per caller address, counted across instances (#33): a person checks a handful of
 * reports; a script fishing for codes is stopped long before 130 bits matter.
 */
export const VERIFY_REPORT_LIMIT: SharedLimit = {
  scope: 'verifyReport',
  limit: 30,
  windowMs: 10 * 60_000,
};

export function verifyAnswer(report: DocData | null): VerifyReportResult {
  if (!report || report['state'] !== 'done' || !report['certified']) return { status: 'unknown' };
  if (report['codeWithdrawn'] === true) return { status: 'withdrawn' };
  const c = report['certified'] as CertifiedSummary;
  // Only the certified fields leave, whatever else the document holds.
  return {
    status: 'valid',
    summary: {
      address: c.address,
      generatedAt: c.generatedAt,
      createdByRole: c.createdByRole,
      repairCount: c.repairCount,
      validatedCount: c.validatedCount,
      // Reports made before business checks (#33) have no count: it stays absent.
      ...(typeof c.businessVerifiedCount === 'number' && {
        businessVerifiedCount: c.businessVerifiedCount,
      }),
      dateRange: c.dateRange ? { from: c.dateRange.from, to: c.dateRange.to } : null,
      sha256: c.sha256,
      pageCount: c.pageCount,
    },
  };
}

export const verifyReportSpec: ContractSpec<
  'verifyReport',
  {
    store: Pick<Store, 'query'>;
    /** Where the shared limit counts (absent: not limited, e.g. in the Functions emulator). */
    limitStore?: Pick<Store, 'transact'>;
  }
> = {
  name: 'verifyReport',
  schema: VerifyReportSchema,
  fieldOrder: ['code'],
  access: 'public',
  messages: { internal: M.verifyFailed },
  async run({ input, ports, now, clientIp }) {
    if (ports.limitStore)
      await takeSharedLimit(ports.limitStore, VERIFY_REPORT_LIMIT, clientIp, now);
    // Reports keep the code's hash only (#33): the code is looked up by it.
    const [match] = await ports.store.query({
      collection: REPORTS_COLLECTION,
      where: [{ field: 'codeHash', op: '==', value: reportCodeHash(input.code) }],
      limit: 1,
    });
    return verifyAnswer(match?.data ?? null);
  },
};
