/**
 * Fast failure where a backend is not there. Inside the Functions
 * emulator the Admin SDK talks to the Firestore / Storage emulators only when
 * their host variables are set; without them it tries production Google APIs
 * and hangs for about a minute before failing. The production port factories
 * (`adminStore()`, and `adminFiles()` when a file is first touched) call these guards first, so the caller gets a
 * clear 'unavailable' at once instead.
 */
import { Rejection, inFunctionsEmulator } from './callable';

export { inFunctionsEmulator };

export const FIRESTORE_UNAVAILABLE_MESSAGE =
  "The Firestore emulator is not running, so your data can't be saved here. See README → Test tiers.";

export const STORAGE_UNAVAILABLE_MESSAGE =
  "The Storage emulator is not running, so your files can't be saved here. See README → Test tiers.";

export type Env = Readonly<Record<string, string | undefined>>;

/** Throws Rejection('unavailable') in the Functions emulator when the Firestore emulator is not running. */
export function assertFirestoreReachable(env: Env = process.env): void {
  if (inFunctionsEmulator(env) && !env['FIRESTORE_EMULATOR_HOST'])
    throw new Rejection('unavailable', FIRESTORE_UNAVAILABLE_MESSAGE);
}

/** Throws Rejection('unavailable') in the Functions emulator when the Storage emulator is not running. */
export function assertStorageReachable(env: Env = process.env): void {
  if (
    inFunctionsEmulator(env) &&
    !env['FIREBASE_STORAGE_EMULATOR_HOST'] &&
    !env['STORAGE_EMULATOR_HOST']
  )
    throw new Rejection('unavailable', STORAGE_UNAVAILABLE_MESSAGE);
}
