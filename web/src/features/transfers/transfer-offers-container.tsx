/** Binds the homeowner's transfers and the transfer callables to TransferOffersPanel. */
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { callableFailure } from '@/lib/firebase/callable';
import {
  acceptTransfer,
  cancelTransfer,
  declineTransfer,
  useClaimInvitations,
  useIncomingTransfers,
  useOutgoingTransfers,
} from './api/transfers';
import {
  TransferOffersPanel,
  type TransferAction,
  type TransferRow,
} from './transfer-offers-panel';
import { TRANSFER_OFFER_TOASTS } from './transfers-copy';

const RUN: Record<
  TransferAction,
  (input: { transferId: string; keepMembers: string[] }) => Promise<void>
> = {
  accept: acceptTransfer,
  decline: ({ transferId }) => declineTransfer({ transferId }),
  cancel: ({ transferId }) => cancelTransfer({ transferId }),
};

export function TransferOffersContainer({ uid }: { uid: string | null | undefined }) {
  const { user } = useAuth();
  useClaimInvitations(
    uid,
    Boolean(user && user.id === uid && user.role === 'homeowner' && user.emailVerified),
  );
  const incoming = useIncomingTransfers(uid);
  const outgoing = useOutgoingTransfers(uid);
  const [busy, setBusy] = useState<{ id: string; action: TransferAction } | null>(null);
  const [confirm, setConfirmState] = useState<{
    row: TransferRow;
    action: TransferAction;
  } | null>(null);
  // Whom to keep of the previous owner's household: none until ticked, afresh per dialog.
  const [keep, setKeep] = useState<string[]>([]);
  const setConfirm = useCallback((next: { row: TransferRow; action: TransferAction } | null) => {
    setKeep([]);
    setConfirmState(next);
  }, []);
  const inFlight = useRef(false);

  const onAct = useCallback(
    async (row: TransferRow, action: TransferAction, kept: string[]) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy({ id: row.id, action });
      try {
        await RUN[action]({ transferId: row.id, keepMembers: kept });
        if (action === 'accept')
          toast({
            title: TRANSFER_OFFER_TOASTS.accepted,
            description: TRANSFER_OFFER_TOASTS.acceptedText(row.address),
            variant: 'success',
          });
        else
          toast({
            title:
              action === 'decline'
                ? TRANSFER_OFFER_TOASTS.declined
                : TRANSFER_OFFER_TOASTS.cancelled,
          });
      } catch (error) {
        console.error(`${action}Transfer failed`, error);
        // An acceptance that stopped part-way shows "Finish transfer" (the live row says so).
        toast({
          title: TRANSFER_OFFER_TOASTS.failed,
          description: callableFailure(error).message,
          variant: 'destructive',
        });
      } finally {
        inFlight.current = false;
        setBusy(null);
        setConfirm(null);
      }
    },
    [setConfirm],
  );

  return (
    <TransferOffersPanel
      incoming={incoming.state}
      outgoing={outgoing.state}
      onRetry={() => {
        incoming.retry();
        outgoing.retry();
      }}
      busy={busy}
      confirm={confirm}
      onConfirmChange={setConfirm}
      onAct={(row, action) => void onAct(row, action, keep)}
      keep={keep}
      onKeepChange={setKeep}
    />
  );
}
