/**
 * registerAccount — the pure decision (docs/architecture.md §3). No Firebase imports:
 * given the validated form (the kit parsed it with RegisterSchema) and what Auth already
 * knows about its email, say what to do.
 */
import {
  REGISTRATION_MESSAGES,
  roleFromClaim,
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
 * The email is taken. Same role as requested: probably the same person, so tell
 * them to log in (error banner). Different role: tell them to use another email
 * (warning banner). An account without a role claim acts as a homeowner.
 */
export function conflictRejection(
  requestedRole: Role,
  existing: ExistingAuthUser | null,
): RegistrationRejection {
  const sameRole = existing === null || roleFromClaim(existing.role) === requestedRole;
  return sameRole
    ? {
        kind: 'reject',
        code: 'already-exists',
        message: REGISTRATION_MESSAGES.emailRegistered,
        banner: 'error',
      }
    : {
        kind: 'reject',
        code: 'already-exists',
        message: REGISTRATION_MESSAGES.emailRegisteredOtherRole,
        banner: 'warning',
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
  if (existingUser) return conflictRejection(input.role, existingUser);
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
