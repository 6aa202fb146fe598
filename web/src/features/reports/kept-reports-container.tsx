/**
 * The signed-in user's kept reports (api/reports.ts useKeptReports) on the dashboard; app/
 * composes it in. Most homeowners have none: the list, its actions and copy
 * (kept-reports-view.tsx) load only when there are reports to show or a failure to say.
 */
import { useAuth } from '@/lib/auth/auth-context';
import { onDemand } from '@/lib/on-demand';
import { useKeptReports } from './api/reports';

const keptReportsView = onDemand(() => import('./kept-reports-view'));

export function KeptReportsContainer() {
  const { user } = useAuth();
  const reports = useKeptReports(user?.id);
  const { state } = reports;
  const shown = state.status === 'error' || (state.status === 'ready' && state.data.length > 0);
  const View = keptReportsView.useModule(shown)?.KeptReportsView;
  return View ? <View reports={reports} /> : null;
}
