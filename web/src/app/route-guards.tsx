import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { useAuthState } from '@/lib/auth/auth-context';
import { decideAccess, decideGuestOnly, type Access, type RouteRule } from '@/lib/auth/guard';

function render(access: Access, children: ReactNode) {
  switch (access.kind) {
    case 'loading':
      return <PageLoader />;
    case 'redirect':
      return <Navigate to={access.to} replace />;
    default:
      return children;
  }
}

/** Signed-in routes: "Loading..." while auth resolves, /login when signed out, role redirects. */
export function RequireAuth({ rule, children }: { rule?: RouteRule; children?: ReactNode }) {
  const auth = useAuthState();
  return render(decideAccess(auth, rule), children ?? <Outlet />);
}

/** /login and /register: signed-in visitors go to their role's page. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const auth = useAuthState();
  return render(decideGuestOnly(auth), children ?? <Outlet />);
}
