// @ts-check
// What `npm test` runs on this machine (scripts/test/test.mjs), decided from the emulator
// detection and the options alone, so the decision is tested without starting anything.
import { emulatorsToStart } from '../lib/emulators-available.mjs';

/**
 * @typedef {import('../lib/emulators-available.mjs').Detection} Detection
 * @typedef {{
 *   tier2: boolean,
 *   tier2Reason: string | null,
 *   storageReason: string | null,
 *   emulators: string[],
 * }} TierPlan
 */

/**
 * Tier 2 runs wherever the Firestore emulator does; without Storage its Storage tests skip
 * themselves (and say why) while the rest runs. Tier 1's browser tests always get Auth,
 * Functions and Hosting, plus Firestore/Storage when tier 2 runs beside them.
 * @param {Detection} detection
 * @param {{ onlyUnit?: boolean, noTier2?: boolean }} options
 * @returns {TierPlan}
 */
export function planTiers(detection, { onlyUnit = false, noTier2 = false } = {}) {
  let tier2Reason = detection.firestore.available
    ? null
    : `Firestore emulator not available (${detection.firestore.reason})`;
  if (onlyUnit) tier2Reason = '--only-unit was given';
  else if (noTier2) tier2Reason = '--no-tier2 was given';
  const tier2 = tier2Reason === null;
  const storageReason =
    tier2 && !detection.storage.available
      ? `Storage emulator not available (${detection.storage.reason})`
      : null;
  return {
    tier2,
    tier2Reason,
    storageReason,
    emulators: tier2 ? emulatorsToStart(detection) : ['auth', 'functions', 'hosting'],
  };
}

/**
 * The summary's tier-2 line: how many ran, failed and were skipped, and why they were skipped.
 * @param {TierPlan} plan
 * @param {{ ran: boolean, counts: { passed: number, failed: number, skipped: number }, notRunReason?: string | null }} result
 */
export function tier2SummaryLine(plan, { ran, counts, notRunReason = null }) {
  if (!ran) {
    const why = plan.tier2Reason ?? notRunReason ?? 'the emulators did not start';
    return `TIER 2 NOT RUN: ${why} — ${counts.skipped} tests skipped (rules, Firestore/Storage shells, signed-in E2E)`;
  }
  const skippedWhy =
    counts.skipped > 0 && plan.storageReason ? ` — skipped because: ${plan.storageReason}` : '';
  return (
    `tier 2 (real emulators): ${counts.passed} passed, ${counts.failed} failed, ` +
    `${counts.skipped} skipped${skippedWhy}`
  );
}
