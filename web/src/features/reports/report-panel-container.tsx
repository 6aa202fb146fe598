/**
 * Binds a property's live reports, createHistoryReport, the download and
 * withdrawReportCode to the presentational ReportPanel. app/ hands it to the property
 * pages through lib/property-panels.tsx.
 */
import { useCallback } from 'react';
import type { ReportOptions } from '@homeledger/domain';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { callableFailure } from '@/lib/firebase/callable';
import type { ReportPanelSlotProps } from '@/lib/property-panels';
import { createHistoryReport, usePropertyReports } from './api/reports';
import { REPORT_PANEL_COPY as C } from './report-copy';
import { ReportPanel } from './report-panel';
import type { ReportOutcome } from './report-types';
import { useReportActions } from './use-report-actions';

export function ReportPanelContainer({ propertyId, address, viewer }: ReportPanelSlotProps) {
  const { user } = useAuth();
  const reports = usePropertyReports(user?.id, propertyId);
  const actions = useReportActions(useCallback(() => address, [address]));

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

  return (
    <ReportPanel
      reports={reports.state}
      onRetry={reports.retry}
      onCreate={onCreate}
      canWithdraw={viewer === 'owner'}
      {...actions}
    />
  );
}
