/**
 * Links into the web app that the server writes into mails, calendar feeds and reports. The
 * web app's `lib/paths.ts` takes these routes from here, and its test holds them to the route
 * table, so a renamed route cannot leave a dead link in a mail someone already has.
 */
const segment = encodeURIComponent;

export const APP_LINKS = {
  dashboard: '/dashboard',
  login: '/login',
  reminderSettings: '/settings/reminders',
  /** The property page opened on its Maintenance tab. */
  propertyMaintenance: (propertyId: string) => `/property/${segment(propertyId)}?tab=maintenance`,
  /** The one-click unsubscribe page of the reminder digests (served by a function). */
  unsubscribe: (token: string) => `/unsubscribe?token=${segment(token)}`,
  /** A private calendar feed (served by a function). */
  calendarFeed: (token: string) => `/calendar/${segment(token)}.ics`,
} as const;

/**
 * The public verification page of a History Report's code. Here, not beside the report's
 * schemas, because every page's first load carries the web app's path table, and a module
 * with schemas would come with it.
 */
export function verifyPath(code: string): string {
  return `/verify/${segment(code)}`;
}

/** `path` on the app's origin (`APP_ORIGIN`; a trailing slash on it is dropped). */
export function appLink(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}
