// @ts-check
// node scripts/dev/reports-sweep.mjs — the sweepStuckReports job once, now, against the running Firestore
// emulator (FIRESTORE_EMULATOR_HOST, default 127.0.0.1:8080): reports left "queued" or
// "rendering" for 15 minutes by a render that died are marked failed with a reason.
// Scheduled functions never fire in the emulator; this is how to run the job locally.
import { bundleEntry } from '../lib/functions-bench.mjs';
import { portOpen } from '../lib/processes.mjs';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
{
  const [host, port] = firestoreHost.split(':');
  if (!(await portOpen(Number(port), host))) {
    console.error(
      `reports:sweep needs the Firestore emulator, and nothing answers at ${firestoreHost}.\n` +
        '  It runs where Java 21 and the emulator jars are (README → Test tiers); npm start says ' +
        'whether it could start it.',
    );
    process.exit(1);
  }
}
const entry = await bundleEntry('reports-sweep', 'functions/src/reports/sweep-run-once.ts');
try {
  process.exitCode = entry.run('runOnce()', {
    GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? 'demo-homeledger',
    FIRESTORE_EMULATOR_HOST: firestoreHost,
  });
} finally {
  entry.remove();
}
