/**
 * Per-account quotas (docs/security-model.md "Quotas"): the numbers, their windows and their messages,
 * in one place. The callables keep the counts in Firestore (`quotaCounters/…`, never
 * readable by a client) in the same transaction as the write they limit, so parallel
 * calls cannot slip past a limit. Windows are fixed UTC hours and days: simple to
 * reason about, and a burst at a window's edge is at most twice a limit.
 *
 * The email lookups (share, validation request, record offer) are counted before the
 * Auth lookup, whatever its answer: each one tells the caller whether an email has an
 * account of some role here, so they must not be a free oracle.
 */
import { HOUSEHOLD_MESSAGES, MEMBER_INVITATIONS_PER_DAY } from '../households/household';

export const QUOTAS = {
  /** Properties one account may own at a time (removing one frees a place). */
  propertiesPerAccount: 25,
  /** Repairs added to one property per UTC day. */
  repairsPerPropertyPerDay: 20,
  /** Receipts and photos accepted into documents per account per UTC day. */
  uploadsPerDay: 50,
  /** CSV exports per account per UTC hour. */
  exportsPerHour: 10,
  /** Share, validation and record-offer lookups of an email per account per UTC hour. */
  lookupsPerHour: 20,
  /** Home History Reports (PDF and ZIP, a heavy render) per account per UTC day. */
  reportsPerDay: 20,
  /** Transfer invitation mails (first and resent) per account per UTC day: mail to strangers. */
  invitationsPerDay: 10,
  /** Household invitations (issue #31) one account may send per UTC day. */
  memberInvitationsPerDay: MEMBER_INVITATIONS_PER_DAY,
} as const;

export type QuotaKind =
  'repairs' | 'uploads' | 'exports' | 'lookups' | 'reports' | 'invitations' | 'memberInvitations';

export const QUOTA_WINDOWS: Record<QuotaKind, { limit: number; window: 'hour' | 'day' }> = {
  repairs: { limit: QUOTAS.repairsPerPropertyPerDay, window: 'day' },
  uploads: { limit: QUOTAS.uploadsPerDay, window: 'day' },
  exports: { limit: QUOTAS.exportsPerHour, window: 'hour' },
  lookups: { limit: QUOTAS.lookupsPerHour, window: 'hour' },
  reports: { limit: QUOTAS.reportsPerDay, window: 'day' },
  invitations: { limit: QUOTAS.invitationsPerDay, window: 'day' },
  memberInvitations: { limit: QUOTAS.memberInvitationsPerDay, window: 'day' },
};

export const QUOTA_MESSAGES = {
  properties: `You can have at most ${QUOTAS.propertiesPerAccount} properties in one account.`,
  repairs: `A property can take at most ${QUOTAS.repairsPerPropertyPerDay} new repairs a day. Please try again tomorrow.`,
  uploads: `You have reached today's limit of ${QUOTAS.uploadsPerDay} uploaded files. Please try again tomorrow.`,
  exports: `You can export at most ${QUOTAS.exportsPerHour} times an hour. Please try again later.`,
  lookups: `You have looked up too many email addresses in the last hour. Please try again later.`,
  reports: `You can create at most ${QUOTAS.reportsPerDay} reports a day. Please try again tomorrow.`,
  invitations: `You can send at most ${QUOTAS.invitationsPerDay} transfer invitations a day. Please try again tomorrow.`,
  memberInvitations: HOUSEHOLD_MESSAGES.invitationsPerDay,
} as const;

/** The Firestore collection of the counters (functions only). */
export const QUOTA_COUNTERS_COLLECTION = 'quotaCounters';

/** The window `now` falls in: `2026-05-01T12` (hour) or `2026-05-01` (day), UTC. */
export function quotaWindow(window: 'hour' | 'day', now: Date): string {
  const iso = now.toISOString();
  return window === 'hour' ? iso.slice(0, 13) : iso.slice(0, 10);
}

/** When the window that `now` falls in ends (the counter's expiry, for a TTL policy). */
export function quotaWindowEnd(window: 'hour' | 'day', now: Date): Date {
  const end = new Date(now.getTime());
  if (window === 'hour') end.setUTCMinutes(60, 0, 0);
  else end.setUTCHours(24, 0, 0, 0);
  return end;
}
