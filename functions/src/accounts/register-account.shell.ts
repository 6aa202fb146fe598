/**
 * registerAccount — the thin shell around the pure decision: look the email up,
 * decide, then create the Auth user, set its `role` claim and write its profile,
 * rolling everything back if any step after user creation fails (no
 * half-created accounts). All I/O comes in through `RegisterAccountDeps`, so the
 * ordering and rollback are unit-tested with fakes and run for real against the
 * emulators in register-account.tier2.test.ts.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import {
  REGISTRATION_MESSAGES,
  type ProfileDraft,
  type RegisterInput,
  type RegistrationErrorDetails,
  type Role,
} from '@homeledger/domain';
import {
  conflictRejection,
  planRegistration,
  type ExistingAuthUser,
  type RegistrationRejection,
} from './register-account.plan';
import { Rejection } from '../kit/callable';

/** The Admin SDK surface the shell needs (signatures follow firebase-admin's). */
export interface RegisterAccountDeps<TTime = unknown> {
  /** Rejects with an error whose `code` is `auth/user-not-found` when no account uses the email. */
  getUserByEmail(email: string): Promise<{ customClaims?: Record<string, unknown> | undefined }>;
  /** Rejects with `code` `auth/email-already-exists` when the email got taken meanwhile. */
  createUser(user: {
    email: string;
    password: string;
    displayName: string;
  }): Promise<{ uid: string }>;
  setCustomUserClaims(uid: string, claims: { role: Role }): Promise<void>;
  /** Creates `profiles/{uid}`; must fail rather than overwrite an existing document. */
  writeProfile(uid: string, profile: ProfileDraft & { createdAt: TTime }): Promise<void>;
  /** Rollback of writeProfile; deleting a missing document is not an error. */
  deleteProfile(uid: string): Promise<void>;
  deleteUser(uid: string): Promise<void>;
  /** The value stored as `createdAt` (the server timestamp sentinel in production). */
  now(): TTime;
  /** Server-side log of the real error (never shown to the user). */
  logError(message: string, context: Record<string, unknown>): void;
  /**
   * Throws a `Rejection` (e.g. 'unavailable' in the Functions emulator without
   * the Firestore emulator) when the profile could not be written. Runs after the
   * email lookup and decision, before the Auth user is created, so a missing
   * database never leaves a half-created account.
   */
  checkWritable?(): void;
}

export interface RegisterAccountResult {
  uid: string;
  role: Role;
}

/** The `code` of an SDK error (`auth/…`), if any. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

export function rejectionToHttpsError(rejection: RegistrationRejection): HttpsError {
  const details: RegistrationErrorDetails = { banner: rejection.banner };
  return new HttpsError(rejection.code, rejection.message, details);
}

export function internalRegistrationError(): HttpsError {
  const details: RegistrationErrorDetails = { banner: 'error' };
  return new HttpsError('internal', REGISTRATION_MESSAGES.generic, details);
}

async function findExistingUser(
  deps: RegisterAccountDeps<unknown>,
  email: string,
): Promise<ExistingAuthUser | null> {
  try {
    const user = await deps.getUserByEmail(email);
    return { role: user.customClaims?.['role'] };
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

/**
 * Builds the callable's run: `(input) => { uid, role }`, or throws an HttpsError. The
 * input is the kit's parse of the payload (registerAccountSpec), never parsed again.
 */
export function registerAccountShell<TTime>(
  deps: RegisterAccountDeps<TTime>,
): (input: RegisterInput) => Promise<RegisterAccountResult> {
  const fail = (message: string, context: Record<string, unknown>): HttpsError => {
    deps.logError(`registerAccount: ${message}`, context);
    return internalRegistrationError();
  };

  return async function registerAccount(input: RegisterInput): Promise<RegisterAccountResult> {
    // 1. Is the email taken, and by which kind of account?
    let existing: ExistingAuthUser | null;
    try {
      existing = await findExistingUser(deps, input.email);
    } catch (error) {
      throw fail('looking up the email failed', { error });
    }

    // 2. Decide.
    const plan = planRegistration(input, existing);
    if (plan.kind === 'reject') throw rejectionToHttpsError(plan);

    // 3. Can the profile be written at all? Ask before creating anything.
    if (deps.checkWritable) {
      try {
        deps.checkWritable();
      } catch (error) {
        if (error instanceof Rejection) {
          const details: RegistrationErrorDetails = { banner: 'error' };
          throw new HttpsError(error.code, error.message, details);
        }
        throw fail('checking that the profile can be written failed', { error });
      }
    }

    // 4. Create the Auth user.
    let uid: string;
    try {
      ({ uid } = await deps.createUser(plan.authUser));
    } catch (error) {
      if (errorCode(error) !== 'auth/email-already-exists')
        throw fail('createUser failed', { error });
      // Lost a race: the email was registered between the lookup and createUser.
      throw rejectionToHttpsError(conflictRejection());
    }

    // 5. Claims and profile; undo everything on any failure.
    let profileAttempted = false;
    try {
      await deps.setCustomUserClaims(uid, plan.claims);
      profileAttempted = true;
      await deps.writeProfile(uid, { ...plan.profile, createdAt: deps.now() });
    } catch (error) {
      deps.logError('registerAccount: setting up the new account failed; rolling back', {
        uid,
        error,
      });
      await rollBack(deps, uid, profileAttempted);
      throw internalRegistrationError();
    }

    return { uid, role: plan.claims.role };
  };
}

/** Best effort: each undo step runs even if an earlier one failed; failures are logged loudly. */
async function rollBack(
  deps: RegisterAccountDeps<unknown>,
  uid: string,
  deleteProfile: boolean,
): Promise<void> {
  if (deleteProfile) {
    try {
      await deps.deleteProfile(uid);
    } catch (error) {
      deps.logError('registerAccount: ROLLBACK FAILED, orphaned profile document', { uid, error });
    }
  }
  try {
    await deps.deleteUser(uid);
  } catch (error) {
    deps.logError('registerAccount: ROLLBACK FAILED, orphaned Auth user', { uid, error });
  }
}
