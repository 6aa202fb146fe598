/**
 * The dashboard with other features composed in (features never import each other; app/
 * puts them together): the disputes feature's notices, the transfers feature's "Home
 * transfers", the households feature's consent prompt and "Household invitations", the maintenance feature's
 * panel and card counts, the reports feature's "Reports of homes you transferred", the
 * transfers feature's "Receipts and documents you kept", the outbox
 * feature's repairs waiting to upload and the record-offers feature's "Offers from
 * contractors". signed-in-pages.ts loads this.
 */
import { useCallback } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { DashboardPage as DashboardBase } from '@/features/dashboard/dashboard-page';
import type { DashboardProperty } from '@/features/dashboard/dashboard-types';
import { DisputeNoticesContainer } from '@/features/disputes/dispute-notices-container';
import { useDueSummary } from '@/features/maintenance/due-panel-container';
import { RecordOffersContainer } from '@/features/record-offers/record-offers-container';
import { KeptReportsContainer } from '@/features/reports/kept-reports-container';
import { TransferOffersContainer } from '@/features/transfers/transfer-offers-container';
import { KeptFilesContainer } from '@/features/transfers/kept-files-container';
import { QueuedRepairsContainer } from '@/features/outbox/queued-repairs-container';
import { useQueuedRepairs } from '@/features/outbox/use-queued-repairs';
import { MemberInvitationsContainer } from '@/features/households/member-invitations-container';
import { ConsentPromptsContainer } from '@/features/households/consent-container';

export function DashboardPage() {
  const { user } = useAuth();
  const { panel, renderCounts } = useDueSummary(user?.id);
  // Drafts waiting on this device: the Repair History tab then has no "No Repair History".
  const queued = useQueuedRepairs(user?.id);
  const renderCardExtra = useCallback(
    (property: DashboardProperty) => renderCounts(property.id),
    [renderCounts],
  );
  return (
    <DashboardBase
      disputesPanel={<DisputeNoticesContainer uid={user?.id} />}
      transfersPanel={<TransferOffersContainer uid={user?.id} />}
      invitationsPanel={
        <>
          <ConsentPromptsContainer uid={user?.id} />
          <MemberInvitationsContainer uid={user?.id} />
        </>
      }
      recordOffersPanel={<RecordOffersContainer uid={user?.id} />}
      panel={
        <>
          {panel}
          <KeptReportsContainer />
          <KeptFilesContainer uid={user?.id} />
        </>
      }
      renderCardExtra={renderCardExtra}
      queuedRepairs={<QueuedRepairsContainer uid={user?.id} />}
      hasQueuedRepairs={queued.length > 0}
    />
  );
}
