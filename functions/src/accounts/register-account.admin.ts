/** The real dependencies of the registerAccount shell: the Admin SDK's Auth and Firestore. */
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { PROFILES_COLLECTION } from '@homeledger/domain';
import { assertFirestoreReachable } from '../kit/emulators';
import type { RegisterAccountDeps } from './register-account.shell';

export function createAdminRegisterDeps(
  auth: Auth,
  db: Firestore,
  log: Pick<typeof logger, 'error'> = logger,
): RegisterAccountDeps<FieldValue> {
  const profiles = db.collection(PROFILES_COLLECTION);
  return {
    getUserByEmail: (email) => auth.getUserByEmail(email),
    createUser: (user) => auth.createUser(user),
    setCustomUserClaims: (uid, claims) => auth.setCustomUserClaims(uid, claims),
    writeProfile: async (uid, profile) => {
      await profiles.doc(uid).create(profile);
    },
    deleteProfile: async (uid) => {
      await profiles.doc(uid).delete();
    },
    deleteUser: (uid) => auth.deleteUser(uid),
    now: () => FieldValue.serverTimestamp(),
    logError: (message, context) => log.error(message, context),
    // In the Functions emulator without Firestore: 'unavailable' now, not a minute-long hang.
    checkWritable: () => assertFirestoreReachable(),
  };
}
