import type { ReactNode } from 'react';

/**
 * A route table entry, as in react-router: `path` relative to its parent (`'help/:topic'`,
 * `'contractor/*'`, `'*'`), `index` for the parent's own URL, no path for a layout that
 * only wraps its children (rendered with `<Outlet />`).
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string>>;

export interface RouteMatch {
  route: RouteObject;
  /** Every param of the whole branch (`'*'` holds what a splat matched). */
  params: Params;
  /** The part of the URL this route and its parents matched. */
  pathname: string;
}

interface Branch {
  /** The full pattern, as segments (`['property', ':propertyId']`). */
  segments: string[];
  routes: RouteObject[];
  score: number;
}

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');

/** react-router's ranking: static segments beat params, params beat splats, index wins a tie. */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*')
      score -= 2; // react-router's splat penalty
    else if (segment.startsWith(':')) score += 3;
    else score += 10;
  }
  return score;
}

function flatten(routes: readonly RouteObject[], parents: RouteObject[], base: string[]): Branch[] {
  const branches: Branch[] = [];
  for (const route of routes) {
    const segments = [...base, ...segmentsOf(route.path ?? '')];
    const chain = [...parents, route];
    if (route.children?.length) branches.push(...flatten(route.children, chain, segments));
    if (route.path !== undefined || route.index)
      branches.push({ segments, routes: chain, score: scoreOf(segments, route.index === true) });
  }
  return branches;
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Params and the matched length (in URL segments) of each pattern prefix, or null. */
function matchBranch(branch: Branch, url: string[]): RouteMatch[] | null {
  const params: Record<string, string> = {};
  let consumed = 0;
  for (const [i, segment] of branch.segments.entries()) {
    if (segment === '*') {
      if (i !== branch.segments.length - 1) return null;
      params['*'] = url.slice(i).map(decode).join('/');
      consumed = url.length;
      break;
    }
    const value = url[i];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(value);
    else if (segment.toLowerCase() !== decode(value).toLowerCase()) return null;
    consumed = i + 1;
  }
  if (!branch.segments.includes('*') && url.length !== branch.segments.length) return null;

  let depth = 0;
  return branch.routes.map((route) => {
    depth += segmentsOf(route.path ?? '').filter((s) => s !== '*').length;
    return {
      route,
      params,
      pathname: `/${url.slice(0, Math.min(depth, consumed)).join('/')}`,
    };
  });
}

/** A table's branches, best first, computed once per table (useRoutes runs every render). */
const ranked = new WeakMap<readonly RouteObject[], Branch[]>();
function rankedBranches(routes: readonly RouteObject[]): Branch[] {
  let branches = ranked.get(routes);
  if (!branches) {
    // A stable sort keeps the table's order between equal scores.
    branches = flatten(routes, [], []).sort((a, b) => b.score - a.score);
    ranked.set(routes, branches);
  }
  return branches;
}

/**
 * The branch of `routes` that `location` (a path or `{ pathname }`) matches, outermost
 * route first, or null. Patterns ignore case and a trailing slash, like react-router's.
 */
export function matchRoutes(
  routes: readonly RouteObject[],
  location: string | { pathname: string },
): RouteMatch[] | null {
  const pathname = typeof location === 'string' ? location.split(/[?#]/)[0]! : location.pathname;
  const url = segmentsOf(pathname);
  for (const branch of rankedBranches(routes)) {
    const matches = matchBranch(branch, url);
    if (matches) return matches;
  }
  return null;
}
