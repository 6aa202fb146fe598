/**
 * The public verify page's one call (its own module: the page must not load Firestore or
 * Storage, which the panel's api/reports.ts does).
 */
import type { VerifyReportResult } from '@homeledger/domain';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';

/** Public: no sign-in; answers only what the code certifies. */
export async function verifyReport(code: string): Promise<VerifyReportResult> {
  return callFunctionLazily('verifyReport', { code });
}
