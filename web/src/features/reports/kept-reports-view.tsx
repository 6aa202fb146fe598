/**
 * Binds the kept reports KeptReportsContainer read, the download, withdrawReportCode and
 * remakeKeptReport to KeptReportsPanel. Loaded only when there is something to show.
 */
import { useCallback } from 'react';
import { toast } from '@/components/ui';
import { CALLABLE_FALLBACK_MESSAGE, callableFailure } from '@/lib/firebase/callable';
import { remakeKeptReport, type useKeptReports } from './api/reports';
import { KeptReportsPanel } from './kept-reports-panel';
import { REPORT_PANEL_COPY as C } from './report-copy';
import type { ReportOutcome, ReportRow } from './report-types';
import { useReportActions } from './use-report-actions';

const keptAddress = (report: ReportRow) => report.kept?.address ?? '';

export function KeptReportsView({ reports }: { reports: ReturnType<typeof useKeptReports> }) {
  const actions = useReportActions(keptAddress);
  const onRemake = useCallback(async (report: ReportRow): Promise<ReportOutcome> => {
    try {
      await remakeKeptReport({ reportId: report.id });
      toast({ title: C.started, description: C.startedText, variant: 'success' });
      return { ok: true };
    } catch (error) {
      console.error('remakeKeptReport failed', error);
      const { message } = callableFailure(error);
      return {
        ok: false,
        message: message === CALLABLE_FALLBACK_MESSAGE ? C.remakeFailed : message,
      };
    }
  }, []);
  return (
    <KeptReportsPanel
      reports={reports.state}
      onRetry={reports.retry}
      onRemake={onRemake}
      {...actions}
    />
  );
}
