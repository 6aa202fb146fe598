import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { FirebaseProviders } from '@/lib/firebase/firebase-providers';
import { stopAllLiveObservables } from '@/lib/firebase/live-observable';
import { PageLoader } from '@/components/layout/page-loader';
import { VerifyEmailNotice } from '@/features/auth/verify-email-notice';
import { FirestoreNotice } from './firestore-notice';
// Loaded with this area, so a signed-in page's code is one request away (see there).
import './signed-in-pages';
import { useProfileSync } from './use-profile-sync';
import { PropertyPanelsProvider, type PropertyPanels } from '@/lib/property-panels';

// The Home History Report panel, loaded with the property page that shows it.
const PANELS: PropertyPanels = {
  ReportPanel: lazy(async () => ({
    default: (await import('@/features/reports/report-panel-container')).ReportPanelContainer,
  })),
};

// Sends repairs kept on this device while offline (the outbox feature), for this account.
const OutboxSender = lazy(() => import('./outbox-sender-composed'));

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
      <PropertyPanelsProvider value={PANELS}>
        <Suspense fallback={null}>
          <OutboxSender />
        </Suspense>
        <VerifyEmailNotice />
        <FirestoreNotice />
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </PropertyPanelsProvider>
    </FirebaseProviders>
  );
}
