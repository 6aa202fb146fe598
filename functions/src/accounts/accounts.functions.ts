/** Production wiring of registration: the Admin SDK's Auth and Firestore, loaded on first use. */
import { adminAuth, adminDb } from '../admin';
import { adminStore } from '../kit/admin-ports';
import { inFunctionsEmulator, onCallable } from '../kit/callable';
import { registerAccountSpec } from './register-account';

/** Public (the caller has no account yet): App Check is what keeps scripts out here. */
export const registerAccount = onCallable(registerAccountSpec, async () => {
  const [{ createAdminRegisterDeps }, auth, db] = await Promise.all([
    import('./register-account.admin'),
    adminAuth(),
    adminDb(),
  ]);
  const deps = createAdminRegisterDeps(auth, db);
  // Every emulator caller is 127.0.0.1: the suites would share one count (as App Check, off
  // there). Not asked for there either: without the Firestore emulator the store refuses at
  // once, before the shell can answer a taken email or say which backend is missing.
  return inFunctionsEmulator() ? deps : { ...deps, limitStore: await adminStore() };
});
