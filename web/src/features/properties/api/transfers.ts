/**
 * "Transfer this home" (functions/src/transfers): startTransfer and cancelTransfer. The
 * pending transfer's id is on the property document (`pendingTransferId`), which the
 * page already reads live.
 */
import type { StartTransferInput, TransferIdInput } from '@homeledger/domain';

export async function startTransfer(
  input: StartTransferInput,
): Promise<{ transferId: string; toName: string }> {
  const { callFunction } = await import('@/lib/firebase/functions');
  return callFunction<StartTransferInput, { transferId: string; toName: string }>(
    'startTransfer',
    input,
  );
}

export async function cancelTransfer(input: TransferIdInput): Promise<void> {
  const { callFunction } = await import('@/lib/firebase/functions');
  await callFunction<TransferIdInput, unknown>('cancelTransfer', input);
}
