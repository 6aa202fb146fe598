import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import {
  PropertyDetailScreen,
  type PropertyDetail,
  type PropertyDetailScreenProps,
  type PropertyDetailTab,
  type PropertyRepairRow,
} from './property-detail-screen';
import {
  disputedProperty,
  manyPropertyRepairs,
  pendingProperty,
  propertyRepairs,
  propertyWithRepairs,
  propertyWithoutLocation,
  propertyWithoutRepairs,
  verifiedProperty,
} from './property-detail.fixtures';
import { MapLoading, MapUnavailable, StaticMapPlaceholder } from './property-map-frame';
import { MAP_COPY } from './properties-copy';

export default {
  title: 'Property detail',
  meta: { path: '/property/p-oak' },
} satisfies StoryDefault;

interface Setup {
  property: Loadable<PropertyDetail>;
  repairs?: Loadable<readonly PropertyRepairRow[]>;
  tab?: PropertyDetailTab;
  map?: PropertyDetailScreenProps['map'];
  removeDialogOpen?: boolean;
  removing?: boolean;
  role?: PropertyDetailScreenProps['role'];
}

/** The screen with live tabs and dialog, as the container drives it; a static map. */
function DetailStory({
  property,
  repairs = ready(propertyRepairs),
  tab: initialTab = 'details',
  map,
  removeDialogOpen = false,
  removing = false,
  role,
}: Setup) {
  const [tab, setTab] = useState<PropertyDetailTab>(initialTab);
  const [open, setOpen] = useState(removeDialogOpen);
  const shownMap =
    map ??
    (property.status === 'ready' && property.data.location ? (
      <StaticMapPlaceholder location={property.data.location} address={property.data.address} />
    ) : (
      <MapUnavailable message={MAP_COPY.noLocation} />
    ));
  return (
    <PropertyDetailScreen
      property={property}
      repairs={repairs}
      onRetryRepairs={() => undefined}
      map={shownMap}
      tab={tab}
      onTabChange={setTab}
      onUploadPhoto={() => undefined}
      removeDialogOpen={open}
      onRemoveDialogOpenChange={setOpen}
      onConfirmRemove={() => undefined}
      removing={removing}
      role={role}
    />
  );
}

export const Loading: Story = () => <DetailStory property={LOADING} repairs={LOADING} />;
export const VerifiedWithRepairs: Story = () => (
  <DetailStory property={ready(verifiedProperty)} tab="repairs" />
);
export const VerifiedDetails: Story = () => <DetailStory property={ready(verifiedProperty)} />;
export const NoRepairs: Story = () => (
  <DetailStory property={ready(propertyWithoutRepairs)} repairs={ready([])} tab="repairs" />
);
export const Disputed: Story = () => <DetailStory property={ready(disputedProperty)} />;
export const OtherStatus: Story = () => <DetailStory property={ready(pendingProperty)} />;

const many = manyPropertyRepairs(40);
export const ManyRepairs: Story = () => (
  <DetailStory property={ready(propertyWithRepairs(many))} repairs={ready(many)} tab="repairs" />
);
export const RepairsLoading: Story = () => (
  <DetailStory property={ready(verifiedProperty)} repairs={LOADING} tab="repairs" />
);
export const RepairsLoadFailure: Story = () => (
  <DetailStory
    property={ready(verifiedProperty)}
    repairs={failed(new Error('unavailable'))}
    tab="repairs"
  />
);
export const LoadFailure: Story = () => (
  <DetailStory property={failed(new Error('unavailable'))} repairs={LOADING} />
);
export const RemoveDialogOpen: Story = () => (
  <DetailStory property={ready(verifiedProperty)} removeDialogOpen />
);
export const Deleting: Story = () => (
  <DetailStory property={ready(verifiedProperty)} removeDialogOpen removing />
);
export const MapLoadingState: Story = () => (
  <DetailStory property={ready(verifiedProperty)} map={<MapLoading />} />
);
export const MapNoKey: Story = () => (
  <DetailStory
    property={ready(verifiedProperty)}
    map={<MapUnavailable message={MAP_COPY.noKey} />}
  />
);
export const MapNoCoordinates: Story = () => (
  <DetailStory property={ready(propertyWithoutLocation)} />
);
export const MapServiceFailure: Story = () => (
  <DetailStory
    property={ready(verifiedProperty)}
    map={<MapUnavailable message={MAP_COPY.serviceFailed} />}
  />
);
export const MapRenderError: Story = () => (
  <DetailStory
    property={ready(verifiedProperty)}
    map={<MapUnavailable message={MAP_COPY.renderError} />}
  />
);

/** After a transfer: the note under the address, and the previous owner's entries marked. */
export const TransferredFromPreviousOwner: Story = () => (
  <DetailStory
    property={ready({ ...verifiedProperty, transferredOn: '2026-07-01' })}
    repairs={ready(
      propertyRepairs.map((repair) => ({ ...repair, byPreviousOwner: repair.date < '2026-07-01' })),
    )}
    tab="repairs"
  />
);

/** A viewer (or a delegate) of the home: no Add Repair, photo change or Delete (issue #31). */
export const AsViewer: Story = () => (
  <DetailStory property={ready(propertyWithRepairs(propertyRepairs))} tab="repairs" role="viewer" />
);
/** A co-owner: everything but Delete (and, below, transfer and member management). */
export const AsCoOwner: Story = () => (
  <DetailStory
    property={ready(propertyWithRepairs(propertyRepairs))}
    tab="repairs"
    role="co-owner"
  />
);
