/** /realtor/property/{propertyId}: binds a shared property's live data to the history report. */
import { Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { todayIsoDate } from '@homeledger/domain';
import { PageMeta } from '@/components/layout/page-meta';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { LOADING, type Loadable } from '@/lib/data/loadable';
import { usePropertyPanels } from '@/lib/property-panels';
import { openReceipt } from './api/receipts';
import {
  FirestoreUnavailableError,
  useSharedProperty,
  useSharedPropertyRepairs,
} from './api/use-realtor-data';
import { REALTOR_TOASTS, REPORT_COPY } from './realtor-copy';
import { RealtorPropertyScreen } from './realtor-property-screen';
import type { RealtorPropertyDetail } from './realtor-types';
import { paths } from '@/lib/paths';

export function RealtorPropertyPage() {
  const { propertyId = '' } = useParams();
  const { user } = useAuth();
  const { ReportPanel } = usePropertyPanels();
  const navigate = useNavigate();
  const property = useSharedProperty(user?.id, propertyId);
  const repairs = useSharedPropertyRepairs(user?.id, propertyId);

  const loaded = property.state;
  const repairsState = repairs.state;
  useEffect(() => {
    // Spec §8: each failure is a toast and a way back to /realtor. Without the Firestore
    // emulator (development only) the signed-in area already says why: stay and show it.
    let title: string | null = null;
    if (!propertyId || (loaded.status === 'ready' && loaded.data === null))
      title = REALTOR_TOASTS.propertyNotFound;
    else if (loaded.status === 'error' && !(loaded.error instanceof FirestoreUnavailableError))
      title = REALTOR_TOASTS.propertyFailed;
    else if (
      repairsState.status === 'error' &&
      !(repairsState.error instanceof FirestoreUnavailableError)
    )
      title = REALTOR_TOASTS.repairsFailed;
    if (title === null) return;
    toast({ title, variant: 'destructive' });
    navigate(paths.realtor, { replace: true });
  }, [propertyId, loaded, repairsState, navigate]);

  const screenProperty: Loadable<RealtorPropertyDetail> =
    loaded.status === 'ready'
      ? loaded.data
        ? { status: 'ready', data: loaded.data }
        : LOADING
      : loaded;
  const address = screenProperty.status === 'ready' ? screenProperty.data.address : null;

  return (
    <>
      <PageMeta
        title={address ? `${address} — ${REPORT_COPY.eyebrow}` : REPORT_COPY.eyebrow}
        description="A shared property's repair history report"
      />
      <RealtorPropertyScreen
        property={screenProperty}
        repairs={repairs.state}
        onOpenReceipt={(repair) => openReceipt(repair.receiptPath ?? '')}
        reportDate={todayIsoDate()}
        onPrint={() => window.print()}
        reportPanel={
          ReportPanel && screenProperty.status === 'ready' ? (
            <Suspense fallback={null}>
              <ReportPanel
                propertyId={propertyId}
                address={screenProperty.data.address}
                viewer="realtor"
              />
            </Suspense>
          ) : null
        }
      />
    </>
  );
}
