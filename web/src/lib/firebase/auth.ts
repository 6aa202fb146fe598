import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { firebaseApp } from './app';
import { emulatorHost, emulatorPorts, useEmulators } from './config';

let instance: Auth | undefined;

/** Firebase Auth, wired to the emulator in development and tests. Import this module lazily. */
export function firebaseAuth(): Auth {
  if (!instance) {
    instance = getAuth(firebaseApp());
    if (useEmulators) {
      connectAuthEmulator(instance, `http://${emulatorHost}:${emulatorPorts.auth}`, {
        disableWarnings: true,
      });
    }
  }
  return instance;
}
