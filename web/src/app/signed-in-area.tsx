import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/layout/error-boundary';
import { PageLoader } from '../components/layout/page-loader';
import { FirestoreNotice } from './firestore-notice';
// Loaded with this area, so a signed-in page's code is one request away (see there).
import './signed-in-pages';
import { useProfileSync } from './use-profile-sync';

/**
 * Everything behind sign-in: the Firestore notice (development without the emulator)
 * and an error boundary per page. Loaded lazily, after the guard has let the user in.
 * Data comes from each feature's api/ hooks (lib/firebase/use-live-query.ts and
 * use-live-doc.ts); no provider is needed.
 */
export default function SignedInArea() {
  const { pathname } = useLocation();
  useProfileSync();
  return (
    <>
      <FirestoreNotice />
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
