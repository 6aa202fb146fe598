/** What the sharing callables need from the outside world (docs/architecture.md §3). */
import type { Auth } from 'firebase-admin/auth';
import { normalizeEmail, roleFromClaim, type Role } from '@homeledger/domain';
import type { Logger } from '../kit/callable';
import type { Store } from '../kit/store';

/** An Auth account as the share decision needs it. */
export interface AccountRecord {
  uid: string;
  email: string;
  /** The `role` custom claim (homeowner when absent). */
  role: Role;
  /** The Auth display name, when set. */
  name: string | null;
  disabled: boolean;
  /** Auth's `emailVerified`: whether the owner of the account proved they hold the email. */
  emailVerified: boolean;
}

/**
 * Whether an account may be named by its email as a `role` (a share's realtor, a
 * validation's contractor, an offer's homeowner): it exists, is enabled, has that role
 * and its email is verified. Anything else is answered as "no such account", so a
 * caller learns nothing about unverified, disabled or other-role accounts.
 */
export function isTrustedAccount(
  account: AccountRecord | null,
  role: Role,
): account is AccountRecord {
  return account !== null && !account.disabled && account.emailVerified && account.role === role;
}

/** The Auth port: find an account by its email (null when there is none). */
export interface AccountLookup {
  findByEmail(email: string): Promise<AccountRecord | null>;
}

export interface SharingPorts {
  store: Store;
  accounts: AccountLookup;
  log?: Logger;
}

function authCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** The AccountLookup on the Admin SDK's Auth (`getUserByEmail`). */
export function authAccounts(auth: Pick<Auth, 'getUserByEmail'>): AccountLookup {
  return {
    async findByEmail(email) {
      try {
        const user = await auth.getUserByEmail(email);
        return {
          uid: user.uid,
          email: normalizeEmail(user.email ?? email),
          role: roleFromClaim(user.customClaims?.['role']),
          name: user.displayName ?? null,
          disabled: user.disabled,
          emailVerified: user.emailVerified === true,
        };
      } catch (error) {
        const code = authCode(error);
        if (code === 'auth/user-not-found' || code === 'auth/invalid-email') return null;
        throw error;
      }
    },
  };
}

/** An in-memory AccountLookup for tests and fuzzing (counts lookups). */
export function memoryAccounts(accounts: readonly AccountRecord[]): AccountLookup & {
  lookups: number;
} {
  const byEmail = new Map(accounts.map((a) => [normalizeEmail(a.email), a]));
  const port = {
    lookups: 0,
    async findByEmail(email: string) {
      port.lookups += 1;
      const found = byEmail.get(normalizeEmail(email));
      return found ? { ...found } : null;
    },
  };
  return port;
}
