import { homePathForRole, type Role } from '@homeledger/domain';
import { paths } from '../paths';

export type Access =
  { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: string; replace: true };

/**
 * What a route requires. `only` restricts it to one role (others go to
 * /dashboard); `redirectRoles` sends listed roles elsewhere (e.g. the
 * homeowner dashboard sends contractors to /contractor).
 */
export interface RouteRule {
  only?: Role;
  redirectRoles?: Partial<Record<Role, string>>;
}

export interface AuthSnapshot {
  loading: boolean;
  user: { role: Role } | null;
}

/** Signed-in routes: loading → spinner; signed out → /login; wrong role → its redirect. */
export function decideAccess(auth: AuthSnapshot, rule: RouteRule = {}): Access {
  if (auth.loading) return { kind: 'loading' };
  if (!auth.user) return { kind: 'redirect', to: paths.login, replace: true };
  const { role } = auth.user;
  if (rule.only && role !== rule.only)
    return { kind: 'redirect', to: paths.dashboard, replace: true };
  const elsewhere = rule.redirectRoles?.[role];
  if (elsewhere) return { kind: 'redirect', to: elsewhere, replace: true };
  return { kind: 'allow' };
}

/**
 * Where a sign-in goes back to instead of the role's page: only the share page, where a
 * file shared into the app waits (the spec lands every other sign-in on the role's page).
 * `from` is what RequireAuth remembered: a path of this app, never another site.
 */
export function returnAfterLogin(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  const path = from.split(/[?#]/)[0];
  return path === paths.shareTarget ? from : null;
}

/** The path RequireAuth remembered in the login redirect's router state, if any. */
export function loginReturnState(state: unknown): unknown {
  return typeof state === 'object' && state !== null
    ? (state as { from?: unknown }).from
    : undefined;
}

/** Where a signed-in visitor of /login or /register goes: back to a waiting share, or home. */
export function landingAfterLogin(role: Role, from: unknown): string {
  return returnAfterLogin(from) ?? homePathForRole(role);
}

/** /login and /register: a signed-in visitor goes to the role's page, replacing history. */
export function decideGuestOnly(auth: AuthSnapshot, from?: unknown): Access {
  if (auth.loading) return { kind: 'loading' };
  if (auth.user)
    return { kind: 'redirect', to: landingAfterLogin(auth.user.role, from), replace: true };
  return { kind: 'allow' };
}

/** The route table's guards (product spec §2 and §6). */
export const ROUTE_RULES = {
  signedIn: {},
  homeownerDashboard: { redirectRoles: { realtor: paths.realtor, contractor: paths.contractor } },
  noContractor: { redirectRoles: { contractor: paths.contractor } },
  realtorOnly: { only: 'realtor' },
  contractorOnly: { only: 'contractor' },
} as const satisfies Record<string, RouteRule>;
