/** Production wiring of registration: the Admin SDK's Auth and Firestore, loaded on first use. */
import { adminAuth, adminDb } from '../admin';
import { adminStore } from '../kit/admin-ports';
import { inFunctionsEmulator, onCallable } from '../kit/callable';
import { registerAccountSpec } from './register-account';

/** Public (the caller has no account yet): App Check is what keeps scripts out here. */
export const registerAccount = onCallable(registerAccountSpec, async () => {
  const [{ createAdminRegisterDeps }, auth, db, limitStore] = await Promise.all([
    import('./register-account.admin'),
    adminAuth(),
    adminDb(),
    adminStore(),
  ]);
  // Every emulator caller is 127.0.0.1: the suites would share one count (as App Check, off there).
  const deps = createAdminRegisterDeps(auth, db);
  return inFunctionsEmulator() ? deps : { ...deps, limitStore };
});
