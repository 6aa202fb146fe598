/**
 * Binds a property's live reports, createHistoryReport, the download and
 * withdrawReportCode to the presentational ReportPanel. app/ hands it to the property
 * pages through lib/property-panels.tsx.
 */
import { useCallback, useRef, useState } from 'react';
import { reportFileName, todayIsoDate, type ReportOptions } from '@homeledger/domain';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { CALLABLE_FALLBACK_MESSAGE, callableFailure } from '@/lib/firebase/callable';
import type { ReportPanelSlotProps } from '@/lib/property-panels';
import {
  createHistoryReport,
  reportFileUrl,
  usePropertyReports,
  withdrawReportCode,
} from './api/reports';
import { REPORT_PANEL_COPY as C } from './report-copy';
import { ReportPanel, type ReportOutcome } from './report-panel';
import type { ReportRow } from './report-types';

export function ReportPanelContainer({ propertyId, address, viewer }: ReportPanelSlotProps) {
  const { user } = useAuth();
  const reports = usePropertyReports(user?.id, propertyId);
  const [withdrawTarget, setWithdrawTarget] = useState<ReportRow | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const withdrawingRef = useRef(false);

  const onCreate = useCallback(
    async (options: ReportOptions): Promise<ReportOutcome> => {
      try {
        await createHistoryReport({ propertyId, ...options });
        toast({ title: C.started, description: C.startedText, variant: 'success' });
        return { ok: true };
      } catch (error) {
        console.error('createHistoryReport failed', error);
        return { ok: false, message: callableFailure(error).message };
      }
    },
    [propertyId],
  );

  const onDownload = useCallback(
    async (report: ReportRow, zip = false): Promise<ReportOutcome> => {
      const path = zip ? report.zipPath : report.path;
      if (!path) return { ok: false, message: C.downloadFailed };
      try {
        const url = await reportFileUrl(path);
        const link = document.createElement('a');
        link.href = url;
        const name = reportFileName(
          address,
          report.createdAt ? todayIsoDate(new Date(report.createdAt)) : todayIsoDate(),
        );
        link.download = zip ? name.replace(/\.pdf$/, '.zip') : name;
        link.click();
        return { ok: true };
      } catch (error) {
        console.error('Report download failed', error);
        return { ok: false, message: C.downloadFailed };
      }
    },
    [address],
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

  return (
    <ReportPanel
      reports={reports.state}
      onRetry={reports.retry}
      onCreate={onCreate}
      onDownload={onDownload}
      canWithdraw={viewer === 'owner'}
      withdrawTarget={withdrawTarget}
      onWithdrawTargetChange={(report) => {
        if (!withdrawingRef.current) setWithdrawTarget(report);
      }}
      onConfirmWithdraw={() => void onConfirmWithdraw()}
      withdrawing={withdrawing}
    />
  );
}
