import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/layout/error-boundary';
import { FirebaseProviders } from '../lib/firebase/firebase-providers';
import { stopAllLiveObservables } from '../lib/firebase/live-observable';
import { PageLoader } from '../components/layout/page-loader';
import { VerifyEmailNotice } from '../features/auth/verify-email-notice';
import { FirestoreNotice } from './firestore-notice';
// Loaded with this area, so a signed-in page's code is one request away (see there).
import './signed-in-pages';
import { useProfileSync } from './use-profile-sync';

/**
 * Everything behind sign-in: reactfire's Firebase providers, the unverified-email
 * banner, the Firestore notice (development without the emulator) and an error boundary per page. Loaded lazily,
 * after the guard has let the user in. Data comes from each feature's api/ hooks
 * (lib/firebase/use-live-query.ts and use-live-doc.ts), live.
 */
export default function SignedInArea() {
  const { pathname } = useLocation();
  useProfileSync();
  // Leaving the area (signing out) ends every listener at once: left lingering they
  // would only fail with permission-denied.
  useEffect(() => () => stopAllLiveObservables(), []);
  return (
    <FirebaseProviders>
      <VerifyEmailNotice />
      <FirestoreNotice />
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </FirebaseProviders>
  );
}
