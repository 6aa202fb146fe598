/**
 * Production wiring of reminders (docs/architecture.md §8): the daily digest job, the
 * public unsubscribe endpoint and calendar feed (Hosting rewrites `/unsubscribe` and
 * `/calendar/**`), and the settings callables. SMTP host/user/password and the
 * unsubscribe signing key are Firebase secrets; a missing one means no mail and a log
 * line, never a crash.
 */
import { defineSecret, defineString } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { onCallable } from '../kit/callable';
import { adminStore } from '../kit/admin-ports';
import { functionOptions, withWarmUp } from '../kit/function-options';
import { createPublicLimiter } from '../kit/public-limit';
import { CALENDAR_FEED_LIMITS, serveCalendarFeed } from './calendar-feed';
import {
  createCalendarFeedSpec,
  revokeCalendarFeedSpec,
  saveReminderSettingsSpec,
  unsubscribe,
} from './reminder-settings';
import { runDigests } from './run-digests';
import { smtpConfigFrom, smtpMail } from './smtp-mail';
import { UNSUBSCRIBE_LIMITS, serveUnsubscribe } from './unsubscribe-page';

export const SMTP_HOST = defineSecret('SMTP_HOST');
export const SMTP_USER = defineSecret('SMTP_USER');
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
export const REMINDER_UNSUBSCRIBE_KEY = defineSecret('REMINDER_UNSUBSCRIBE_KEY');
/** The site's address, for links in mails and feeds. */
export const APP_URL = defineString('APP_URL', { default: 'https://homeledger.app' });
/** A local mail catcher's port (npm start); production uses 587 / 465. */
export const SMTP_PORT = defineString('SMTP_PORT', { default: '587' });

/** A secret's value, or '' when it is not set (the emulator without .secret.local). */
function secret(param: { value(): string }): string {
  try {
    return param.value();
  } catch {
    return '';
  }
}

// Per instance, for as long as it is warm (kit/public-limit.ts).
const unsubscribeLimiter = createPublicLimiter(UNSUBSCRIBE_LIMITS);
const calendarLimiter = createPublicLimiter(CALENDAR_FEED_LIMITS);

const settingsPorts = async () => ({ store: await adminStore(), appUrl: APP_URL.value() });

export const saveReminderSettings = onCallable(saveReminderSettingsSpec, settingsPorts);
export const createCalendarFeed = onCallable(createCalendarFeedSpec, settingsPorts);
export const revokeCalendarFeed = onCallable(revokeCalendarFeedSpec, settingsPorts);

/** Once a day; each owner's own calendar date and Monday decide (digest.plan.ts). */
export const sendReminderDigests = withWarmUp(
  onSchedule(
    {
      schedule: 'every day 12:00',
      timeZone: 'UTC',
      secrets: [SMTP_HOST, SMTP_USER, SMTP_PASSWORD, REMINDER_UNSUBSCRIBE_KEY],
      ...functionOptions('sendReminderDigests'),
    },
    async () => {
      const config = smtpConfigFrom({
        host: secret(SMTP_HOST),
        port: SMTP_PORT.value(),
        user: secret(SMTP_USER),
        password: secret(SMTP_PASSWORD),
      });
      const key = secret(REMINDER_UNSUBSCRIBE_KEY);
      const report = await runDigests(
        {
          store: await adminStore(),
          mail: config && key ? smtpMail(config) : null,
          appUrl: APP_URL.value(),
          unsubscribeSecret: key,
          log: logger,
        },
        new Date(),
      );
      logger.info('sendReminderDigests', { ...report });
    },
  ),
  adminStore,
);

export const unsubscribeReminders = withWarmUp(
  onRequest(
    { ...functionOptions('unsubscribeReminders'), secrets: [REMINDER_UNSUBSCRIBE_KEY] },
    (req, res) =>
      serveUnsubscribe(req, res, {
        limiter: unsubscribeLimiter,
        secret: secret(REMINDER_UNSUBSCRIBE_KEY),
        unsubscribe: async (uid) => unsubscribe(await adminStore(), uid, new Date()),
      }),
  ),
  adminStore,
);

export const calendarFeed = withWarmUp(
  onRequest(functionOptions('calendarFeed'), (req, res) =>
    serveCalendarFeed(req, res, {
      limiter: calendarLimiter,
      store: adminStore,
      appUrl: APP_URL.value(),
      now: new Date(),
    }),
  ),
  adminStore,
);
