import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/layout/error-boundary';
import { PageLoader } from '../components/layout/page-loader';
import { FirebaseDataProviders } from '../lib/firebase/reactfire-providers';
import { FirestoreNotice } from './firestore-notice';
import { useProfileSync } from './use-profile-sync';

/**
 * Everything behind sign-in: reactfire (Firestore, Functions) providers and an
 * error boundary per page. Loaded lazily, after the guard has let the user in.
 */
export default function SignedInArea() {
  const { pathname } = useLocation();
  useProfileSync();
  return (
    <FirebaseDataProviders>
      <FirestoreNotice />
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </FirebaseDataProviders>
  );
}
