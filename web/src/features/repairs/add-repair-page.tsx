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
  type ServiceType,
} from '@homeledger/domain';
import { PageMeta } from '@/components/layout/page-meta';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { LOADING, type Loadable } from '@/lib/data/loadable';
import { AddRepairScreen, type AddRepairFormValues, type SubmitOutcome } from './add-repair-screen';
import { uploadReceipt } from './api/receipts';
import { addRepair, completeMaintenanceTask } from './api/repairs';
import { FirestoreUnavailableError, useRepairProperty } from './api/use-repair';
import { REPAIR_TOASTS, describeAddRepairFailure, receiptUploadFailedToast } from './repair-copy';
import type { RepairPropertySummary } from './repair-types';
import { useReceiptUpload } from './use-receipt-upload';
import { readReceipt } from './read-receipt';
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

export function AddRepairPage() {
  const { propertyId = '' } = useParams();
  const { user } = useAuth();
  const uid = user?.id;
  const navigate = useNavigate();
  const property = useRepairProperty(uid, propertyId);
  const [today] = useState(() => todayIsoDate());
  const uploads = useReceiptUpload(uploadReceipt);
  const [search] = useSearchParams();
  const [prefill] = useState(() => maintenancePrefill(search));
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
  const screenProperty: Loadable<RepairPropertySummary> = shown
    ? { status: 'ready', data: shown }
    : loaded.status === 'error'
      ? loaded
      : LOADING;

  const { run, forget } = uploads;
  const submit = useCallback(
    async (values: AddRepairFormValues, file: File | null): Promise<SubmitOutcome> => {
      if (!uid) {
        toast(REPAIR_TOASTS.signedOut);
        return { ok: false };
      }
      let receipt = null;
      if (file) {
        const upload = await run(file, propertyId);
        if (upload.kind === 'cancelled') return { ok: false };
        if (upload.kind === 'failed') {
          toast(receiptUploadFailedToast(upload.message));
          return { ok: false };
        }
        receipt = upload.receipt;
      }
      try {
        const saved = await addRepair({ ...values, propertyId, receipt });
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
        console.error('addRepair failed', error);
        const failure = describeAddRepairFailure(error);
        toast(failure.toast);
        if (failure.receiptRejected) forget();
        if (failure.leave) navigate(paths.dashboard, { replace: true });
        return { ok: false, field: failure.field, message: failure.message };
      }
    },
    [uid, propertyId, run, forget, navigate, prefill.taskId],
  );

  return (
    <>
      <PageMeta title="Add Repair Record" description="Log a repair for your property" />
      <AddRepairScreen
        property={screenProperty}
        today={today}
        defaultValues={prefill.defaults}
        onSubmit={submit}
        upload={uploads.state}
        onCancelUpload={uploads.cancel}
        readReceipt={readReceipt}
      />
    </>
  );
}
