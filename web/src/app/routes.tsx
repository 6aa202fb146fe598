import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { preloadLazyElements } from './preload-lazy';
import { ROUTE_RULES } from '@/lib/auth/guard';
import { ROUTES } from '@/lib/paths';
import { GuestOnly, RequireAuth } from './route-guards';
import { RootLayout } from './root-layout';

/** React.lazy for a named export. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LandingPage = page(() => import('@/features/marketing/landing-page'), 'LandingPage');
const FeaturesPage = page(() => import('@/features/marketing/features-page'), 'FeaturesPage');
const HowItWorksPage = page(
  () => import('@/features/marketing/how-it-works-page'),
  'HowItWorksPage',
);
const FaqPage = page(() => import('@/features/faq/faq-page'), 'FaqPage');
const HelpCenterPage = page(() => import('@/features/help/help-center-page'), 'HelpCenterPage');
const HelpArticlePage = page(() => import('@/features/help/help-article-page'), 'HelpArticlePage');
const PrivacyPage = page(() => import('@/features/legal/legal-pages'), 'PrivacyPage');
const TermsPage = page(() => import('@/features/legal/legal-pages'), 'TermsPage');
const CookiesPage = page(() => import('@/features/legal/legal-pages'), 'CookiesPage');
const LoginPage = page(() => import('@/features/auth/login-page'), 'LoginPage');
const RegisterPage = page(() => import('@/features/auth/register-page'), 'RegisterPage');
const ForgotPasswordPage = page(
  () => import('@/features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);
const VerifyReportPage = page(
  () => import('@/features/reports/verify-report-page'),
  'VerifyReportPage',
);
const NotFoundPage = page(() => import('@/components/layout/not-found-page'), 'NotFoundPage');
/** The public buyer page of a buyer link: no account, no Firestore (only callables). */
const BuyerViewPage = page(
  () => import('@/features/buyer-links/view/buyer-view-page'),
  'BuyerViewPage',
);

// Signed-in pages: loaded only after the guard lets the user in, through
// signed-in-pages.ts (see there why).
const SignedInArea = lazy(() => {
  // The page's own code starts downloading beside the area's (which carries Firestore),
  // not after it: the area would only ask for the page once it had loaded.
  const page = matchRoutes(routes, window.location)?.at(-1)?.route.element;
  void preloadLazyElements([page]);
  return import('./signed-in-area');
});
const loadSignedInPages = async () => (await import('./signed-in-pages')).signedInPages;
type SignedInPages = Awaited<ReturnType<typeof loadSignedInPages>>;

/** A signed-in page: a named export of its module, reached through signed-in-pages.ts. */
function signedInPage<K extends keyof SignedInPages>(
  key: K,
  name: keyof Awaited<ReturnType<SignedInPages[K]>> & string,
) {
  return page(
    async () => (await (await loadSignedInPages())[key]()) as Record<string, unknown>,
    name,
  );
}

const DashboardPage = signedInPage('dashboard', 'DashboardPage');
const AddPropertyPage = signedInPage('addProperty', 'AddPropertyPage');
const PropertyDetailPage = signedInPage('propertyDetail', 'PropertyDetailPage');
const AddRepairPage = signedInPage('addRepair', 'AddRepairPage');
const EditRepairPage = signedInPage('editRepair', 'EditRepairPage');
const RepairDetailPage = signedInPage('repairDetail', 'RepairDetailPage');
const RealtorDashboardPage = signedInPage('realtorDashboard', 'RealtorDashboardPage');
const RealtorPropertyPage = signedInPage('realtorProperty', 'RealtorPropertyPage');
const ContractorDashboardPage = signedInPage('contractorDashboard', 'ContractorDashboardPage');
const ReminderSettingsPage = signedInPage('reminderSettings', 'ReminderSettingsPage');
const ShareTargetPage = signedInPage('shareTarget', 'ShareTargetPage');

function load(node: ReactNode) {
  return <Suspense fallback={<PageLoader />}>{node}</Suspense>;
}

function signedIn(rule: keyof typeof ROUTE_RULES, path: string, Page: ComponentType): RouteObject {
  return {
    path,
    element: <RequireAuth rule={ROUTE_RULES[rule]} />,
    children: [{ index: true, element: <Page /> }],
  };
}

/** The product spec's route table (§2). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: load(<LandingPage />) },
      { path: ROUTES.features, element: load(<FeaturesPage />) },
      { path: ROUTES.howItWorks, element: load(<HowItWorksPage />) },
      { path: ROUTES.faq, element: load(<FaqPage />) },
      { path: ROUTES.help, element: load(<HelpCenterPage />) },
      { path: ROUTES.helpCenter, element: load(<HelpCenterPage />) },
      { path: ROUTES.helpTopic, element: load(<HelpArticlePage />) },
      { path: ROUTES.privacy, element: load(<PrivacyPage />) },
      { path: ROUTES.terms, element: load(<TermsPage />) },
      { path: ROUTES.cookies, element: load(<CookiesPage />) },
      { path: ROUTES.forgotPassword, element: load(<ForgotPasswordPage />) },
      { path: ROUTES.buyerLink, element: load(<BuyerViewPage />) },
      {
        element: <GuestOnly />,
        children: [
          { path: ROUTES.login, element: load(<LoginPage />) },
          { path: ROUTES.register, element: load(<RegisterPage />) },
        ],
      },
      {
        element: <RequireAuth rule={ROUTE_RULES.signedIn} />,
        children: [
          {
            element: load(<SignedInArea />),
            children: [
              signedIn('homeownerDashboard', ROUTES.dashboard, DashboardPage),
              signedIn('noContractor', ROUTES.addProperty, AddPropertyPage),
              signedIn('signedIn', ROUTES.property, PropertyDetailPage),
              signedIn('noContractor', ROUTES.addRepair, AddRepairPage),
              signedIn('signedIn', ROUTES.editRepair, EditRepairPage),
              signedIn('signedIn', ROUTES.repair, RepairDetailPage),
              signedIn('realtorOnly', ROUTES.realtor, RealtorDashboardPage),
              signedIn('realtorOnly', ROUTES.realtorProperty, RealtorPropertyPage),
              signedIn('noContractor', ROUTES.reminderSettings, ReminderSettingsPage),
              // A shared receipt or an app shortcut: "which home?", then Add Repair.
              signedIn('noContractor', ROUTES.shareTarget, ShareTargetPage),
              // One route for the portal's views (/contractor, /contractor/records, …): the
              // page stays mounted while the sidebar switches views.
              {
                path: ROUTES.contractor,
                element: (
                  <RequireAuth rule={ROUTE_RULES.contractorOnly}>
                    <ContractorDashboardPage />
                  </RequireAuth>
                ),
              },
            ],
          },
        ],
      },
      // Public, no sign-in, not indexed: what a Home History Report's code certifies.
      { path: ROUTES.verifyReport, element: load(<VerifyReportPage />) },
      { path: '*', element: load(<NotFoundPage />) },
    ],
  },
];
