// @ts-check
// npm run reminders:run — the daily digest job once, now, against the running emulators
// (Firestore at FIRESTORE_EMULATOR_HOST, default 127.0.0.1:8080) and the local mail catcher
// npm start runs (SMTP_HOST/SMTP_PORT, default 127.0.0.1:1025; the mails at
// http://127.0.0.1:1080/). Scheduled functions never fire in the emulator; this is how to
// see a digest locally. Needs the Firestore emulator (tier 2). Links in the mails point at
// npm start's dev server, which passes /unsubscribe to the Functions emulator; that checks
// them with the same local key (npm start writes it to functions/.secret.local).
import { DEV_SERVER_ORIGIN } from '../lib/emulators.mjs';
import { bundleEntry } from '../lib/functions-bench.mjs';
import {
  LOCAL_UNSUBSCRIBE_KEY,
  MAIL_CATCHER_HOST,
  MAIL_CATCHER_SMTP_PORT,
  MAIL_CATCHER_URL,
} from '../lib/mail-catcher.mjs';
import { portOpen } from '../lib/processes.mjs';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
{
  const [host, port] = firestoreHost.split(':');
  if (!(await portOpen(Number(port), host))) {
    console.error(
      `reminders:run needs the Firestore emulator, and nothing answers at ${firestoreHost}.\n` +
        '  It runs where Java 21 and the emulator jars are (README → Test tiers); npm start says ' +
        'whether it could start it.\n' +
        '  Without it, `npm run reminders:demo -- --out <dir>` writes the digest mails (.eml) and ' +
        'a calendar feed (.ics) from fixture data.',
    );
    process.exit(1);
  }
}
const entry = await bundleEntry('reminders-run', 'functions/src/reminders/run-once.ts', {
  external: ['nodemailer'],
});
try {
  const smtpHost = process.env.SMTP_HOST ?? MAIL_CATCHER_HOST;
  const smtpPort = process.env.SMTP_PORT ?? String(MAIL_CATCHER_SMTP_PORT);
  const toCatcher = smtpHost === MAIL_CATCHER_HOST && smtpPort === String(MAIL_CATCHER_SMTP_PORT);
  if (toCatcher && !(await portOpen(Number(smtpPort), smtpHost))) {
    console.log(
      `⚠ Nothing listens on ${smtpHost}:${smtpPort}: start npm start (it runs the mail catcher) or set SMTP_HOST/SMTP_PORT.`,
    );
  }
  const status = entry.run('runOnce()', {
    GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? 'demo-homeledger',
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    SMTP_HOST: smtpHost,
    SMTP_PORT: smtpPort,
    APP_ORIGIN: process.env.APP_ORIGIN ?? DEV_SERVER_ORIGIN,
    REMINDER_UNSUBSCRIBE_KEY: process.env.REMINDER_UNSUBSCRIBE_KEY ?? LOCAL_UNSUBSCRIBE_KEY,
  });
  process.exitCode = status;
  if (status === 0 && toCatcher) console.log(`Caught mail: ${MAIL_CATCHER_URL}`);
} finally {
  entry.remove();
}
