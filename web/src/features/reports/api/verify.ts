/**
 * The public verify page's one call (its own module: the page must not load Firestore or
 * Storage, which the panel's api/reports.ts does).
 */
import type { VerifyReportResult } from '@homeledger/domain';

/** Public: no sign-in; answers only what the code certifies. */
export async function verifyReport(code: string): Promise<VerifyReportResult> {
  const { callFunction } = await import('@/lib/firebase/functions');
  return callFunction<{ code: string }, VerifyReportResult>('verifyReport', { code });
}
