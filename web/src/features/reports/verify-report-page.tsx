/** `/verify/{code}` (public): binds verifyReport and the in-browser check of a copy. */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  REPORT_CODE_PATTERN,
  normalizeReportCode,
  type VerifyReportResult,
} from '@homeledger/domain';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { verifyReport } from './api/verify';
import { VERIFY_COPY as C } from './verify-copy';
import { useCopyCheck } from './use-copy-check';
import { VerifyReportScreen } from './verify-report-screen';

export function VerifyReportPage() {
  const { code: raw = '' } = useParams();
  const code = normalizeReportCode(raw);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; result: Loadable<VerifyReportResult> }>();
  const key = `${code}#${attempt}`;

  useEffect(() => {
    // A malformed code cannot name a report: no request.
    if (!REPORT_CODE_PATTERN.test(code)) return;
    let cancelled = false;
    verifyReport(code).then(
      (data) => !cancelled && setAnswer({ key, result: ready(data) }),
      (error: unknown) => {
        console.error('verifyReport failed', error);
        if (!cancelled) setAnswer({ key, result: failed(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [code, key]);

  const result: Loadable<VerifyReportResult> = !REPORT_CODE_PATTERN.test(code)
    ? ready({ status: 'unknown' })
    : answer?.key === key
      ? answer.result
      : LOADING;
  const sha256 =
    result.status === 'ready' && result.data.status === 'valid' ? result.data.summary.sha256 : null;
  const { check, onFile } = useCopyCheck(sha256);

  return (
    <>
      <title>{`${C.documentTitle} | HomeLedger`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <VerifyReportScreen
        code={code}
        result={result}
        onRetry={() => setAttempt((n) => n + 1)}
        check={check}
        onFile={onFile}
      />
    </>
  );
}
