export const ROLES = ['homeowner', 'contractor', 'realtor'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'homeowner';

/** Roles that register with business details (business name, phone, optional website). */
export const BUSINESS_ROLES = ['contractor', 'realtor'] as const satisfies readonly Role[];
export type BusinessRole = (typeof BUSINESS_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isBusinessRole(value: unknown): value is BusinessRole {
  return typeof value === 'string' && (BUSINESS_ROLES as readonly string[]).includes(value);
}

/** The role a signed-in user acts as: the `role` claim, or homeowner when absent or unknown. */
export function roleFromClaim(claim: unknown): Role {
  return isRole(claim) ? claim : DEFAULT_ROLE;
}

/** The page each role lands on after signing in. */
export function homePathForRole(role: Role): '/dashboard' | '/contractor' | '/realtor' {
  switch (role) {
    case 'realtor':
      return '/realtor';
    case 'contractor':
      return '/contractor';
    default:
      return '/dashboard';
  }
}
