/** The `registerAccount` callable: wires the Admin SDK into the shell. */
import { onCall } from 'firebase-functions/v2/https';
import { adminAuth, adminDb } from '../admin';
import { createAdminRegisterDeps } from './register-account.admin';
import { registerAccountShell, type RegisterAccountResult } from './register-account.shell';

export const registerAccount = onCall<unknown, Promise<RegisterAccountResult>>(
  // Public by nature (the caller has no account yet). App Check is not enforced.
  { region: 'us-central1', enforceAppCheck: false },
  (request) => registerAccountShell(createAdminRegisterDeps(adminAuth(), adminDb()))(request.data),
);
