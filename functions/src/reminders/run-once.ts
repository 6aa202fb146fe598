/**
 * `npm run reminders:run` (scripts/dev/reminders-run.mjs bundles and runs this): the digest job
 * once, now, against the emulators — scheduled functions do not fire in the emulator. Mail
 * goes to SMTP_HOST:SMTP_PORT (default: the local mail catcher on 127.0.0.1:1025).
 * Each call is a first delivery: the job's cursor is cleared, so a second call the same day
 * runs again (and the digest records still keep anyone from getting a second mail that day).
 */
import { adminStore, verifiedEmailsFromAuth } from '../kit/admin-ports';
import { DIGEST_CONCURRENCY, DIGEST_JOB_PATH, runDigests } from './run-digests';
import { digestRunInstant } from './digest.plan';
import { smtpConfigFrom, smtpMail } from '../kit/mail/smtp-mail';
import { appOrigin } from '../kit/app-origin';

export async function runOnce() {
  const config = smtpConfigFrom({
    host: process.env['SMTP_HOST'] ?? '127.0.0.1',
    port: process.env['SMTP_PORT'] ?? '1025',
    user: process.env['SMTP_USER'],
    password: process.env['SMTP_PASSWORD'],
  });
  const mail = config ? smtpMail(config, { maxConnections: DIGEST_CONCURRENCY }) : null;
  const store = await adminStore();
  await store.commit([{ op: 'delete', path: DIGEST_JOB_PATH }]);
  try {
    // Today's scheduled instant, as the deployed job would use it.
    return await runDigests(
      {
        store,
        mail,
        verifiedEmails: verifiedEmailsFromAuth,
        appUrl: appOrigin(),
        unsubscribeSecret: process.env['REMINDER_UNSUBSCRIBE_KEY'] ?? 'local-development-only',
        log: console,
      },
      digestRunInstant(undefined, new Date()),
    );
  } finally {
    mail?.close?.();
  }
}
