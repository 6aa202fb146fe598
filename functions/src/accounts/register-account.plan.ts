/**
 * registerAccount — the pure decision (docs/architecture.md §3). No Firebase imports:
 * given the validated form (the kit parsed it with RegisterSchema) and what Auth already
 * knows about its email, say what to do.
 */
import {
  REGISTRATION_MESSAGES,
  type ProfileDraft,
  type RegisterInput,
  type RegistrationBanner,
  type Role,
} from '@homeledger/domain';

/** What Auth knows about an account that already uses the email. */
export interface ExistingAuthUser {
  /** The `role` custom claim as stored (may be missing or junk: read with roleFromClaim). */
  role: unknown;
}

export interface RegistrationRejection {
  kind: 'reject';
  code: 'already-exists';
  message: string;
  banner: RegistrationBanner;
}

export interface RegistrationCreation {
  kind: 'create';
  authUser: { email: string; password: string; displayName: string };
  claims: { role: Role };
  /** `profiles/{uid}` without `createdAt` (the shell stamps the server time). */
  profile: ProfileDraft;
}

export type RegistrationPlan = RegistrationRejection | RegistrationCreation;

/**
 * The email is taken: one answer whatever the existing account's role, so the form tells
 * nobody which kind of account an address holds (#33; the spec's first case, "This email is
 * already registered. Please try logging in instead."). Its owner can log in or reset the
 * password; someone else learns only that the address is in use, as any sign-up form says.
 */
export function conflictRejection(): RegistrationRejection {
  return {
    kind: 'reject',
    code: 'already-exists',
    message: REGISTRATION_MESSAGES.emailRegistered,
    banner: 'error',
  };
}

/**
 * Firebase Auth stores (and matches) emails in lower case; the profile keeps the
 * same spelling so `profile.email === user.email` holds on the client.
 */
export function normalizeEmail(email: string): string {
  return email.toLowerCase();
}

/** The profile document for validated input: business fields only for business roles, no empty website. */
export function profileFor(input: RegisterInput): ProfileDraft {
  const profile: ProfileDraft = {
    name: input.name,
    email: normalizeEmail(input.email),
    role: input.role,
  };
  if (input.role === 'homeowner') return profile;
  profile.businessName = input.businessName;
  profile.phoneNumber = input.phoneNumber;
  if (input.website) profile.website = input.website;
  return profile;
}

/**
 * Decides a registration.
 * @param input the form as RegisterSchema output it (trimmed)
 * @param existingUser the Auth account already using the email, or null
 */
export function planRegistration(
  input: RegisterInput,
  existingUser: ExistingAuthUser | null,
): RegistrationPlan {
  if (existingUser) return conflictRejection();
  return {
    kind: 'create',
    authUser: {
      email: normalizeEmail(input.email),
      password: input.password,
      displayName: input.name,
    },
    claims: { role: input.role },
    profile: profileFor(input),
  };
}
