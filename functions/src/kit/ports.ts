/**
 * What the callables need from the outside world (docs/architecture.md §3), in one place:
 * the store and a log (every callable), new document ids, Storage, and finding an account
 * by its email (Auth). An area's callables take the combination they use; ports that
 * belong to one area only (the export sink, the report blobs, the buyer-link signer) live
 * with that area.
 */
import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { normalizeEmail, roleFromClaim, type Role } from '@homeledger/domain';
import type { Logger } from './callable';
import type { Files } from './files';
import type { Store } from './store';

/** Every callable: the store, and where unexpected errors are logged. */
export interface StorePorts {
  store: Store;
  log?: Logger;
}

/** A callable that creates documents. */
export interface CallablePorts extends StorePorts {
  /** A new document id (Firestore-style: 20 random alphanumerics). */
  newId(): string;
}

/** A callable that also checks or removes Storage objects (receipts, photos, documents). */
export interface FilePorts extends CallablePorts {
  files: Files;
}

/** A callable that names another account by its email (sharing, validation, offers). */
export interface AccountLookupPorts extends StorePorts {
  accounts: AccountLookup;
}

/** …and creates documents. */
export interface AccountPorts extends AccountLookupPorts, CallablePorts {}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Firestore-style auto id: 20 characters from 62, unbiased. */
export function autoId(): string {
  let id = '';
  while (id.length < 20) {
    for (const byte of randomBytes(40)) {
      if (byte < 248 && id.length < 20) id += ALPHABET[byte % 62];
    }
  }
  return id;
}

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
