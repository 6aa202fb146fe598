/** /property/{propertyId}: binds one property's live data to the owner's PropertyDetailScreen. */
import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { can, isDisputed, roleOnHome, type HouseholdRole } from '@homeledger/domain';
import { PageMeta } from '@/components/layout/page-meta';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { LOADING, type Loadable } from '@/lib/data/loadable';
import { CALLABLE_FALLBACK_MESSAGE, callableFailure } from '@/lib/firebase/callable';
import { usePropertyPanels } from '@/lib/property-panels';
import { deleteProperty } from './api/properties';
import {
  FirestoreUnavailableError,
  useMapsApiKey,
  useProperty,
  usePropertyRepairs,
} from './api/use-property';
import {
  PropertyDetailScreen,
  type PropertyDetail,
  type PropertyDetailTab,
} from './property-detail-screen';
import { PropertyMapSection } from './property-map-section';
import { usePropertyPhoto } from './api/use-property-photo';
import { SharePanelContainer } from './share-panel-container';
import { PROPERTY_TOASTS } from './properties-copy';
import { paths } from '@/lib/paths';
import { useOnline } from '@/lib/pwa/use-online';
import { OfflineNote } from './offline-note';

export interface PropertyDetailPageProps {
  /** The Maintenance tab for a property (another feature's, composed in by app/). */
  /** `readOnly`: a viewer's or delegate's view of the plan (no buttons that change it). */
  maintenanceTab?: (propertyId: string, readOnly: boolean) => ReactNode;
  /** "Transfer this home" for the owner (the transfers feature's, composed in by app/). */
  transferPanel?: (property: { id: string; pendingTransferId: string | null }) => ReactNode;
  /** "Share with a buyer" for the owner (the buyer-links feature's, composed in by app/). */
  /** `ownerId`: the home's owner (a co-owner's panel reads the links by it). */
  buyerLinksPanel?: (propertyId: string, ownerId: string) => ReactNode;
  /** This home's repairs waiting on this device to upload (the outbox feature's, via app/). */
  queuedRepairs?: (propertyId: string) => ReactNode;
  /** Whether that list has any (then no "No Repair History" under it). */
  hasQueuedRepairs?: (propertyId: string) => boolean;
  /**
   * "Household" for the owner and the members (the households feature's, composed in by
   * app/). `onLeaving` tells the page that this user is leaving the home, so its
   * disappearance is expected.
   */
  MembersPanel?: ComponentType<{
    property: PropertyDetail;
    role: HouseholdRole;
    onLeaving: (leaving: boolean) => void;
  }>;
}

/** The signed-in user's role on the home now (owner, a member's role, or none). */
function roleOf(property: PropertyDetail | null, uid: string | undefined): HouseholdRole | null {
  if (!property || !uid) return null;
  return roleOnHome(
    { ownerId: property.ownerId, members: property.members ?? [] },
    uid,
    new Date(),
  );
}

