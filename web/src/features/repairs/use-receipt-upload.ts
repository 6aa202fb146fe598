/**
 * The pages' side of a receipt upload: progress for the screen, Cancel, and the
 * finished upload remembered so a retry after a failed save does not upload the same
 * file again (until the server refuses it: `forget()`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReceiptInput } from '@homeledger/domain';
import type { ReceiptUpload } from './api/receipts';
import { UPLOAD_IDLE, type UploadState } from './receipt-field';
import { isUploadCancelled, uploadFailureMessage } from './receipt-file';

export type UploadOutcome =
  | { kind: 'uploaded'; receipt: ReceiptInput }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string; code: string | null };

export type UploadFunction = (
  file: File,
  propertyId: string,
  onProgress: (percent: number) => void,
) => ReceiptUpload;

export function useReceiptUpload(upload: UploadFunction) {
  const [state, setState] = useState<UploadState>(UPLOAD_IDLE);
  const running = useRef<ReceiptUpload | null>(null);
  const finished = useRef<{ file: File; propertyId: string; receipt: ReceiptInput } | null>(null);

  // Leaving the page stops an upload in flight (its file is then never referenced).
  useEffect(() => () => running.current?.cancel(), []);

  const run = useCallback(
    async (file: File, propertyId: string): Promise<UploadOutcome> => {
      const done = finished.current;
      if (done && done.file === file && done.propertyId === propertyId)
        return { kind: 'uploaded', receipt: done.receipt };
      running.current?.cancel();
      setState({ status: 'uploading', progress: 0 });
      let task: ReceiptUpload | null = null;
      task = upload(file, propertyId, (progress) => {
        if (task !== null && running.current === task) setState({ status: 'uploading', progress });
      });
      running.current = task;
      try {
        const receipt = await task.promise;
        finished.current = { file, propertyId, receipt };
        setState(UPLOAD_IDLE);
        return { kind: 'uploaded', receipt };
      } catch (error) {
        if (isUploadCancelled(error)) {
          setState(UPLOAD_IDLE);
          return { kind: 'cancelled' };
        }
        console.error('Receipt upload failed', error);
        const message = uploadFailureMessage(error);
        setState({ status: 'failed', message });
        const code = (error as { code?: unknown } | null)?.code;
        return { kind: 'failed', message, code: typeof code === 'string' ? code : null };
      } finally {
        if (running.current === task) running.current = null;
      }
    },
    [upload],
  );

  const cancel = useCallback(() => running.current?.cancel(), []);
  const forget = useCallback(() => {
    finished.current = null;
  }, []);

  return { state, run, cancel, forget };
}
