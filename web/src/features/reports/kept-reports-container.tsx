/**
 * Binds the signed-in user's kept reports (api/reports.ts useKeptReports), the download,
 * withdrawReportCode and remakeKeptReport to KeptReportsPanel. app/ composes it into the
 * dashboard.
 */
import { useCallback } from 'react';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { CALLABLE_FALLBACK_MESSAGE, callableFailure } from '@/lib/firebase/callable';
import { remakeKeptReport, useKeptReports } from './api/reports';
import { KeptReportsPanel } from './kept-reports-panel';
import { REPORT_PANEL_COPY as C } from './report-copy';
import type { ReportOutcome, ReportRow } from './report-types';
import { useReportActions } from './use-report-actions';

const keptAddress = (report: ReportRow) => report.kept?.address ?? '';

export function KeptReportsContainer() {
  const { user } = useAuth();
  const reports = useKeptReports(user?.id);
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
