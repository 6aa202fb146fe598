import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { useAuthState } from '@/lib/auth/auth-context';
import {
  decideAccess,
  decideGuestOnly,
  loginReturnState,
  type Access,
  type RouteRule,
} from '@/lib/auth/guard';

function render(access: Access, children: ReactNode, from?: string) {
  switch (access.kind) {
    case 'loading':
      return <PageLoader />;
    case 'redirect':
      // The login page may send a sign-in back here (returnAfterLogin decides).
      return <Navigate to={access.to} replace state={from ? { from } : undefined} />;
    default:
      return children;
  }
}

/** Signed-in routes: "Loading..." while auth resolves, /login when signed out, role redirects. */
export function RequireAuth({ rule, children }: { rule?: RouteRule; children?: ReactNode }) {
  const auth = useAuthState();
  const location = useLocation();
  return render(
    decideAccess(auth, rule),
    children ?? <Outlet />,
    auth.user ? undefined : location.pathname + location.search,
  );
}

/** /login and /register: signed-in visitors go to their role's page. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const auth = useAuthState();
  const location = useLocation();
  return render(decideGuestOnly(auth, loginReturnState(location.state)), children ?? <Outlet />);
}
