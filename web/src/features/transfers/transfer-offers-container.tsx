/** Binds the homeowner's transfers and the transfer callables to TransferOffersPanel. */
import { useCallback, useState } from 'react';
import { useConfirmedRowAction } from '@/components/panels/use-row-action';
import { toast } from '@/components/ui';
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
  useClaimInvitations(uid);
  const incoming = useIncomingTransfers(uid);
  const outgoing = useOutgoingTransfers(uid);
  // Whom to keep of the previous owner's household: none until ticked, afresh per dialog.
  const [keep, setKeep] = useState<string[]>([]);
  const resetKeep = useCallback(() => setKeep([]), []);
  const actions = useConfirmedRowAction<TransferRow, TransferAction>({
    failedTitle: TRANSFER_OFFER_TOASTS.failed,
    callName: (action) => `${action}Transfer`,
    onConfirmChange: resetKeep,
    // A failed acceptance that stopped part-way shows "Finish transfer" (the live row says so).
    perform: async (row, action) => {
      await RUN[action]({ transferId: row.id, keepMembers: keep });
      if (action === 'accept')
        toast({
          title: TRANSFER_OFFER_TOASTS.accepted,
          description: TRANSFER_OFFER_TOASTS.acceptedText(row.address),
          variant: 'success',
        });
      else
        toast({
          title:
            action === 'decline' ? TRANSFER_OFFER_TOASTS.declined : TRANSFER_OFFER_TOASTS.cancelled,
        });
    },
  });

  return (
    <TransferOffersPanel
      incoming={incoming.state}
      outgoing={outgoing.state}
      onRetry={() => {
        incoming.retry();
        outgoing.retry();
      }}
      {...actions}
      keep={keep}
      onKeepChange={setKeep}
    />
  );
}
