/** /add-repair/{propertyId}: binds the Add Repair screen to the property, the receipt upload and addRepair. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  DESCRIPTION_MAX_LENGTH,
  SERVICE_TYPE_VALUES,
  can,
  isDisputed,
  roleOnHome,
  todayIsoDate,
  type ReceiptInput,
  type ServiceType,
} from '@homeledger/domain';
import { PageMeta } from '@/components/layout/page-meta';
import { css } from 'styled-system/css';
import { Alert, toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { LOADING, type Loadable } from '@/lib/data/loadable';
import { AddRepairScreen, type AddRepairFormValues, type SubmitOutcome } from './add-repair-screen';
import { uploadReceipt } from './api/receipts';
import { addRepair, addRepairRequestId, completeMaintenanceTask } from './api/repairs';
import { callWentOffline, uploadWentOffline } from './offline-save';
import { reallyOffline } from '@/lib/pwa/network';
import { FirestoreUnavailableError, useRepairProperty } from './api/use-repair';
import {
  OUTBOX_NOTICES,
  PHOTOS_COPY,
  REPAIR_TOASTS,
  describeAddRepairFailure,
  receiptUploadFailedToast,
} from './repair-copy';
import type { RepairDraftOutbox, RepairDraftValues, RepairPropertySummary } from './repair-types';
import { useReceiptUpload } from './use-receipt-upload';
import { readReceipt } from './read-receipt';
import { preloadPhotoCompressor, prepareReceiptFile, prepareRepairPhoto } from './receipt-photo';
import { uploadRepairPhotos } from './api/repair-photos';
import { paths, propertyMaintenance } from '@/lib/paths';

/**
 * Mark Done on a maintenance task opens this page with `?maintenanceTask=<id>` and the
 * values to pre-fill (service type, the task's name as description); the date is today.
 */
export function maintenancePrefill(search: URLSearchParams): {
  taskId: string | null;
  defaults: Partial<AddRepairFormValues> | undefined;
} {
  const taskId = search.get('maintenanceTask');
  if (!taskId || !/^[A-Za-z0-9_-]{1,128}$/.test(taskId))
    return { taskId: null, defaults: undefined };
  const type = search.get('serviceType');
  const serviceType = (SERVICE_TYPE_VALUES as readonly string[]).includes(type ?? '')
    ? (type as ServiceType)
    : undefined;
  const description = (search.get('description') ?? '').slice(0, DESCRIPTION_MAX_LENGTH);
  return {
    taskId,
    defaults: { ...(serviceType ? { serviceType } : {}), ...(description ? { description } : {}) },
  };
}

/**
 * A property a repair may be added to: one whose household role lets this user edit (the
 * owner, a co-owner; issue #31), not disputed.
 */
function canAddTo(property: RepairPropertySummary | null, uid: string | undefined) {
  if (property === null || uid === undefined || isDisputed(property)) return false;
  const role = roleOnHome(
    { ownerId: property.ownerId, members: property.members ?? [] },
    uid,
    new Date(),
  );
  return can(role, 'edit');
}

export interface AddRepairPageProps {
  /** A file shared into the app (PWA share target), attached as if chosen. */
  initialReceipt?: File;
  /** The offline outbox (composed in by app/): none, and a repair is never kept for later. */
  outbox?: RepairDraftOutbox;
}

/** `?outbox=<id>`: a queued repair reopened for editing. */
function outboxDraftId(search: URLSearchParams): string | null {
  const id = search.get('outbox');
  return id && /^[A-Za-z0-9_-]{16,64}$/.test(id) ? id : null;
}

type DraftLoad =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; values: RepairDraftValues; file: File | null; photos: File[] };

