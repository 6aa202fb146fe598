/**
 * The app's router: the part of react-router's API the app uses (declarative mode),
 * in about 2 KB gzip instead of react-router's 13 KB on every first visit (issue #12:
 * the landing page's JavaScript budget). Same names and behaviour: `BrowserRouter`
 * (navigations as transitions), `MemoryRouter`, `StaticRouter`, `useRoutes` /
 * `Routes` + `Route` with nested layouts and `<Outlet />`, `Link`, `NavLink`,
 * `Navigate`, `useLocation`, `useNavigate` (paths or a history delta), `useParams`,
 * `useSearchParams`, `useNavigationType`.
 */
import {
  Children,
  createContext,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  resolvePath,
  ROOT_PATH,
  type History,
  type Location,
  type NavigationType,
} from './history';
import { matchRoutes, type Params, type RouteObject } from './match-routes';

interface RouterState {
  location: Location;
  navigationType: NavigationType;
  /** Null while prerendering: a static page cannot navigate. */
  history: History | null;
}

const RouterContext = createContext<RouterState | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({
  outlet: null,
  params: {},
});

function useRouter(hook: string): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook}() may be used only inside a router.`);
  return router;
}

/** Provides a history's current location; every change re-renders as a transition. */
function HistoryRouter({ history, children }: { history: History; children?: ReactNode }) {
  const [state, setState] = useState(() => ({
    location: history.location,
    navigationType: history.action,
  }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) =>
        startTransition(() => setState({ location, navigationType: action })),
      ),
    [history],
  );
  const value = useMemo(() => ({ ...state, history }), [state, history]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: string[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/** One fixed location, for rendering at build time. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const value = useMemo<RouterState>(
    () => ({
      location: {
        ...resolvePath(location, ROOT_PATH),
        key: 'default',
      },
      navigationType: 'POP',
      history: null,
    }),
    [location],
  );
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** A new history entry for `to`, or the current one replaced. */
function go(history: History, to: string, replace = false): void {
  if (replace) history.replace(to);
  else history.push(to);
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

export function useNavigationType(): NavigationType {
  return useRouter('useNavigationType').navigationType;
}

export interface NavigateOptions {
  replace?: boolean;
}

export type NavigateFunction = {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
};

/** A stable function: `navigate('/path', { replace })` or `navigate(-1)`. */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter('useNavigate');
  return useCallback(
    (to: string | number, options?: NavigateOptions) => {
      if (!history) return;
      if (typeof to === 'number') history.go(to);
      else go(history, to, options?.replace);
    },
    [history],
  ) as NavigateFunction;
}

export function useParams<K extends string = string>(): Readonly<Partial<Record<K, string>>> {
  return useContext(RouteContext).params as Partial<Record<K, string>>;
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/**
 * The query string as URLSearchParams, and a stable setter that navigates to the same
 * pathname with new params (a function receives the current ones).
 */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { location, history } = useRouter('useSearchParams');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      if (!history) return;
      const value =
        typeof next === 'function' ? next(new URLSearchParams(history.location.search)) : next;
      const search = new URLSearchParams(value).toString();
      go(history, `${history.location.pathname}${search ? `?${search}` : ''}`, options?.replace);
    },
    [history],
  );
  return [params, setParams];
}

/** Renders the matched child route of the route that renders it. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

/** Renders the branch of `routes` that the current location matches (outermost first). */
export function useRoutes(routes: readonly RouteObject[]): ReactNode {
  const { location } = useRouter('useRoutes');
  const matches = matchRoutes(routes, location);
  if (!matches) return null;
  const params = matches.at(-1)!.params;
  return matches.reduceRight<ReactNode>(
    (outlet, match) => (
      <RouteContext value={{ outlet, params }}>
        {match.route.element === undefined ? outlet : match.route.element}
      </RouteContext>
    ),
    null,
  );
}

interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route in `<Routes>`; renders nothing itself. */
export function Route(_props: RouteProps): ReactNode {
  return null;
}

function routesFromChildren(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    const { path, index, element, children: nested } = child.props;
    routes.push({
      path,
      index,
      element,
      children: nested === undefined ? undefined : routesFromChildren(nested),
    });
  });
  return routes;
}

/** `<Routes><Route path="/x" element={…} /></Routes>`: the JSX form of `useRoutes`. */
export function Routes({ children }: { children?: ReactNode }): ReactNode {
  return useRoutes(routesFromChildren(children));
}

/** Redirects (after rendering) to `to`. */
export function Navigate({ to, replace }: { to: string; replace?: boolean }): null {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Replace the current history entry (default: only when `to` is where we already are). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** An `<a href>` that navigates in the app on a plain click (new tabs etc. stay native). */
export function Link({ to, replace, onClick, target, ref, ...rest }: LinkProps) {
  const { location, history } = useRouter('Link');
  const href = createPath(resolvePath(to, location));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !history || !isPlainLeftClick(event)) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    go(history, href, replace ?? href === createPath(location));
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on exactly `to`, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A pathname as routes compare it: case-insensitive, no trailing slash (except '/'). */
const comparable = (pathname: string) => pathname.toLowerCase().replace(/(.)\/+$/, '$1');

/** A Link that knows when its page is the current one (`aria-current="page"`). */
export function NavLink({ end, className, ...rest }: NavLinkProps): ReactElement {
  const { location } = useRouter('NavLink');
  const target = comparable(resolvePath(rest.to, location).pathname);
  const here = comparable(location.pathname);
  const isActive =
    here === target ||
    (!end && target !== '/' && here.startsWith(target) && here.charAt(target.length) === '/');
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