export function PropertyDetailPage({
  maintenanceTab,
  transferPanel,
  buyerLinksPanel,
  queuedRepairs,
  hasQueuedRepairs,
  MembersPanel,
}: PropertyDetailPageProps = {}) {
  const { propertyId = '' } = useParams();
  const { user } = useAuth();
  const { ReportPanel } = usePropertyPanels();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const property = useProperty(user?.id, propertyId);
  const repairs = usePropertyRepairs(user?.id, propertyId);
  const [removeOpen, setRemoveOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  /** Set while the property is being deleted: its disappearance is then expected, not "not found". */
  const removingRef = useRef(false);

  const loaded = property.state;
  const online = useOnline();
  const uid = user?.id;
  const role = user?.role;
  const onLeaving = useCallback((leaving: boolean) => {
    removingRef.current = leaving;
  }, []);
  useEffect(() => {
    if (removingRef.current || !uid) return;
    // Offline the page shows what Firestore's cache holds: a home missing from it is not
    // "not found" and a failed read is not a reason to leave; the offline note says why.
    if (!online) return;
    if (loaded.status === 'error') {
      // Without the Firestore emulator the signed-in area already says why; stay and show it.
      if (loaded.error instanceof FirestoreUnavailableError) return;
      toast({ title: PROPERTY_TOASTS.loadFailed, variant: 'destructive' });
      navigate(paths.dashboard, { replace: true });
      return;
    }
    if (loaded.status !== 'ready') return;
    const data = loaded.data;
    // The owner and the household's members (a delegate until its last day) see the home.
    if (roleOf(data, uid) !== null) return;
    if (data && role === 'realtor') {
      // Shared with this realtor: their own view of it.
      navigate(paths.realtorProperty(data.id), { replace: true });
      return;
    }
    toast({
      title: PROPERTY_TOASTS.notFound,
      description: PROPERTY_TOASTS.notFoundText,
      variant: 'destructive',
    });
    navigate(paths.dashboard, { replace: true });
  }, [loaded, uid, role, navigate, online]);

  // The screen shows only a home this user owns or is a member of; anything else is on its way
  // elsewhere.
  const current =
    loaded.status === 'ready' && roleOf(loaded.data, uid) !== null ? loaded.data : null;
  // The last owned snapshot, so the page (and its busy dialog) stays while the property is deleted.
  const [lastOwned, setLastOwned] = useState<PropertyDetail | null>(null);
  if (current && current !== lastOwned) setLastOwned(current);
  const screenProperty: Loadable<PropertyDetail> = current
    ? { status: 'ready', data: current }
    : removing && lastOwned
      ? { status: 'ready', data: lastOwned }
      : loaded.status === 'error'
        ? loaded
        : LOADING;
  const owned = screenProperty.status === 'ready' ? screenProperty.data : null;
  const homeRole = roleOf(owned, uid) ?? 'owner';
  const grant = owned?.members?.find((m) => m.uid === uid)?.grant ?? null;
  const apiKey = useMapsApiKey(Boolean(owned?.location));
  const photo = usePropertyPhoto(propertyId, owned?.photoPath);

  const asked = params.get('tab');
  const tab: PropertyDetailTab =
    asked === 'repairs'
      ? 'repairs'
      : asked === 'maintenance' && maintenanceTab
        ? 'maintenance'
        : 'details';
  const onTabChange = useCallback(
    (next: PropertyDetailTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'details') updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const onConfirmRemove = useCallback(async () => {
    if (removingRef.current) return;
    removingRef.current = true;
    setRemoving(true);
    try {
      const { consent } = await deleteProperty(propertyId);
      if (consent) {
        // Co-owners must agree first (issue #31): the page stays, showing their answers.
        removingRef.current = false;
        setRemoving(false);
        setRemoveOpen(false);
        toast({ title: PROPERTY_TOASTS.consent, description: PROPERTY_TOASTS.consentText });
        return;
      }
      toast({ title: PROPERTY_TOASTS.deleted, description: PROPERTY_TOASTS.deletedText });
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      console.error('deleteProperty failed', error);
      removingRef.current = false;
      setRemoving(false);
      // The spec's message, with the server's reason when it wrote one for the user.
      const { message } = callableFailure(error);
      toast({
        title: PROPERTY_TOASTS.deleteFailed,
        ...(message !== CALLABLE_FALLBACK_MESSAGE ? { description: message } : {}),
        variant: 'destructive',
      });
    }
  }, [propertyId, navigate]);

  return (
    <>
      <PageMeta
        title={owned ? owned.address : 'Property Details'}
        description="A property's details and repair history"
      />
      {online ? null : <OfflineNote saved={owned !== null || loaded.status === 'loading'} />}
      <PropertyDetailScreen
        property={screenProperty}
        repairs={repairs.state}
        onRetryRepairs={repairs.retry}
        map={
          owned ? (
            <PropertyMapSection
              key={owned.id}
              location={owned.location}
              address={owned.address}
              apiKey={apiKey}
            />
          ) : null
        }
        tab={tab}
        onTabChange={onTabChange}
        onUploadPhoto={photo.upload}
        photo={photo.photo}
        photoUploadProgress={photo.progress}
        onCancelPhotoUpload={photo.cancel}
        onRemovePhoto={photo.remove}
        photoBusy={photo.busy}
        removeDialogOpen={removeOpen}
        onRemoveDialogOpenChange={(open) => {
          if (!removingRef.current) setRemoveOpen(open);
        }}
        onConfirmRemove={() => void onConfirmRemove()}
        removing={removing}
        role={homeRole}
        sharePanel={
          owned ? (
            <>
              {MembersPanel ? (
                <MembersPanel property={owned} role={homeRole} onLeaving={onLeaving} />
              ) : null}
              {/* The owner and co-owners share with realtors (the server asks the same role). */}
              {can(homeRole, 'share') ? <SharePanelContainer propertyId={owned.id} /> : null}
              {/* The owner and co-owners make and read the home's buyer links (the server
                  and firestore.rules ask the same role). */}
              {can(homeRole, 'share') ? buyerLinksPanel?.(owned.id, owned.ownerId) : null}
              {/* A disputed claim cannot be handed on (the server refuses it too). */}
              {isDisputed(owned) || !can(homeRole, 'transfer')
                ? null
                : transferPanel?.({
                    id: owned.id,
                    pendingTransferId: owned.pendingTransferId ?? null,
                  })}
            </>
          ) : null
        }
        reportPanel={
          // The owner, a co-owner, a delegate whose grant names reports (as the server asks).
          owned && ReportPanel && can(homeRole, 'report', grant) ? (
            <Suspense fallback={null}>
              <ReportPanel propertyId={owned.id} address={owned.address} viewer="owner" />
            </Suspense>
          ) : null
        }
        queuedRepairs={owned && queuedRepairs ? queuedRepairs(owned.id) : undefined}
        hasQueuedRepairs={owned && hasQueuedRepairs ? hasQueuedRepairs(owned.id) : false}
        // Every member reads the plan (firestore.rules: the tasks' and warranties' memberIds);
        // only those the server lets edit it (owner, co-owners: 'edit') get its buttons.
        maintenanceTab={
          owned && maintenanceTab && can(homeRole, 'read')
            ? maintenanceTab(owned.id, !can(homeRole, 'edit'))
            : undefined
        }
      />
    </>
  );
}
