/**
 * What a list of reports does, whichever screen shows it (the property's panel, the
 * dashboard's reports of transferred homes): download the PDF or the ZIP under a readable
 * name, and withdraw a verification code after a confirmation.
 */
import { useCallback, useRef, useState } from 'react';
import { reportFileName, todayIsoDate } from '@homeledger/domain';
import { toast } from '@/components/ui';
import { CALLABLE_FALLBACK_MESSAGE, callableFailure } from '@/lib/firebase/callable';
import { saveReportFile, withdrawReportCode } from './api/reports';
import { REPORT_PANEL_COPY as C } from './report-copy';
import type { ReportOutcome, ReportRow } from './report-types';

/** `addressOf` names the download: the home's street address for that report. */
export function useReportActions(addressOf: (report: ReportRow) => string) {
  const [withdrawTarget, setWithdrawTarget] = useState<ReportRow | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const withdrawingRef = useRef(false);

  const onDownload = useCallback(
    async (report: ReportRow, zip = false): Promise<ReportOutcome> => {
      const path = zip ? report.zipPath : report.path;
      if (!path) return { ok: false, message: C.downloadFailed };
      try {
        const day = report.kept?.transferredAt ?? report.createdAt;
        const name = reportFileName(
          addressOf(report),
          day ? todayIsoDate(new Date(day)) : todayIsoDate(),
        );
        await saveReportFile(
          report.id,
          zip ? 'zip' : 'pdf',
          zip ? name.replace(/\.pdf$/, '.zip') : name,
        );
        return { ok: true };
      } catch (error) {
        console.error('Report download failed', error);
        return { ok: false, message: C.downloadFailed };
      }
    },
    [addressOf],
  );

  const onConfirmWithdraw = useCallback(async () => {
    if (!withdrawTarget || withdrawingRef.current) return;
    withdrawingRef.current = true;
    setWithdrawing(true);
    try {
      await withdrawReportCode({ reportId: withdrawTarget.id });
      toast({ title: C.withdrawDone });
      setWithdrawTarget(null);
    } catch (error) {
      console.error('withdrawReportCode failed', error);
      const { message } = callableFailure(error);
      toast({
        title: C.withdrawFailed,
        ...(message !== CALLABLE_FALLBACK_MESSAGE ? { description: message } : {}),
        variant: 'destructive',
      });
    } finally {
      withdrawingRef.current = false;
      setWithdrawing(false);
    }
  }, [withdrawTarget]);

  return {
    onDownload,
    withdrawTarget,
    /** Ignored while a withdrawal is under way (the dialog stays until it ends). */
    onWithdrawTargetChange: useCallback((report: ReportRow | null) => {
      if (!withdrawingRef.current) setWithdrawTarget(report);
    }, []),
    onConfirmWithdraw: () => void onConfirmWithdraw(),
    withdrawing,
  };
}
