import { describe, expect, it } from 'vitest';
import type { Role } from '@homeledger/domain';
import {
  decideAccess,
  decideGuestOnly,
  ROUTE_RULES,
  landingAfterLogin,
  loginReturnState,
  returnAfterLogin,
} from './guard';

const signedIn = (role: Role) => ({ loading: false, user: { role } });
const signedOut = { loading: false, user: null };
const loading = { loading: true, user: null };

describe('decideAccess', () => {
  it('shows the loading state while auth resolves, for every rule', () => {
    for (const rule of Object.values(ROUTE_RULES)) {
      expect(decideAccess(loading, rule)).toEqual({ kind: 'loading' });
      // Even with a stale user, loading wins.
      expect(decideAccess({ loading: true, user: { role: 'realtor' } }, rule)).toEqual({
        kind: 'loading',
      });
    }
  });

  it('sends signed-out visitors to /login, replacing history, for every rule', () => {
    for (const rule of Object.values(ROUTE_RULES)) {
      expect(decideAccess(signedOut, rule)).toEqual({
        kind: 'redirect',
        to: '/login',
        replace: true,
      });
    }
  });

  it('lets any role into plain signed-in routes', () => {
    for (const role of ['homeowner', 'contractor', 'realtor'] as const) {
      expect(decideAccess(signedIn(role), ROUTE_RULES.signedIn)).toEqual({ kind: 'allow' });
    }
  });

  it('homeowner dashboard: homeowners stay, realtors go to /realtor, contractors to /contractor', () => {
    const rule = ROUTE_RULES.homeownerDashboard;
    expect(decideAccess(signedIn('homeowner'), rule)).toEqual({ kind: 'allow' });
    expect(decideAccess(signedIn('realtor'), rule)).toMatchObject({
      kind: 'redirect',
      to: '/realtor',
    });
    expect(decideAccess(signedIn('contractor'), rule)).toMatchObject({
      kind: 'redirect',
      to: '/contractor',
    });
  });

  it('add property / add repair: contractors go to /contractor, others stay', () => {
    const rule = ROUTE_RULES.noContractor;
    expect(decideAccess(signedIn('contractor'), rule)).toMatchObject({
      kind: 'redirect',
      to: '/contractor',
    });
    expect(decideAccess(signedIn('homeowner'), rule)).toEqual({ kind: 'allow' });
    expect(decideAccess(signedIn('realtor'), rule)).toEqual({ kind: 'allow' });
  });

  it.each([
    ['realtor', ROUTE_RULES.realtorOnly, ['homeowner', 'contractor']],
    ['contractor', ROUTE_RULES.contractorOnly, ['homeowner', 'realtor']],
  ] as const)('%s-only routes send other roles to /dashboard', (role, rule, others) => {
    expect(decideAccess(signedIn(role), rule)).toEqual({ kind: 'allow' });
    for (const other of others) {
      expect(decideAccess(signedIn(other), rule)).toEqual({
        kind: 'redirect',
        to: '/dashboard',
        replace: true,
      });
    }
  });
});

describe('decideGuestOnly (login and register)', () => {
  it('waits while auth resolves', () => {
    expect(decideGuestOnly(loading)).toEqual({ kind: 'loading' });
  });
  it('shows the page to signed-out visitors', () => {
    expect(decideGuestOnly(signedOut)).toEqual({ kind: 'allow' });
  });
  it('redirects signed-in users to their role page, replacing history', () => {
    expect(decideGuestOnly(signedIn('realtor'))).toEqual({
      kind: 'redirect',
      to: '/realtor',
      replace: true,
    });
    expect(decideGuestOnly(signedIn('contractor'))).toEqual({
      kind: 'redirect',
      to: '/contractor',
      replace: true,
    });
    expect(decideGuestOnly(signedIn('homeowner'))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      replace: true,
    });
  });
});

describe('after a sign-in', () => {
  it('goes back only to the share page, where a shared file waits', () => {
    expect(returnAfterLogin('/share?file=abc')).toBe('/share?file=abc');
    expect(returnAfterLogin('/share')).toBe('/share');
    expect(landingAfterLogin('homeowner', '/share?capture=receipt')).toBe('/share?capture=receipt');
  });

  it('lands every other sign-in on the role’s page, as the spec says', () => {
    for (const from of ['/add-property', '/dashboard', '/shared', '//evil.example/share', 'x', 7])
      expect(returnAfterLogin(from)).toBeNull();
    expect(landingAfterLogin('realtor', '/add-property')).toBe('/realtor');
    expect(landingAfterLogin('homeowner', undefined)).toBe('/dashboard');
  });

  it('sends a visitor of /login who is signed in back to the waiting share', () => {
    expect(
      decideGuestOnly({ loading: false, user: { role: 'homeowner' } }, '/share?file=a'),
    ).toEqual({ kind: 'redirect', to: '/share?file=a', replace: true });
    expect(loginReturnState({ from: '/share' })).toBe('/share');
    expect(loginReturnState(null)).toBeUndefined();
  });
});
