/**
 * Whether the browser says it has a network, live (the `online`/`offline` events). Pages use it
 * to say calmly that they show what this device saved (issue #32), never to decide whether to
 * try a request: `navigator.onLine` can say online on a network that reaches nothing.
 */
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const online = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}
