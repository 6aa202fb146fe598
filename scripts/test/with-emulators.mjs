// @ts-check
// Runs one command against the real emulators, the way `npm test` does, for working on
// a single test file:
//
//   node scripts/test/with-emulators.mjs -- node_modules/.bin/vitest run --project=tier2 tests/rules/profiles.tier2.test.ts
//   node scripts/test/with-emulators.mjs -- node_modules/.bin/playwright test --project=tier2 web/e2e/repairs.tier2.spec.ts
//
// It finds Java and the emulator jars (scripts/lib/emulators-available.mjs), starts Auth,
// Functions, Hosting and Firestore/Storage where they run, sets the variables the SDKs and
// tests read (FIRESTORE_EMULATOR_HOST, …, HOMELEDGER_TIER2=1 when Firestore runs), runs
// the command, stops the emulators and exits with the command's code. Like `npm test`,
// it runs in a network namespace of its own where Linux allows it (--shared-network: no).
// The functions and web app must be built first (npm run build -w functions -w web).
import path from 'node:path';
import {
  describeDetection,
  detectEmulators,
  emulatorProcessEnv,
  emulatorsToStart,
} from '../lib/emulators-available.mjs';
import { busyPorts, EmulatorStartError, emulatorEnv, startEmulators } from '../lib/emulators.mjs';
import { ROOT } from '../lib/paths.mjs';
import { onInterrupt, run, runInOwnNetwork, stopAll, stopProcess } from '../lib/processes.mjs';
import { messageOf } from '../lib/errors.mjs';

const argv = process.argv.slice(2);
const dashDash = argv.indexOf('--');
const options = dashDash === -1 ? argv : argv.slice(0, dashDash);
const [bin, ...rest] = dashDash === -1 ? [] : argv.slice(dashDash + 1);
if (bin === undefined || options.some((o) => o !== '--shared-network')) {
  console.error(
    'Usage: node scripts/test/with-emulators.mjs [--shared-network] -- <command> [args…]',
  );
  process.exit(2);
}

if (!options.includes('--shared-network') && process.env.HOMELEDGER_OWN_NETWORK !== '1') {
  const code = await runInOwnNetwork(process.argv.slice(1));
  if (code !== null) process.exit(code);
}

onInterrupt(() => stopAll({ signal: 'SIGINT', timeoutMs: 15_000 }));

const detection = await detectEmulators();
for (const line of describeDetection(detection)) console.log(line);
const only = emulatorsToStart(detection);
const busy = await busyPorts(only);
if (busy.length > 0) {
  console.error(`✗ Emulator ports already in use: ${busy.join(', ')}`);
  process.exit(1);
}

const logFile = path.join(ROOT, '.test-output', 'with-emulators.log');
let emulators;
try {
  emulators = await startEmulators({ only, env: emulatorProcessEnv(detection), logFile });
} catch (error) {
  console.error(`✗ ${messageOf(error)}`);
  if (error instanceof EmulatorStartError) await stopProcess(error.child, { signal: 'SIGINT' });
  process.exit(1);
}
console.log(`Emulators ready: ${only.join(', ')} (log: ${path.relative(ROOT, logFile)}).`);

const env = {
  ...process.env,
  ...emulatorEnv(only),
  ...(only.includes('firestore') ? { HOMELEDGER_TIER2: '1' } : {}),
};
const code = await run(bin, rest, { cwd: ROOT, label: path.basename(bin), env });
await stopProcess(emulators.child, { signal: 'SIGINT', timeoutMs: 20_000 });
await stopAll({ signal: 'SIGTERM', timeoutMs: 5_000 });
process.exit(code);
