/**
 * The owner's photo controls on the property page: show, upload (with progress), cancel,
 * remove. The property document is live: the new photo path arrives by itself.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { PHOTO_MESSAGES } from '@homeledger/domain';
import { toast } from '@/components/ui';
import { callableFailure } from '@/lib/firebase/callable';
import { useStorageImage } from '@/lib/firebase/storage-image';
import type { PhotoState } from '../property-detail-screen';
import {
  PhotoUploadError,
  removePropertyPhoto,
  uploadPropertyPhoto,
  type PhotoUpload,
} from './photos';

export interface PropertyPhotoControls {
  photo: PhotoState;
  progress: number | null;
  busy: boolean;
  upload: (file: File) => void;
  cancel: () => void;
  remove: () => void;
}

export function usePropertyPhoto(
  propertyId: string,
  photoPath: string | null | undefined,
): PropertyPhotoControls {
  const photo = useStorageImage(photoPath);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const current = useRef<PhotoUpload | null>(null);

  // Leaving the page stops an upload that is still on its way.
  useEffect(() => () => current.current?.cancel(), []);

  const upload = useCallback(
    (file: File) => {
      if (current.current) return;
      setProgress(0);
      const job = uploadPropertyPhoto(propertyId, file, setProgress);
      current.current = job;
      job.done
        .then(
          () => {
            toast({ title: PHOTO_MESSAGES.updated, variant: 'success' });
          },
          (error: unknown) => {
            if (error instanceof PhotoUploadError && error.canceled) return;
            console.error('Photo upload failed', error);
            const message =
              error instanceof PhotoUploadError ? error.message : PHOTO_MESSAGES.invalid;
            toast({ title: 'Error', description: message, variant: 'destructive' });
          },
        )
        .finally(() => {
          current.current = null;
          setProgress(null);
        });
    },
    [propertyId],
  );

  const cancel = useCallback(() => current.current?.cancel(), []);

  const remove = useCallback(() => {
    setBusy(true);
    removePropertyPhoto(propertyId)
      .then(
        () => toast({ title: PHOTO_MESSAGES.removed }),
        (error: unknown) =>
          toast({
            title: 'Error',
            description: callableFailure(error).message,
            variant: 'destructive',
          }),
      )
      .finally(() => setBusy(false));
  }, [propertyId]);

  return { photo, progress, busy, upload, cancel, remove };
}
