/**
 * Whether the device is online, live (the `online`/`offline` events, then the probe of
 * network.ts when the browser says offline). Pages use it to say calmly that they show what
 * this device saved (issue #32) and to hold back "not found" offline.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { reallyOffline } from './network';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const browserSaysOnline = () =>
  typeof navigator === 'undefined' ? true : navigator.onLine !== false;

export function useOnline(): boolean {
  const said = useSyncExternalStore(subscribe, browserSaysOnline, () => true);
  // When the browser says offline: whether the network answered anyway (null: not yet asked).
  const [answered, setAnswered] = useState<boolean | null>(null);
  useEffect(() => {
    if (said) return;
    let live = true;
    void reallyOffline().then((offline) => {
      if (live) setAnswered(!offline);
    });
    return () => {
      live = false;
      setAnswered(null);
    };
  }, [said]);
  return said || answered === true;
}
