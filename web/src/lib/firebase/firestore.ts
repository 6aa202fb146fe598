import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { isSharedComputer } from '../auth/shared-computer';
import { forgetOnSignOut } from '../auth/sign-out-cleanup';
import { firebaseApp } from './app';
import { ensureAppCheck } from './app-check';
import { emulatorHost, emulatorPorts, useEmulators } from './config';

let instance: Firestore | undefined;

/**
 * IndexedDB is what the persistent cache lives in; without it (old browsers, tests) use
 * memory, and on a computer the person said is shared, never write the account to disk.
 */
function localCache() {
  return typeof indexedDB === 'undefined' || isSharedComputer()
    ? memoryLocalCache()
    : persistentLocalCache({ tabManager: persistentMultipleTabManager() });
}

/**
 * At sign-out the instance is stopped and its IndexedDB cache deleted, so the next person
 * at this computer finds none of the account's documents; the next sign-in makes a new
 * instance. Deleting fails while another tab still has the cache open: that tab signs out
 * too (Auth tells every tab) and deletes it then.
 */
async function forgetCache(): Promise<void> {
  const current = instance;
  if (!current) return;
  instance = undefined;
  await terminate(current);
  await clearIndexedDbPersistence(current);
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
    forgetOnSignOut(forgetCache);
  }
  return instance;
}
