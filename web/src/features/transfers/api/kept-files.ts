/**
 * What a seller kept when they transferred a home (#33), live: their kept receipts (their
 * `keptReceipts` records) and their warranties whose document moved under their uid. Files
 * open under storage.rules (`keptReceipts/{uid}/…`, `keptWarranties/{uid}/…`: that uid only).
 */
import { readKeptReceipt, storedReceipt } from '@homeledger/domain';
import { useMemo } from 'react';
import type { Loadable } from '@/lib/data/loadable';
import { openStorageFile } from '@/lib/firebase/storage-file';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { KeptFileRow } from '../kept-files-panel';
import { keptReceiptsQuery, keptWarrantiesQuery } from './queries';

export function toKeptReceiptRow(id: string, data: Record<string, unknown>): KeptFileRow {
  const kept = readKeptReceipt({ id, data });
  return {
    id,
    kind: 'receipt',
    title: kept.serviceType || 'Repair',
    date: kept.date,
    address: kept.property.address,
    fileName: kept.name,
    path: kept.path,
  };
}

export function toKeptWarrantyRow(id: string, data: Record<string, unknown>): KeptFileRow | null {
  const document = storedReceipt(data['document']);
  if (!document) return null;
  return {
    id,
    kind: 'warranty',
    title:
      typeof data['item'] === 'string' && data['item'].trim() ? data['item'].trim() : 'Warranty',
    date: typeof data['startDate'] === 'string' ? data['startDate'] : '',
    address: '',
    fileName: document.name,
    path: document.path,
  };
}

/** Newest first (a date is `yyyy-MM-dd`), then by title. */
const newestFirst = (a: KeptFileRow, b: KeptFileRow) =>
  b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

export function useKeptFiles(uid: string | null | undefined): {
  files: Loadable<readonly KeptFileRow[]>;
  retry: () => void;
} {
  const receipts = useLiveQuery(keptReceiptsQuery, uid, toKeptReceiptRow);
  const warranties = useLiveQuery(keptWarrantiesQuery, uid, toKeptWarrantyRow);
  const files = useMemo<Loadable<readonly KeptFileRow[]>>(() => {
    const [r, w] = [receipts.state, warranties.state];
    if (r.status === 'error') return r;
    if (w.status === 'error') return w;
    if (r.status !== 'ready' || w.status !== 'ready') return { status: 'loading' };
    const rows = [
      ...r.data.filter((row) => row.path),
      ...w.data.flatMap((row) => (row ? [row] : [])),
    ];
    return { status: 'ready', data: rows.sort(newestFirst) };
  }, [receipts.state, warranties.state]);
  const retryReceipts = receipts.retry;
  const retryWarranties = warranties.retry;
  const retry = useMemo(
    () => () => {
      retryReceipts();
      retryWarranties();
    },
    [retryReceipts, retryWarranties],
  );
  return { files, retry };
}

/** Opens a kept file in a new tab, read under the storage rules (its owner alone). */
export const openKeptFile = (path: string): Promise<void> => openStorageFile(path);
