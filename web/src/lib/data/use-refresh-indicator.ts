/**
 * The state of a Refresh button over live data: it starts on `start()` and ends once
 * the data has `settled` again and at least MIN_REFRESH_MS has passed, so a click that
 * the cache answers at once still visibly did something.
 */
import { useCallback, useEffect, useState } from 'react';

/** "Refreshing..." stays at least this long. */
export const MIN_REFRESH_MS = 600;

export function useRefreshIndicator(settled: boolean): {
  refreshing: boolean;
  start: () => void;
} {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const start = useCallback(() => setStartedAt(Date.now()), []);
  useEffect(() => {
    if (startedAt === null || !settled) return;
    const wait = Math.max(0, startedAt + MIN_REFRESH_MS - Date.now());
    const timer = window.setTimeout(() => setStartedAt(null), wait);
    return () => window.clearTimeout(timer);
  }, [startedAt, settled]);
  return { refreshing: startedAt !== null, start };
}
