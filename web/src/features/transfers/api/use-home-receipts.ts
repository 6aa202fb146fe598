/**
 * The receipts step of "Transfer this home" (#33): the home's repairs that have a receipt,
 * live, newest first, as the step lists them (service type, date, file name).
 */
import { storedReceipt } from '@homeledger/domain';
import { useMemo } from 'react';
import type { Loadable } from '@/lib/data/loadable';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { TransferReceiptRow } from '../transfer-receipts-step';
import { homeReceiptsQuery } from './queries';

/** A repair as the step needs it, or null when it has no receipt. */
export function toReceiptRow(id: string, data: Record<string, unknown>): TransferReceiptRow | null {
  const receipt = storedReceipt(data['receipt']);
  if (!receipt) return null;
  const title = typeof data['serviceType'] === 'string' ? data['serviceType'].trim() : '';
  return {
    repairId: id,
    title: title || 'Repair',
    date: typeof data['date'] === 'string' ? data['date'] : '',
    fileName: receipt.name,
  };
}

/** Only read while the step may be shown (`enabled`): the owner's panel, no pending transfer. */
export function useHomeReceipts(
  uid: string | null | undefined,
  propertyId: string,
  enabled: boolean,
): { receipts: Loadable<readonly TransferReceiptRow[]>; retry: () => void } {
  const live = useLiveQuery(homeReceiptsQuery, enabled ? uid : null, toReceiptRow, { propertyId });
  const receipts = useMemo<Loadable<readonly TransferReceiptRow[]>>(
    () =>
      live.state.status === 'ready'
        ? {
            status: 'ready',
            data: live.state.data.filter((row): row is TransferReceiptRow => row !== null),
          }
        : live.state,
    [live.state],
  );
  return { receipts, retry: live.retry };
}
