// @ts-check
// npm run job -- <name>   runs one scheduled function once, now, against the running emulators
// npm run job             lists them with their schedules
//
// Scheduled functions never fire in the emulator (Cloud Scheduler does not exist there), so
// each job is run by hand here: the built functions bundle (functions/lib, rebuilt first) is
// loaded into this process with the emulators' addresses, and the job's own handler runs,
// exactly what Cloud Scheduler would trigger. Mail goes to the local mail catcher npm start
// runs (SMTP_HOST/SMTP_PORT to send elsewhere). Needs the Firestore emulator; the cleanup
// jobs also need the Storage emulator (both come with npm start where Java 21+ is).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEV_SERVER_ORIGIN, PROJECT_ID, emulatorEnv, emulatorPorts } from '../lib/emulators.mjs';
import {
  LOCAL_UNSUBSCRIBE_KEY,
  MAIL_CATCHER_HOST,
  MAIL_CATCHER_SMTP_PORT,
  MAIL_CATCHER_URL,
} from '../lib/mail-catcher.mjs';
import { ROOT } from '../lib/paths.mjs';
import { portOpen, run } from '../lib/processes.mjs';
import { scheduledEvent, scheduledJobs } from '../lib/scheduled-jobs.mjs';

const name = process.argv.slice(2).find((arg) => !arg.startsWith('-'));

if (
  (await run('npm', ['run', 'build', '-w', 'functions'], {
    cwd: ROOT,
    label: 'build functions',
  })) !== 0
) {
  console.error('The functions build failed (npm run build -w functions).');
  process.exit(1);
}

const ports = emulatorPorts();
// Set before the bundle loads: the Admin SDK and the functions' params read them then.
Object.assign(process.env, {
  ...emulatorEnv(['auth', 'firestore', 'storage']),
  GCLOUD_PROJECT: PROJECT_ID,
  FIREBASE_CONFIG: JSON.stringify({
    projectId: PROJECT_ID,
    storageBucket: `${PROJECT_ID}.appspot.com`,
  }),
  SMTP_HOST: process.env.SMTP_HOST ?? MAIL_CATCHER_HOST,
  SMTP_PORT: process.env.SMTP_PORT ?? String(MAIL_CATCHER_SMTP_PORT),
  // The catcher takes mail without a login; blank secrets say so (unset ones only warn).
  SMTP_USER: process.env.SMTP_USER ?? '',
  SMTP_PASSWORD: process.env.SMTP_PASSWORD ?? '',
  // Run beside npm start: its links open the dev server, as the functions' do.
  APP_ORIGIN: process.env.APP_ORIGIN ?? DEV_SERVER_ORIGIN,
  REMINDER_UNSUBSCRIBE_KEY: process.env.REMINDER_UNSUBSCRIBE_KEY ?? LOCAL_UNSUBSCRIBE_KEY,
});

const bundle = await import(pathToFileURL(path.join(ROOT, 'functions', 'lib', 'index.js')).href);
const jobs = scheduledJobs(bundle);

if (!name) {
  console.log('Scheduled jobs (npm run job -- <name> runs one now):');
  for (const job of jobs) console.log(`  ${job.name.padEnd(32)} ${job.schedule}`);
  process.exit(0);
}
const job = jobs.find((candidate) => candidate.name === name);
if (!job) {
  console.error(`No scheduled job named "${name}". Known: ${jobs.map((j) => j.name).join(', ')}`);
  process.exit(1);
}

const firestore = ports.firestore;
if (!firestore || !(await portOpen(firestore.port, firestore.host))) {
  console.error(
    `${name} needs the Firestore emulator, and nothing answers at ${firestore?.host}:${firestore?.port}.\n` +
      '  npm start runs it where Java 21+ and the emulator jars are (README → Test tiers).',
  );
  process.exit(1);
}

console.log(`Running ${name} once (${job.schedule} in production)…`);
const started = performance.now();
try {
  await job.run(scheduledEvent(name));
} catch (error) {
  console.error(`${name} failed:`, error);
  process.exit(1);
}
console.log(`${name} finished in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
if (process.env.SMTP_HOST === MAIL_CATCHER_HOST)
  console.log(`Caught mail (if any): ${MAIL_CATCHER_URL}`);
// The Admin SDK keeps its connections open; the job is done.
process.exit(0);
