/**
 * The owner's property page with the maintenance feature's tab, the buyer-links
 * feature's "Share with a buyer", the transfers feature's "Transfer this home" and the
 * households feature's "Household" composed in (features never import each other; app/ puts
 * them together). signed-in-pages.ts loads this. The
 * tab's code (forms, dialogs, uploads) loads when the tab is first shown, keeping the
 * page within its route budget (npm run bench:bundle).
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui';
import {
  PropertyDetailPage as PropertyDetailBase,
  type PropertyDetailPageProps,
} from '@/features/properties/property-detail-page';
import { BuyerLinksPanelContainer } from '@/features/buyer-links/manage/buyer-links-panel-container';
import { TransferPanelContainer } from '@/features/transfers/transfer-panel-container';
import { QueuedRepairsContainer } from '@/features/outbox/queued-repairs-container';
import { useQueuedRepairs } from '@/features/outbox/use-queued-repairs';
import { useAuth } from '@/lib/auth/auth-context';

const MaintenanceTabContainer = lazy(async () => ({
  default: (await import('@/features/maintenance/maintenance-tab-container'))
    .MaintenanceTabContainer,
}));

const maintenanceTab = (propertyId: string, readOnly: boolean) => (
  <Suspense fallback={<Spinner label="Loading the maintenance plan" />}>
    <MaintenanceTabContainer propertyId={propertyId} readOnly={readOnly} />
  </Suspense>
);

// In the page's own chunk, as it was before it moved out of the properties feature.
const transferPanel: PropertyDetailPageProps['transferPanel'] = (property) => (
  <TransferPanelContainer propertyId={property.id} pendingTransferId={property.pendingTransferId} />
);

// In the page's own chunk too, as it was while it lived in the properties feature.
const buyerLinksPanel = (propertyId: string, ownerId: string) => (
  <BuyerLinksPanelContainer propertyId={propertyId} ownerId={ownerId} />
);

// Loaded beside the page, not in its first chunk: keeps the page within its route budget.
const MembersPanelContainer = lazy(async () => ({
  default: (await import('@/features/households/members-panel-container')).MembersPanelContainer,
}));
const ConsentContainer = lazy(async () => ({
  default: (await import('@/features/households/consent-container')).ConsentContainer,
}));

// A component (not a render function): it reads the signed-in user itself.
const MembersPanel: NonNullable<PropertyDetailPageProps['MembersPanel']> = ({
  property,
  role,
  onLeaving,
}) => {
  const { user } = useAuth();
  return (
    <Suspense fallback={null}>
      {/* The owner's transfer or delete waiting for the co-owners, above the household. */}
      <ConsentContainer propertyId={property.id} role={role} uid={user?.id ?? ''} />
      <MembersPanelContainer
        property={{
          id: property.id,
          address: property.address,
          ownerId: property.ownerId,
          ownerName: property.ownerName ?? null,
          members: property.members ?? [],
        }}
        role={role}
        uid={user?.id ?? ''}
        onLeaving={onLeaving}
      />
    </Suspense>
  );
};

export function PropertyDetailPage() {
  const { user } = useAuth();
  const uid = user?.id;
  const queued = useQueuedRepairs(uid);
  return (
    <PropertyDetailBase
      queuedRepairs={(propertyId) => <QueuedRepairsContainer uid={uid} propertyId={propertyId} />}
      hasQueuedRepairs={(propertyId) => queued.some((item) => item.propertyId === propertyId)}
      MembersPanel={MembersPanel}
      maintenanceTab={maintenanceTab}
      transferPanel={transferPanel}
      buyerLinksPanel={buyerLinksPanel}
    />
  );
}
