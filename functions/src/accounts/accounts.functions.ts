/** Production wiring of registration: the Admin SDK's Auth and Firestore, loaded on first use. */
import { adminAuth, adminDb } from '../admin';
import { onCallable } from '../kit/callable';
import { registerAccountSpec } from './register-account';

/** Public (the caller has no account yet): App Check is what keeps scripts out here. */
export const registerAccount = onCallable(registerAccountSpec, async () => {
  const [{ createAdminRegisterDeps }, auth, db] = await Promise.all([
    import('./register-account.admin'),
    adminAuth(),
    adminDb(),
  ]);
  return createAdminRegisterDeps(auth, db);
});
