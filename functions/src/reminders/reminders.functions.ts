/**
 * Production wiring of reminders (docs/architecture.md §8): the daily digest job, the
 * public unsubscribe endpoint and calendar feed (Hosting rewrites `/unsubscribe` and
 * `/calendar/**`), and the settings callables. The SMTP secrets and the key that signs
 * unsubscribe links are kit/mail's. A missing one means no mail and a log
 * line, never a crash.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { onCallable } from '../kit/callable';
import { adminStore, verifiedEmailsFromAuth } from '../kit/admin-ports';
import { FUNCTION_PLANS, functionOptions, withWarmUp } from '../kit/function-options';
import { publicLimiter } from '../kit/public-limit';
import { MAIL_LINK_KEY, MAIL_SECRETS, mailPortFromParams, secret } from '../kit/mail/mail-params';
import { CALENDAR_FEED_LIMITS, serveCalendarFeed } from './calendar-feed';
import {
  createCalendarFeedSpec,
  revokeCalendarFeedSpec,
  saveReminderSettingsSpec,
  unsubscribe,
} from './reminder-settings';
import { digestRunInstant } from './digest.plan';
import { DIGEST_CONCURRENCY, runDigests } from './run-digests';
import { UNSUBSCRIBE_LIMITS, serveUnsubscribe } from './unsubscribe-page';
import { appOrigin } from '../kit/app-origin';

// Counted across instances, on the platform's hop of the address (kit/public-limit.ts, #33).
const unsubscribeLimiter = publicLimiter('unsubscribe', UNSUBSCRIBE_LIMITS, adminStore);
const calendarLimiter = publicLimiter('calendarFeed', CALENDAR_FEED_LIMITS, adminStore);

const settingsPorts = async () => ({ store: await adminStore(), appUrl: appOrigin() });

export const saveReminderSettings = onCallable(saveReminderSettingsSpec, settingsPorts);
export const createCalendarFeed = onCallable(createCalendarFeedSpec, settingsPorts);
export const revokeCalendarFeed = onCallable(revokeCalendarFeedSpec, settingsPorts);

/** The job's timeout, and how long before it a run stops starting batches (room for one). */
const DIGEST_TIMEOUT_SECONDS = FUNCTION_PLANS.sendReminderDigests.timeoutSeconds;
const DIGEST_STOP_BEFORE_MS = 90_000;

/**
 * Every 10 minutes from 12:00 to 13:50 UTC: the first delivery of the day does the work, a
 * later one carries on from the cursor if the first ran out of time (12 runs of 450 s send
 * ≈ 100,000 mails at 1 s each over DIGEST_CONCURRENCY connections), and the rest find the
 * day done and read one document. Each owner's own calendar date and Monday decide
 * (digest.plan.ts); every delivery of a day uses the same instant (digestRunInstant).
 */
export const sendReminderDigests = withWarmUp(
  onSchedule(
    {
      schedule: '*/10 12-13 * * *',
      timeZone: 'UTC',
      secrets: [...MAIL_SECRETS, MAIL_LINK_KEY],
      ...functionOptions('sendReminderDigests'),
    },
    async (event) => {
      const started = Date.now();
      const key = secret(MAIL_LINK_KEY);
      const mail = key ? mailPortFromParams({ maxConnections: DIGEST_CONCURRENCY }) : null;
      try {
        const report = await runDigests(
          {
            store: await adminStore(),
            mail,
            verifiedEmails: verifiedEmailsFromAuth,
            appUrl: appOrigin(),
            unsubscribeSecret: key,
            log: logger,
          },
          digestRunInstant(event.scheduleTime, new Date(started)),
          {
            deadline: started + DIGEST_TIMEOUT_SECONDS * 1000 - DIGEST_STOP_BEFORE_MS,
            concurrency: DIGEST_CONCURRENCY,
          },
        );
        logger.info('sendReminderDigests', { ...report });
      } finally {
        mail?.close?.();
      }
    },
  ),
  adminStore,
);

export const unsubscribeReminders = withWarmUp(
  onRequest({ ...functionOptions('unsubscribeReminders'), secrets: [MAIL_LINK_KEY] }, (req, res) =>
    serveUnsubscribe(req, res, {
      limiter: unsubscribeLimiter,
      secret: secret(MAIL_LINK_KEY),
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
      appUrl: appOrigin(),
      now: new Date(),
    }),
  ),
  adminStore,
);