export function AddRepairPage({ initialReceipt, outbox }: AddRepairPageProps = {}) {
  const { propertyId = '' } = useParams();
  const { user } = useAuth();
  const uid = user?.id;
  const navigate = useNavigate();
  const property = useRepairProperty(uid, propertyId);
  const [today] = useState(() => todayIsoDate());
  const uploads = useReceiptUpload(uploadReceipt);
  const [search] = useSearchParams();
  const [prefill] = useState(() => maintenancePrefill(search));
  // The "Scan receipt" shortcut: open the camera with the form.
  const [openCamera] = useState(() => search.get('capture') === 'receipt');
  useEffect(() => preloadPhotoCompressor(), []);
  const [editingId] = useState(() => (outbox ? outboxDraftId(search) : null));
  const [draft, setDraft] = useState<DraftLoad>(() =>
    editingId ? { status: 'loading' } : { status: 'none' },
  );
  useEffect(() => {
    if (!editingId || !uid || !outbox) return;
    let live = true;
    outbox.open(uid, editingId).then(
      (opened) => {
        if (!live) return;
        if (!opened) toast({ title: OUTBOX_NOTICES.draftMissing, variant: 'destructive' });
        setDraft(opened ? { status: 'ready', ...opened } : { status: 'none' });
      },
      (error: unknown) => {
        console.error('Opening the queued repair failed', error);
        if (live) setDraft({ status: 'none' });
      },
    );
    return () => {
      live = false;
    };
  }, [editingId, uid, outbox]);
  /** The first answer decides whether the page stays; later snapshots only refresh the heading. */
  const decided = useRef(false);

  const loaded = property.state;
  useEffect(() => {
    if (decided.current || !uid) return;
    if (!propertyId) {
      decided.current = true;
      navigate(paths.dashboard, { replace: true });
      return;
    }
    if (loaded.status === 'error') {
      // Without the Firestore emulator the signed-in area already says why; stay and show it.
      if (loaded.error instanceof FirestoreUnavailableError) return;
      decided.current = true;
      toast(REPAIR_TOASTS.propertyLoadFailed);
      navigate(paths.dashboard, { replace: true });
      return;
    }
    if (loaded.status !== 'ready') return;
    decided.current = true;
    if (canAddTo(loaded.data, uid)) return;
    toast(REPAIR_TOASTS.propertyNotFound);
    navigate(paths.dashboard, { replace: true });
  }, [loaded, uid, propertyId, navigate]);

  // The last good snapshot: the form stays put (and keeps its text) whatever happens later.
  const current = loaded.status === 'ready' && canAddTo(loaded.data, uid) ? loaded.data : null;
  const [shown, setShown] = useState<RepairPropertySummary | null>(null);
  if (current && current !== shown) setShown(current);
  const screenProperty: Loadable<RepairPropertySummary> =
    shown && draft.status !== 'loading'
      ? { status: 'ready', data: shown }
      : loaded.status === 'error'
        ? loaded
        : LOADING;

  const { run, forget } = uploads;
  /**
   * Keeps the repair on this device (the outbox sends it when the connection is back) with
   * the key this submit would have sent, and goes back to the home. A failed write keeps
   * the form: nothing is dropped silently.
   */
  const keepForLater = useCallback(
    async (
      values: AddRepairFormValues,
      file: File | null,
      receipt: ReceiptInput | null,
      photos: readonly File[],
      /** The photos' paths a failed attempt sent: the key must be that attempt's. */
      sentPhotos: string[] = [],
    ): Promise<SubmitOutcome> => {
      if (!outbox || !uid || !shown) return { ok: false };
      const id = addRepairRequestId({ ...values, propertyId, receipt, photos: sentPhotos });
      try {
        const { address, city, state } = shown;
        await outbox.queue({
          id,
          uid,
          propertyId,
          property: { address, city, state },
          values,
          receipt,
          file,
          photos,
          maintenanceTaskId: prefill.taskId,
        });
      } catch (error) {
        console.error('Keeping the repair on this device failed', error);
        toast(REPAIR_TOASTS.queueFailed);
        return { ok: false };
      }
      if (editingId && editingId !== id) await outbox.forget(uid, editingId).catch(() => {});
      toast(REPAIR_TOASTS.queued);
      navigate(paths.property(propertyId));
      return { ok: true };
    },
    [outbox, uid, shown, propertyId, editingId, navigate, prefill.taskId],
  );

  const submit = useCallback(
    async (
      values: AddRepairFormValues,
      file: File | null,
      photoFiles: readonly File[],
    ): Promise<SubmitOutcome> => {
      if (!uid) {
        toast(REPAIR_TOASTS.signedOut);
        return { ok: false };
      }
      if (outbox && (await reallyOffline())) return keepForLater(values, file, null, photoFiles);
      let receipt = null;
      if (file) {
        const upload = await run(file, propertyId);
        if (upload.kind === 'cancelled') return { ok: false };
        if (upload.kind === 'failed') {
          if (outbox && uploadWentOffline(upload.code))
            return keepForLater(values, file, null, photoFiles);
          toast(receiptUploadFailedToast(upload.message));
          return { ok: false };
        }
        receipt = upload.receipt;
      }
      let photos: string[];
      try {
        photos = await uploadRepairPhotos(photoFiles, propertyId);
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        // Uploaded photos the repair never got are removed by the daily orphan cleanup.
        if (outbox && uploadWentOffline(typeof code === 'string' ? code : null))
          return keepForLater(values, file, receipt, photoFiles);
        console.error('Uploading the photos failed', error);
        toast({ title: PHOTOS_COPY.uploadFailed, variant: 'destructive' });
        return { ok: false };
      }
      try {
        const saved = await addRepair({ ...values, propertyId, receipt, photos });
        if (outbox && editingId) await outbox.forget(uid, editingId).catch(() => {});
        toast(REPAIR_TOASTS.added);
        if (prefill.taskId) {
          // The repair is saved whatever happens here; the task can still be marked done.
          await completeMaintenanceTask(prefill.taskId, saved.id).catch((error: unknown) => {
            console.error('completeMaintenanceTask failed', error);
            toast(REPAIR_TOASTS.maintenanceNotAdvanced);
          });
          navigate(propertyMaintenance(propertyId));
        } else navigate(paths.dashboard);
        return { ok: true };
      } catch (error) {
        if (outbox && callWentOffline(error))
          return keepForLater(values, file, receipt, photoFiles, photos);
        console.error('addRepair failed', error);
        const failure = describeAddRepairFailure(error);
        toast(failure.toast);
        if (failure.receiptRejected) forget();
        if (failure.leave) navigate(paths.dashboard, { replace: true });
        return { ok: false, field: failure.field, message: failure.message };
      }
    },
    [uid, propertyId, run, forget, navigate, prefill.taskId, outbox, editingId, keepForLater],
  );

  return (
    <>
      <PageMeta title="Add Repair Record" description="Log a repair for your property" />
      <AddRepairScreen
        property={screenProperty}
        today={today}
        defaultValues={draft.status === 'ready' ? draft.values : prefill.defaults}
        defaultFile={draft.status === 'ready' ? draft.file : null}
        defaultPhotos={draft.status === 'ready' ? draft.photos : undefined}
        preparePhoto={prepareRepairPhoto}
        notice={
          draft.status === 'ready' ? (
            <Alert variant="info" className={css({ mt: '4' })}>
              {OUTBOX_NOTICES.editing}
            </Alert>
          ) : null
        }
        onSubmit={submit}
        upload={uploads.state}
        onCancelUpload={uploads.cancel}
        readReceipt={readReceipt}
        prepareFile={prepareReceiptFile}
        camera
        openCamera={openCamera}
        initialFile={initialReceipt ?? null}
      />
    </>
  );
}
