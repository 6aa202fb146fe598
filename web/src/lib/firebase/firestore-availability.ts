/**
 * Whether the Firestore emulator answers, for development against the emulators.
 *
 * On machines where the Firestore emulator cannot run (README → Test tiers), every
 * Firestore read would wait ~10 s for "client is offline" and then fail. The
 * signed-in area asks once per session instead, shows one notice, and data panels
 * use `useFirestoreAvailability()` to show their failure state at once.
 *
 * Only in emulator mode (`useEmulators`): a production build never probes and
 * always reports `available`. No Firebase SDK import, so it costs nothing to load.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { emulatorHost, emulatorPorts, useEmulators } from './config';
import { reallyOffline } from '@/lib/pwa/network';

export type FirestoreAvailability = 'checking' | 'available' | 'unavailable';
type Answer = Exclude<FirestoreAvailability, 'checking'>;

/** How long the probe waits for the emulator before calling it unavailable. */
export const FIRESTORE_PROBE_TIMEOUT_MS = 1500;

/**
 * True when something answers HTTP at `url` within `timeoutMs`. `no-cors`: the
 * emulator's answer is opaque to the page, but a refused connection still rejects.
 */
export async function probeEmulator(
  url: string,
  { timeoutMs = FIRESTORE_PROBE_TIMEOUT_MS, fetchImpl = fetch } = {},
): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetchImpl(url, { mode: 'no-cors', cache: 'no-store', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export interface FirestoreAvailabilityStore {
  /** The answer so far: `checking` until the probe has run (once per store). */
  get(): FirestoreAvailability;
  /** Runs the probe (once; later calls share its answer). */
  check(): Promise<Answer>;
  subscribe(listener: () => void): () => void;
}

export function createFirestoreAvailabilityStore({
  enabled,
  url,
  probe = (target: string) => probeEmulator(target),
  offline = () => reallyOffline(),
}: {
  /** False in production: always `available`, never probes. */
  enabled: boolean;
  url: string;
  probe?: (url: string) => Promise<boolean>;
  /**
   * True while the device has no network. A probe then cannot tell a stopped emulator from
   * a cut cable, and the persistent cache is what the pages read offline (#32): the answer
   * is `available` and it is not kept, so the next check once online probes for real.
   * Asks the network, not only the browser: in a container without a default route Chromium
   * says offline for good, and the notice would never show there.
   */
  offline?: () => Promise<boolean>;
}): FirestoreAvailabilityStore {
  let answer: Answer | undefined = enabled ? undefined : 'available';
  let pending: Promise<Answer> | undefined;
  let offlineNow = false;
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => answer ?? (offlineNow ? 'available' : 'checking'),
    check() {
      if (answer) return Promise.resolve(answer);
      pending ??= (async (): Promise<Answer> => {
        if (await offline()) {
          pending = undefined;
          if (!offlineNow) {
            offlineNow = true;
            tell();
          }
          return 'available';
        }
        offlineNow = false;
        answer = (await probe(url)) ? 'available' : 'unavailable';
        tell();
        return answer;
      })();
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app's store: probes the configured Firestore emulator, cached for the session. */
export const firestoreAvailability = createFirestoreAvailabilityStore({
  enabled: useEmulators,
  url: `http://${emulatorHost}:${emulatorPorts.firestore}/`,
});

/**
 * `checking` → `available` | `unavailable`. The first component to use it starts
 * the probe; every later one gets the cached answer. Always `available` outside
 * emulator mode.
 */
export function useFirestoreAvailability(
  store: FirestoreAvailabilityStore = firestoreAvailability,
): FirestoreAvailability {
  const value = useSyncExternalStore(store.subscribe, store.get, store.get);
  useEffect(() => {
    void store.check();
  }, [store]);
  return value;
}
