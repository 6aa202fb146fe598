/**
 * Every route of the app, in one place (docs/architecture.md "Inside web/src"): `ROUTES`
 * are the patterns `app/routes.tsx` declares, `paths` the URLs code links and navigates
 * to (static ones as strings, parameterised ones as functions that encode their
 * parameter). `paths.test.ts` holds the two and the route table to each other. In `lib/`
 * so features can link without importing `app/`. The routes the server also links to (in
 * mails, calendar feeds, reports) come from the domain's APP_LINKS: one definition for both.
 */
import { APP_LINKS, verifyPath } from '@homeledger/domain';

/** The route table's patterns, as `app/routes.tsx` writes them (relative to the root). */
export const ROUTES = {
  features: 'features',
  howItWorks: 'how-it-works',
  faq: 'faq',
  help: 'help',
  helpCenter: 'help-center',
  helpTopic: 'help/:topic',
  privacy: 'privacy',
  terms: 'terms',
  cookies: 'cookies',
  forgotPassword: 'forgot-password',
  buyerLink: 'h/:token',
  login: 'login',
  register: 'register',
  dashboard: 'dashboard',
  addProperty: 'add-property',
  property: 'property/:propertyId',
  addRepair: 'add-repair/:propertyId',
  editRepair: 'edit-repair/:repairId',
  repair: 'repair/:repairId',
  realtor: 'realtor',
  realtorProperty: 'realtor/property/:propertyId',
  reminderSettings: 'settings/reminders',
  /** The contractor portal: one route for all its views (`/contractor/records`, …). */
  contractor: 'contractor/*',
  verifyReport: 'verify/:code',
  /** "Which home?": a file shared into the installed app, or its shortcuts (lib/pwa). */
  shareTarget: 'share',
} as const;

export type RouteName = keyof typeof ROUTES;

const segment = encodeURIComponent;

/** Who a sign-up is for: `/register?type=…` preselects the role. */
export type RegisterType = 'homeowner' | 'contractor' | 'realtor';

/** The URL of each route (`ROUTES` has the same keys, plus the landing page `home`). */
export const paths = {
  home: '/',
  features: '/features',
  howItWorks: '/how-it-works',
  faq: '/faq',
  help: '/help',
  helpCenter: '/help-center',
  helpTopic: (topic: string) => `/help/${segment(topic)}`,
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  forgotPassword: '/forgot-password',
  buyerLink: (token: string) => `/h/${segment(token)}`,
  login: APP_LINKS.login,
  register: '/register',
  dashboard: APP_LINKS.dashboard,
  addProperty: '/add-property',
  property: (propertyId: string) => `/property/${segment(propertyId)}`,
  addRepair: (propertyId: string) => `/add-repair/${segment(propertyId)}`,
  editRepair: (repairId: string) => `/edit-repair/${segment(repairId)}`,
  repair: (repairId: string) => `/repair/${segment(repairId)}`,
  realtor: '/realtor',
  realtorProperty: (propertyId: string) => `/realtor/property/${segment(propertyId)}`,
  reminderSettings: APP_LINKS.reminderSettings,
  /** The portal's dashboard view; `contractorView('records')` for another. */
  contractor: '/contractor',
  verifyReport: verifyPath,
  shareTarget: '/share',
} as const satisfies Record<RouteName | 'home', string | ((param: string) => string)>;

/** One of the contractor portal's views under `/contractor/…` (the sidebar's entries). */
export function contractorView(view: string): string {
  return `${paths.contractor}/${view}`;
}

/** `/register?type=…`: the sign-up form with a role chosen. */
export function registerAs(type: RegisterType): string {
  return `${paths.register}?type=${type}`;
}

/** `/property/{id}?tab=maintenance`: the property page opened on its Maintenance tab. */
export const propertyMaintenance = APP_LINKS.propertyMaintenance;
