import {
  browserLocalPersistence,
  browserSessionPersistence,
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
      // Session storage last: it holds only a "shared computer" sign-in (see
      // shared-computer.ts), which Auth finds there and never moves to disk.
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
    if (useEmulators) {
      connectAuthEmulator(instance, `http://${emulatorHost}:${emulatorPorts.auth}`, {
        disableWarnings: true,
      });
    }
  }
  return instance;
}
