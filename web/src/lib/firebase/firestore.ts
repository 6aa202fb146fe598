import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebaseApp } from './app';
import { emulatorHost, emulatorPorts, useEmulators } from './config';

let instance: Firestore | undefined;

/** Firestore: only signed-in feature chunks import this module (never public pages). */
export function firebaseFirestore(): Firestore {
  if (!instance) {
    instance = getFirestore(firebaseApp());
    if (useEmulators) connectFirestoreEmulator(instance, emulatorHost, emulatorPorts.firestore);
  }
  return instance;
}
