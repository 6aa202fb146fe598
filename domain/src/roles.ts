export const ROLES = ['homeowner', 'contractor', 'realtor'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'homeowner';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
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
