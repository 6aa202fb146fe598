export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
  type LinkProps,
  type NavigateFunction,
  type NavigateOptions,
  type NavLinkProps,
} from './router';
export { matchRoutes, type Params, type RouteMatch, type RouteObject } from './match-routes';
export type { Location, NavigationType } from './history';
