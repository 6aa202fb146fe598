import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ROLES, buyerLinkUrl, homePathForRole, verifyPath } from '@homeledger/domain';
import {
  ROUTES,
  contractorView,
  paths,
  propertyMaintenance,
  registerAs,
  type RouteName,
} from '@/lib/paths';
import { routes } from './routes';

/** Every `path` the route table declares, but the not-found catch-all. */
function declared(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...declared(route.children ?? []),
  ]);
}

/** The pattern of the deepest route with a path a URL lands on (signed-in pages add an index child). */
function landsOn(url: string): string | undefined {
  const matches = matchRoutes(routes, url) ?? [];
  return [...matches].reverse().find((match) => match.route.path !== undefined)?.route.path;
}

const names = Object.keys(ROUTES) as RouteName[];

function urlOf(name: RouteName): string {
  const path = paths[name];
  return typeof path === 'function' ? path('some-id') : path;
}

describe('route paths (lib/paths.ts) and the route table (app/routes.tsx)', () => {
  it('every route in routes.tsx is in ROUTES, and every ROUTES entry is a route', () => {
    expect([...declared(routes)].sort()).toEqual(Object.values(ROUTES).sort());
  });

  it.each(names)('paths.%s lands on its own route', (name) => {
    expect(landsOn(urlOf(name))).toBe(ROUTES[name]);
  });

  it('the landing page, portal views and query links land where they say', () => {
    expect(matchRoutes(routes, paths.home)?.at(-1)?.route.index).toBe(true);
    expect(landsOn(contractorView('records'))).toBe(ROUTES.contractor);
    expect(landsOn(propertyMaintenance('p1'))).toBe(ROUTES.property);
    expect(propertyMaintenance('p1')).toBe('/property/p1?tab=maintenance');
    expect(registerAs('contractor')).toBe('/register?type=contractor');
  });

  it('keeps the URLs users see, encoding a parameter', () => {
    expect(paths.dashboard).toBe('/dashboard');
    expect(paths.property('abc123')).toBe('/property/abc123');
    expect(paths.realtorProperty('abc123')).toBe('/realtor/property/abc123');
    expect(paths.editRepair('a/b c')).toBe('/edit-repair/a%2Fb%20c');
  });

  it('agrees with the addresses domain builds for the functions (buyer links, report codes)', () => {
    expect(buyerLinkUrl('https://homeledger.app', 'tok')).toBe(
      `https://homeledger.app${paths.buyerLink('tok')}`,
    );
    expect(verifyPath('abcd1234')).toBe(paths.verifyReport('abcd1234'));
  });

  it.each(ROLES)('the %s home page (domain homePathForRole) is a route', (role) => {
    expect([paths.dashboard, paths.realtor, paths.contractor]).toContain(homePathForRole(role));
  });
});
