import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { matchRoutes, type RouteObject } from './match-routes';

const leaf = (path: string | undefined, index = false): RouteObject => ({ path, index });

/** The paths of the matched branch, outermost first ('(layout)' for a pathless route). */
function branch(table: RouteObject[], url: string) {
  return matchRoutes(table, url)?.map((m) =>
    m.route.index ? '(index)' : (m.route.path ?? '(layout)'),
  );
}

describe('matchRoutes', () => {
  const table: RouteObject[] = [
    {
      children: [
        leaf(undefined, true),
        leaf('faq'),
        leaf('help'),
        leaf('help/:topic'),
        { children: [leaf('login')] },
        { path: 'dashboard', children: [leaf(undefined, true)] },
        leaf('contractor/*'),
        leaf('*'),
      ],
    },
  ];

  it('matches nested layouts, index routes and static paths', () => {
    expect(branch(table, '/')).toEqual(['(layout)', '(index)']);
    expect(branch(table, '/faq')).toEqual(['(layout)', 'faq']);
    expect(branch(table, '/login')).toEqual(['(layout)', '(layout)', 'login']);
    // The index child beats its parent's own path.
    expect(branch(table, '/dashboard')).toEqual(['(layout)', 'dashboard', '(index)']);
  });

  it('reads params (decoded) and prefers static segments to params', () => {
    const match = matchRoutes(table, '/help/getting%20started');
    expect(match?.at(-1)?.route.path).toBe('help/:topic');
    expect(match?.at(-1)?.params).toEqual({ topic: 'getting started' });
    expect(branch(table, '/help')).toEqual(['(layout)', 'help']);
  });

  it('ignores case, a trailing slash and the query string', () => {
    expect(branch(table, '/FAQ/')).toEqual(['(layout)', 'faq']);
    expect(branch(table, '/faq?q=roof#top')).toEqual(['(layout)', 'faq']);
  });

  it('matches splats (empty included) and puts the rest in params["*"]', () => {
    expect(matchRoutes(table, '/contractor')?.at(-1)?.params).toEqual({ '*': '' });
    expect(matchRoutes(table, '/contractor/records')?.at(-1)?.params).toEqual({ '*': 'records' });
    expect(branch(table, '/help/a/b')).toEqual(['(layout)', '*']);
    expect(branch(table, '/nowhere')).toEqual(['(layout)', '*']);
  });

  it('returns null when nothing matches', () => {
    expect(matchRoutes([leaf('faq')], '/help')).toBeNull();
    expect(matchRoutes([leaf('faq')], '/faq/more')).toBeNull();
  });

  it('routes every path of the app table to the page the spec names', () => {
    const element = (url: string) => matchRoutes(routes, url)?.at(-1)?.route;
    expect(element('/')?.index).toBe(true);
    expect(element('/help/getting-started')?.path).toBe('help/:topic');
    expect(element('/property/p1')?.index).toBe(true);
    expect(matchRoutes(routes, '/property/p1')?.at(-1)?.params).toEqual({ propertyId: 'p1' });
    expect(element('/contractor/reports')?.path).toBe('contractor/*');
    expect(element('/does-not-exist')?.path).toBe('*');
  });
});
