/**
 * Whether this device is offline. `navigator.onLine === false` alone is not enough: on a
 * container or VM without a default route Chromium says offline for good while the app's own
 * origin answers. So "offline" means the browser says so AND a reserved Hosting path the
 * service worker never answers (only the network does) fails too.
 */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** True only when the browser says offline and the app's origin does not answer either. */
export async function reallyOffline(probeMs = 3000): Promise<boolean> {
  if (!browserOffline()) return false;
  try {
    await fetch('/__/firebase/init.json', {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(probeMs),
    });
    return false;
  } catch {
    return true;
  }
}
