/**
 * `node scripts/dev/reports-sweep.mjs` bundles and runs this: the
 * sweepStuckReports job once, now, against the Firestore emulator — scheduled functions
 * never fire in the emulator.
 */
import { adminStore } from '../kit/admin-ports';
import { sweepStuckReports } from './sweep-stuck-reports';

export async function runOnce() {
  return sweepStuckReports({ store: await adminStore(), log: console }, new Date());
}
