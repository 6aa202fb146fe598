import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { firebaseApp } from './app';
import { ensureAppCheck } from './app-check';
import { emulatorHost, emulatorPorts, useEmulators } from './config';

let instance: Firestore | undefined;

/** IndexedDB is what the persistent cache lives in; without it (old browsers, tests) use memory. */
function localCache() {
  return typeof indexedDB === 'undefined'
    ? memoryLocalCache()
    : persistentLocalCache({ tabManager: persistentMultipleTabManager() });
}

/**
 * Firestore with a persistent cache shared by every open tab: a revisit paints from
 * the cache before the network answers, pages stay readable offline, and a listener
 * resumed within 30 minutes is billed only for the documents that changed.
 * Only signed-in chunks import this module (public pages never load Firestore).
 */
export function firebaseFirestore(): Firestore {
  if (!instance) {
    ensureAppCheck();
    instance = initializeFirestore(firebaseApp(), { localCache: localCache() });
    if (useEmulators) connectFirestoreEmulator(instance, emulatorHost, emulatorPorts.firestore);
  }
  return instance;
}
