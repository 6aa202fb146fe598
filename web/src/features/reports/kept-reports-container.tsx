/**
 * Binds the signed-in user's kept reports (api/reports.ts useKeptReports), the download
 * and withdrawReportCode to KeptReportsPanel. app/ composes it into the dashboard.
 */
import { useAuth } from '@/lib/auth/auth-context';
import { useKeptReports } from './api/reports';
import { KeptReportsPanel } from './kept-reports-panel';
import type { ReportRow } from './report-types';
import { useReportActions } from './use-report-actions';

const keptAddress = (report: ReportRow) => report.kept?.address ?? '';

export function KeptReportsContainer() {
  const { user } = useAuth();
  const reports = useKeptReports(user?.id);
  const actions = useReportActions(keptAddress);
  return <KeptReportsPanel reports={reports.state} onRetry={reports.retry} {...actions} />;
}
