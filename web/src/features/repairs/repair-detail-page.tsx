/** /repair/{repairId}: binds one repair's live data, its receipt link and deleteRepair to the Repair detail screen. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import type { Loadable } from '@/lib/data/loadable';
import { useReceiptUrl } from './api/receipts';
import { openRepairPhoto, useRepairPhotoUrls } from './api/repair-photos';
import { deleteRepair } from './api/repairs';
import { FirestoreUnavailableError, useRepair, useRepairProperty } from './api/use-repair';
import { roleOnHome } from '@homeledger/domain';
import { cancelValidationRequest, requestValidation } from './api/validation';
import { RepairDetailScreen } from './repair-detail-screen';
import { PHOTOS_COPY, REPAIR_TOASTS, validationRequestedToast } from './repair-copy';
import type { RepairDetail } from './repair-types';
import type { RequestValidationOutcome } from './validation-card';
import { CALLABLE_FALLBACK_MESSAGE, callableFailure } from '@/lib/firebase/callable';
import { paths } from '@/lib/paths';

export function RepairDetailPage() {
  const { repairId = '' } = useParams();
  const { user } = useAuth();
  const uid = user?.id ?? '';
  const navigate = useNavigate();
  const location = useLocation();
  const repair = useRepair(uid || null, repairId);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  /** Set while the repair is being deleted: its disappearance is then expected, not "not found". */
  const deletingRef = useRef(false);

  const loaded = repair.state;
  const toastedError = useRef<unknown>(null);
  useEffect(() => {
    if (deletingRef.current || !uid) return;
    if (loaded.status === 'error') {
      if (toastedError.current === loaded.error) return;
      toastedError.current = loaded.error;
      // Without the Firestore emulator the signed-in area already says why.
      if (!(loaded.error instanceof FirestoreUnavailableError))
        toast(REPAIR_TOASTS.detailLoadFailed);
      return;
    }
    if (loaded.status === 'ready' && loaded.data === null) {
      toast(REPAIR_TOASTS.repairNotFound);
      navigate(paths.dashboard, { replace: true });
    }
  }, [loaded, uid, navigate]);

  // The last snapshot, so the page (and its busy dialog) stays while the repair is deleted.
  const current = loaded.status === 'ready' ? loaded.data : null;
  const [last, setLast] = useState<RepairDetail | null>(null);
  if (current && current !== last) setLast(current);
  // What a request or cancel just did, shown until the repair's next snapshot arrives.
  const [validationOverride, setValidationOverride] = useState<{
    base: RepairDetail;
    validation: RepairDetail['validation'];
  } | null>(null);
  const withOverride: Loadable<RepairDetail | null> =
    validationOverride && current && validationOverride.base === current
      ? { status: 'ready', data: { ...current, validation: validationOverride.validation } }
      : loaded;
  const screenRepair: Loadable<RepairDetail | null> =
    deleting && last ? { status: 'ready', data: last } : withOverride;
  const shown = screenRepair.status === 'ready' ? screenRepair.data : null;
  // The reader's role on the repair's home decides Edit and Delete (issue #31).
  const home = useRepairProperty(uid || null, shown?.propertyId ?? '');
  const homeData = home.state.status === 'ready' ? home.state.data : null;
  const homeRole = homeData
    ? roleOnHome({ ownerId: homeData.ownerId, members: homeData.members ?? [] }, uid, new Date())
    : undefined;
  const url = useReceiptUrl(shown?.receipt?.path ?? null);
  const photoUrls = useRepairPhotoUrls(shown?.photos ?? []);
  const openPhoto = useCallback((path: string) => {
    openRepairPhoto(path).catch((error: unknown) => {
      console.error('Opening the photo failed', error);
      toast({ title: PHOTOS_COPY.unavailable, variant: 'destructive' });
    });
  }, []);

  const back = useCallback(() => {
    // The first page of this tab's history has nowhere to go back to.
    if (location.key !== 'default') navigate(-1);
    else navigate(paths.dashboard);
  }, [location.key, navigate]);

  const confirmDelete = useCallback(async () => {
    if (deletingRef.current) return;
    deletingRef.current = true;
    setDeleting(true);
    try {
      await deleteRepair(repairId);
      toast(REPAIR_TOASTS.removed);
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      console.error('deleteRepair failed', error);
      deletingRef.current = false;
      setDeleting(false);
      toast(REPAIR_TOASTS.deleteFailed);
    }
  }, [repairId, navigate]);

  const onRequestValidation = useCallback(
    async (email: string): Promise<RequestValidationOutcome> => {
      try {
        const result = await requestValidation({ repairId, contractorEmail: email });
        toast(validationRequestedToast(result.contractorName));
        if (current)
          setValidationOverride({
            base: current,
            validation: { state: 'requested', contractorName: result.contractorName || null },
          });
        return { ok: true };
      } catch (error) {
        console.error('requestValidation failed', error);
        const { message, field } = callableFailure(error);
        // "No contractor account uses that email." and "…ask yourself…" belong to the field.
        return { ok: false, message, atField: field === 'contractorEmail' };
      }
    },
    [repairId, current],
  );

  const [cancelling, setCancelling] = useState(false);
  const cancellingRef = useRef(false);
  const onCancelValidationRequest = useCallback(async () => {
    if (cancellingRef.current) return;
    cancellingRef.current = true;
    setCancelling(true);
    try {
      await cancelValidationRequest({ repairId });
      toast(REPAIR_TOASTS.validationCancelled);
      if (current)
        setValidationOverride({
          base: current,
          validation: { state: 'none', contractorName: null },
        });
    } catch (error) {
      console.error('cancelValidationRequest failed', error);
      const { message } = callableFailure(error);
      toast({
        ...REPAIR_TOASTS.cancelFailed,
        ...(message !== CALLABLE_FALLBACK_MESSAGE ? { description: message } : {}),
      });
    } finally {
      cancellingRef.current = false;
      setCancelling(false);
    }
  }, [repairId, current]);

  return (
    <>
      <PageMeta
        title={shown ? `${shown.serviceType} repair` : 'Repair Details'}
        description="A repair record's details"
      />
      <RepairDetailScreen
        repair={screenRepair}
        currentUid={uid}
        receiptUrl={url}
        photoUrls={photoUrls}
        onOpenPhoto={openPhoto}
        onBack={back}
        onRetry={repair.retry}
        deleteDialogOpen={deleteOpen}
        onDeleteDialogOpenChange={(open) => {
          if (!deletingRef.current) setDeleteOpen(open);
        }}
        onConfirmDelete={() => void confirmDelete()}
        deleting={deleting}
        onRequestValidation={onRequestValidation}
        onCancelValidationRequest={() => void onCancelValidationRequest()}
        cancellingValidation={cancelling}
        {...(homeData ? { role: homeRole ?? null, homeOwnerId: homeData.ownerId } : {})}
      />
    </>
  );
}
