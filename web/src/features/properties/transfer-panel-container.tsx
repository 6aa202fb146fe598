/** Binds startTransfer / cancelTransfer to the presentational TransferPanel (owner only). */
import { useCallback } from 'react';
import { toast } from '@/components/ui';
import { callableFailure } from '@/lib/firebase/callable';
import { cancelTransfer, startTransfer } from './api/transfers';
import { TransferPanel, type TransferOutcome } from './transfer-panel';
import { TRANSFER_TOASTS } from './properties-copy';

export function TransferPanelContainer({
  propertyId,
  pendingTransferId,
}: {
  propertyId: string;
  pendingTransferId: string | null;
}) {
  const onStart = useCallback(
    async (email: string): Promise<TransferOutcome> => {
      try {
        const { toName } = await startTransfer({ propertyId, email });
        toast({
          title: TRANSFER_TOASTS.sent,
          description: TRANSFER_TOASTS.sentText(toName),
          variant: 'success',
        });
        return { ok: true };
      } catch (error) {
        console.error('startTransfer failed', error);
        return { ok: false, message: callableFailure(error).message };
      }
    },
    [propertyId],
  );
  const onCancel = useCallback(async (transferId: string): Promise<TransferOutcome> => {
    try {
      await cancelTransfer({ transferId });
      toast({ title: TRANSFER_TOASTS.cancelled });
      return { ok: true };
    } catch (error) {
      console.error('cancelTransfer failed', error);
      return { ok: false, message: callableFailure(error).message };
    }
  }, []);
  // The pending id comes from the live property document: the panel follows it.
  return (
    <TransferPanel pendingTransferId={pendingTransferId} onStart={onStart} onCancel={onCancel} />
  );
}
