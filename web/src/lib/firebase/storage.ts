import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { firebaseApp } from './app';
import { ensureAppCheck } from './app-check';
import { emulatorHost, emulatorPorts, useEmulators } from './config';

let instance: FirebaseStorage | undefined;

/** Cloud Storage: only signed-in feature chunks import this module (never public pages). */
export function firebaseStorage(): FirebaseStorage {
  if (!instance) {
    ensureAppCheck();
    instance = getStorage(firebaseApp());
    if (useEmulators) connectStorageEmulator(instance, emulatorHost, emulatorPorts.storage);
  }
  return instance;
}

/** The Storage emulator's base URL, when the app talks to the emulators (else null). */
export const storageEmulatorUrl: string | null = useEmulators
  ? `http://${emulatorHost}:${emulatorPorts.storage}/`
  : null;
