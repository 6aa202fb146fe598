// @ts-check
// What `npm test` decides to run (scripts/test/test-tiers.mjs) on each kind of machine, and the
// tier-2 line its summary prints.
import { describe, expect, it } from 'vitest';
import { planTiers, tier2SummaryLine } from './test-tiers.mjs';

/** @typedef {import('../lib/emulators-available.mjs').Emulator} Emulator */

const java = { bin: '/usr/lib/jvm/temurin-25/bin/java', major: 25 };
/** @type {Emulator} */
const firestore = { available: true, jar: '/cache/firestore.jar', source: 'gcloud' };
/** @type {Emulator} */
const storage = { available: true, jar: '/cache/storage.jar', source: 'firebase-tools cache' };
/** @type {Emulator} */
const noStorage = { available: false, reason: 'its rules runtime jar is not on this machine' };
/** @type {Emulator} */
const noFirestore = { available: false, reason: 'Java 21+ not found: install Java 21+' };
/** @type {Emulator} */
const noFirestoreJar = { available: false, reason: 'no Firestore emulator jar found' };
const TIER1_EMULATORS = ['auth', 'functions', 'hosting'];

describe('planTiers', () => {
  it('runs tier 2 with every emulator where Firestore and Storage both run', () => {
    expect(planTiers({ java, firestore, storage })).toEqual({
      tier2: true,
      tier2Reason: null,
      storageReason: null,
      emulators: ['auth', 'functions', 'firestore', 'storage', 'hosting'],
    });
  });

  it('runs tier 2 without Storage, saying why its Storage tests skip', () => {
    const plan = planTiers({ java, firestore, storage: noStorage });
    expect(plan.tier2).toBe(true);
    expect(plan.emulators).toEqual(['auth', 'functions', 'firestore', 'hosting']);
    expect(plan.storageReason).toBe(
      'Storage emulator not available (its rules runtime jar is not on this machine)',
    );
  });

  it('does not run tier 2 without Firestore, and says why', () => {
    const plan = planTiers({ java: null, firestore: noFirestore, storage: noStorage });
    expect(plan).toEqual({
      tier2: false,
      tier2Reason: 'Firestore emulator not available (Java 21+ not found: install Java 21+)',
      storageReason: null,
      emulators: ['auth', 'functions', 'hosting'],
    });
  });

  it('lets the options turn tier 2 off, naming the option', () => {
    const all = { java, firestore, storage };
    expect(planTiers(all, { onlyUnit: true })).toMatchObject({
      tier2: false,
      tier2Reason: '--only-unit was given',
      emulators: ['auth', 'functions', 'hosting'],
    });
    expect(planTiers(all, { noTier2: true }).tier2Reason).toBe('--no-tier2 was given');
  });

  it('does not start Storage for tier 1 when Firestore is missing but Storage would run', () => {
    // Java and a cached Storage runtime, no Firestore jar: tier 2 needs Firestore.
    expect(planTiers({ java, firestore: noFirestoreJar, storage })).toEqual({
      tier2: false,
      tier2Reason: 'Firestore emulator not available (no Firestore emulator jar found)',
      storageReason: null,
      emulators: TIER1_EMULATORS,
    });
  });

  // Every machine × option: an option names itself as the reason (--only-unit first), and a
  // missing Storage is reported only when tier 2 runs without it.
  const machines = /** @type {const} */ ([
    ['both emulators', { java, firestore, storage }],
    ['no Storage', { java, firestore, storage: noStorage }],
    ['no Firestore', { java, firestore: noFirestoreJar, storage }],
    ['neither', { java: null, firestore: noFirestore, storage: noStorage }],
  ]);
  const options = /** @type {const} */ ([
    ['--only-unit', { onlyUnit: true }, '--only-unit was given'],
    ['--no-tier2', { noTier2: true }, '--no-tier2 was given'],
    ['both options', { onlyUnit: true, noTier2: true }, '--only-unit was given'],
  ]);
  for (const [machine, detection] of machines) {
    for (const [option, given, reason] of options) {
      it(`${option} on a machine with ${machine}: tier 1 emulators only, the option as reason`, () => {
        expect(planTiers(detection, given)).toEqual({
          tier2: false,
          tier2Reason: reason,
          storageReason: null,
          emulators: TIER1_EMULATORS,
        });
      });
    }
  }
});

describe('tier2SummaryLine', () => {
  it('counts a run and names why tests were skipped', () => {
    const plan = planTiers({ java, firestore, storage: noStorage });
    expect(
      tier2SummaryLine(plan, { ran: true, counts: { passed: 850, failed: 0, skipped: 42 } }),
    ).toBe(
      'tier 2 (real emulators): 850 passed, 0 failed, 42 skipped — skipped because: ' +
        'Storage emulator not available (its rules runtime jar is not on this machine)',
    );
  });

  it('gives no reason when nothing was skipped', () => {
    const plan = planTiers({ java, firestore, storage });
    expect(
      tier2SummaryLine(plan, { ran: true, counts: { passed: 3, failed: 1, skipped: 0 } }),
    ).toBe('tier 2 (real emulators): 3 passed, 1 failed, 0 skipped');
  });

  it('says tier 2 did not run, how many tests that is, and why', () => {
    const plan = planTiers({ java: null, firestore: noFirestore, storage: noStorage });
    expect(
      tier2SummaryLine(plan, { ran: false, counts: { passed: 0, failed: 0, skipped: 17 } }),
    ).toBe(
      'TIER 2 NOT RUN: Firestore emulator not available (Java 21+ not found: install Java 21+) ' +
        '— 17 tests skipped (rules, Firestore/Storage shells, signed-in E2E)',
    );
    const started = planTiers({ java, firestore, storage });
    expect(
      tier2SummaryLine(started, { ran: false, counts: { passed: 0, failed: 0, skipped: 5 } }),
    ).toMatch(/^TIER 2 NOT RUN: the emulators did not start/);
  });

  it('names the option that turned tier 2 off, over any other reason', () => {
    const plan = planTiers({ java, firestore, storage }, { noTier2: true });
    expect(
      tier2SummaryLine(plan, {
        ran: false,
        counts: { passed: 0, failed: 0, skipped: 9 },
        notRunReason: 'the emulators did not start',
      }),
    ).toBe(
      'TIER 2 NOT RUN: --no-tier2 was given — 9 tests skipped (rules, Firestore/Storage shells, signed-in E2E)',
    );
  });
});
