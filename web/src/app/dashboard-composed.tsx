/**
 * The dashboard with other features composed in (features never import each other; app/
 * puts them together): the transfers feature's "Home transfers", the maintenance
 * feature's panel and card counts, and the reports feature's "Reports of homes you
 * transferred". signed-in-pages.ts loads this.
 */
import { useCallback } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { DashboardPage as DashboardBase } from '@/features/dashboard/dashboard-page';
import type { DashboardProperty } from '@/features/dashboard/dashboard-types';
import { useDueSummary } from '@/features/maintenance/due-panel-container';
import { KeptReportsContainer } from '@/features/reports/kept-reports-container';
import { TransferOffersContainer } from '@/features/transfers/transfer-offers-container';

export function DashboardPage() {
  const { user } = useAuth();
  const { panel, renderCounts } = useDueSummary(user?.id);
  const renderCardExtra = useCallback(
    (property: DashboardProperty) => renderCounts(property.id),
    [renderCounts],
  );
  return (
    <DashboardBase
      transfersPanel={<TransferOffersContainer uid={user?.id} />}
      panel={
        <>
          {panel}
          <KeptReportsContainer />
        </>
      }
      renderCardExtra={renderCardExtra}
    />
  );
}
