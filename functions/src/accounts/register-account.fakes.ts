/**
 * In-memory stand-ins for registerAccount's Auth + profile deps (tier 1): used
 * by the spec tests and the fuzz registry. `writes()` counts the calls that
 * change something: createUser, setCustomUserClaims, writeProfile.
 */
import type { ProfileDraft } from '@homeledger/domain';
import type { RegisterAccountDeps } from './register-account.shell';

export interface FakeAuthUser {
  uid: string;
  email: string;
  customClaims?: Record<string, unknown>;
}

export interface MemoryRegisterDeps {
  deps: RegisterAccountDeps<string>;
  users: Map<string, FakeAuthUser>;
  profiles: Map<string, ProfileDraft & { createdAt: string }>;
  /** Every dep call, in order (`createUser ada@example.com Ada Lovelace`). */
  calls: string[];
  logs: { message: string; context: Record<string, unknown> }[];
  writes(): number;
}

export const FAKE_SERVER_TIME = 'SERVER_TIMESTAMP';

export function memoryRegisterDeps(
  setup: {
    users?: FakeAuthUser[];
    checkWritable?: () => void;
    /** When set, createUser fails on any other password (the shell must pass it through). */
    password?: string;
  } = {},
): MemoryRegisterDeps {
  const users = new Map((setup.users ?? []).map((user) => [user.email, { ...user }]));
  const profiles = new Map<string, ProfileDraft & { createdAt: string }>();
  const calls: string[] = [];
  const logs: MemoryRegisterDeps['logs'] = [];
  let writes = 0;
  let nextUid = 1;
  const notFound = () => Object.assign(new Error('no user'), { code: 'auth/user-not-found' });

  const deps: RegisterAccountDeps<string> = {
    async getUserByEmail(email) {
      calls.push(`getUserByEmail ${email}`);
      const user = users.get(email);
      if (!user) throw notFound();
      return user;
    },
    async createUser({ email, password, displayName }) {
      calls.push(`createUser ${email} ${displayName}`);
      writes += 1;
      if (users.has(email))
        throw Object.assign(new Error('taken'), { code: 'auth/email-already-exists' });
      if (setup.password !== undefined && password !== setup.password)
        throw new Error('createUser got another password');
      const user = { uid: `uid-${nextUid++}`, email };
      users.set(email, user);
      return user;
    },
    async setCustomUserClaims(uid, claims) {
      calls.push(`setCustomUserClaims ${uid} ${claims.role}`);
      writes += 1;
      const user = [...users.values()].find((u) => u.uid === uid);
      if (user) user.customClaims = claims;
    },
    async writeProfile(uid, profile) {
      calls.push(`writeProfile ${uid}`);
      writes += 1;
      if (profiles.has(uid)) throw new Error('ALREADY_EXISTS');
      profiles.set(uid, profile);
    },
    async deleteProfile(uid) {
      calls.push(`deleteProfile ${uid}`);
      profiles.delete(uid);
    },
    async deleteUser(uid) {
      calls.push(`deleteUser ${uid}`);
      for (const [email, user] of users) if (user.uid === uid) users.delete(email);
    },
    now: () => FAKE_SERVER_TIME,
    logError(message, context) {
      logs.push({ message, context });
    },
    ...(setup.checkWritable ? { checkWritable: setup.checkWritable } : {}),
  };
  return { deps, users, profiles, calls, logs, writes: () => writes };
}
