/** /edit-repair/{repairId}: binds the Edit Repair screen to the live repair, the receipt upload and updateRepair. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { roleOnHome, todayIsoDate, type ReceiptInput } from '@homeledger/domain';
import { PageMeta } from '@/components/layout/page-meta';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { uploadReceipt } from './api/receipts';
import { uploadRepairPhotos } from './api/repair-photos';
import { updateRepair } from './api/repairs';
import { FirestoreUnavailableError, useRepair, useRepairProperty } from './api/use-repair';
import {
  EditRepairScreen,
  type EditRepairFields,
  type PhotosChoice,
  type ReceiptChoice,
  type SubmitOutcome,
} from './edit-repair-screen';
import {
  PHOTOS_COPY,
  REPAIR_TOASTS,
  describeUpdateRepairFailure,
  receiptUploadFailedToast,
} from './repair-copy';
import { useReceiptUpload } from './use-receipt-upload';
import { readReceipt } from './read-receipt';
import { prepareReceiptFile, prepareRepairPhoto } from './receipt-photo';
import { renderStoredPhoto } from './stored-photo-thumb';
import { paths } from '@/lib/paths';

export function EditRepairPage() {
  const { repairId = '' } = useParams();
  const { user } = useAuth();
  const uid = user?.id ?? '';
  const navigate = useNavigate();
  const repair = useRepair(uid || null, repairId);
  // The reader's role on the repair's home decides whether it may be edited (issue #31).
  const repairData = repair.state.status === 'ready' ? repair.state.data : null;
  const home = useRepairProperty(uid || null, repairData?.propertyId ?? '');
  const homeData = home.state.status === 'ready' ? home.state.data : null;
  const homeRole = homeData
    ? roleOnHome({ ownerId: homeData.ownerId, members: homeData.members ?? [] }, uid, new Date())
    : undefined;
  const [today] = useState(() => todayIsoDate());
  const uploads = useReceiptUpload(uploadReceipt);

  // Spec §8 "Edit repair": a load failure toasts once (the page shows the alert).
  const loaded = repair.state;
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (loaded.status !== 'error' || toasted.current === loaded.error) return;
    toasted.current = loaded.error;
    if (loaded.error instanceof FirestoreUnavailableError) return;
    toast(REPAIR_TOASTS.editLoadFailed);
  }, [loaded]);

  const propertyId = loaded.status === 'ready' ? (loaded.data?.propertyId ?? '') : '';
  const { run, forget } = uploads;
  const submit = useCallback(
    async (
      values: EditRepairFields,
      choice: ReceiptChoice,
      photoChoice: PhotosChoice,
    ): Promise<SubmitOutcome> => {
      let receipt: ReceiptInput | null | undefined;
      if (choice.kind === 'remove') receipt = null;
      if (choice.kind === 'replace') {
        const upload = await run(choice.file, propertyId);
        if (upload.kind === 'cancelled') return { ok: false };
        if (upload.kind === 'failed') {
          toast(receiptUploadFailedToast(upload.message));
          return { ok: false };
        }
        receipt = upload.receipt;
      }
      let photos: string[] | undefined;
      if (photoChoice) {
        try {
          // Uploads the repair never gets (a failed save) are removed by the daily cleanup.
          const added = await uploadRepairPhotos(photoChoice.added, propertyId);
          photos = [...photoChoice.kept, ...added];
        } catch (error) {
          console.error('Uploading the photos failed', error);
          toast({ title: PHOTOS_COPY.uploadFailed, variant: 'destructive' });
          return { ok: false };
        }
      }
      try {
        const result = await updateRepair({
          ...values,
          repairId,
          ...(receipt === undefined ? {} : { receipt }),
          ...(photos === undefined ? {} : { photos }),
        });
        toast(REPAIR_TOASTS.updated);
        navigate(paths.property(result.propertyId || propertyId));
        return { ok: true };
      } catch (error) {
        console.error('updateRepair failed', error);
        const failure = describeUpdateRepairFailure(error);
        toast(failure.toast);
        if (failure.receiptRejected) forget();
        return { ok: false, field: failure.field, message: failure.message };
      }
    },
    [repairId, propertyId, run, forget, navigate],
  );

  return (
    <>
      <PageMeta title="Edit Repair Record" description="Update a repair record" />
      <EditRepairScreen
        repair={loaded}
        currentUid={uid}
        {...(homeData ? { role: homeRole ?? null, homeOwnerId: homeData.ownerId } : {})}
        today={today}
        onSubmit={submit}
        upload={uploads.state}
        onCancelUpload={uploads.cancel}
        readReceipt={readReceipt}
        prepareFile={prepareReceiptFile}
        preparePhoto={prepareRepairPhoto}
        renderStoredPhoto={renderStoredPhoto}
        camera
      />
    </>
  );
}
