import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { firebaseApp } from './app';
import { emulatorHost, emulatorPorts, useEmulators } from './config';

let instance: Auth | undefined;

/**
 * Firebase Auth, wired to the emulator in development and tests. Import this
 * module lazily. Email/password only: no popup/redirect resolver, so Auth never
 * loads Google's sign-in iframe (an external request on every auth screen).
 */
export function firebaseAuth(): Auth {
  if (!instance) {
    instance = initializeAuth(firebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    });
    if (useEmulators) {
      connectAuthEmulator(instance, `http://${emulatorHost}:${emulatorPorts.auth}`, {
        disableWarnings: true,
      });
    }
  }
  return instance;
}
