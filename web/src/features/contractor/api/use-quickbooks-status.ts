/**
 * The QuickBooks connection (quickbooksStatus callable) as a Loadable: read when
 * `enabled` first turns true, again on retry() (showing loading) and refresh()
 * (quietly, after connecting, importing or disconnecting).
 */
import { useCallback, useEffect, useState } from 'react';
import type { Loadable } from '@/lib/data/loadable';
import type { QuickBooksStatus } from '../contractor-types';
import { quickbooksStatus } from './quickbooks';

export interface QuickBooksStatusRead {
  state: Loadable<QuickBooksStatus>;
  retry: () => void;
  refresh: () => void;
}

export function useQuickBooksStatus(
  uid: string | null | undefined,
  enabled: boolean,
  read: () => Promise<QuickBooksStatus> = quickbooksStatus,
): QuickBooksStatusRead {
  const [state, setState] = useState<Loadable<QuickBooksStatus>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [wanted, setWanted] = useState(false);
  if (enabled && uid && !wanted) setWanted(true);

  useEffect(() => {
    if (!wanted || !uid) return;
    let cancelled = false;
    read().then(
      (data) => {
        if (!cancelled) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('quickbooksStatus failed', error);
        setState({ status: 'error', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, uid, attempt, read]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry, refresh };
}
