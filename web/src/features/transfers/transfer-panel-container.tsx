/**
 * Binds startTransfer / cancelTransfer / resendTransferInvitation and the live pending
 * transfer to the presentational TransferPanel (owner only).
 */
import { useCallback } from 'react';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { callableFailure } from '@/lib/firebase/callable';
import { cancelTransfer, resendTransferInvitation, startTransfer } from './api/transfers';
import { useHomeReceipts } from './api/use-home-receipts';
import { usePendingTransfer } from './api/use-pending-transfer';
import { TransferPanel, type TransferOutcome } from './transfer-panel';
import { TRANSFER_PANEL_TOASTS } from './transfers-copy';

export function TransferPanelContainer({
  propertyId,
  pendingTransferId,
}: {
  propertyId: string;
  pendingTransferId: string | null;
}) {
  const { user } = useAuth();
  const pending = usePendingTransfer(user?.id, pendingTransferId);
  const { receipts, retry } = useHomeReceipts(user?.id, propertyId, !pendingTransferId);
  const onStart = useCallback(
    async (email: string, keepReceipts: readonly string[]): Promise<TransferOutcome> => {
      try {
        const { toName, invited, consent } = await startTransfer({
          propertyId,
          email,
          keepReceipts: [...keepReceipts],
        });
        toast(
          consent
            ? {
                title: TRANSFER_PANEL_TOASTS.consent,
                description: TRANSFER_PANEL_TOASTS.consentText,
              }
            : invited
              ? {
                  title: TRANSFER_PANEL_TOASTS.invited,
                  description: TRANSFER_PANEL_TOASTS.invitedText(toName),
                  variant: 'success',
                }
              : {
                  title: TRANSFER_PANEL_TOASTS.sent,
                  description: TRANSFER_PANEL_TOASTS.sentText(toName),
                  variant: 'success',
                },
        );
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
      toast({ title: TRANSFER_PANEL_TOASTS.cancelled });
      return { ok: true };
    } catch (error) {
      console.error('cancelTransfer failed', error);
      return { ok: false, message: callableFailure(error).message };
    }
  }, []);
  const onResend = useCallback(async (transferId: string): Promise<TransferOutcome> => {
    try {
      const { status } = await resendTransferInvitation({ transferId });
      // The live transfer shows the outcome; a refused send is said here at once too.
      return status === 'sent'
        ? { ok: true }
        : { ok: false, message: TRANSFER_PANEL_TOASTS.resendFailed };
    } catch (error) {
      console.error('resendTransferInvitation failed', error);
      return { ok: false, message: callableFailure(error).message };
    }
  }, []);
  // The pending id comes from the live property document, the transfer from its own
  // live read: the panel follows both.
  return (
    <TransferPanel
      pendingTransferId={pendingTransferId}
      pendingTransfer={pending.state.status === 'ready' ? pending.state.data : null}
      onStart={onStart}
      receipts={receipts}
      onRetryReceipts={retry}
      onCancel={onCancel}
      onResend={onResend}
    />
  );
}
