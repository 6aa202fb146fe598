// @ts-check
// What `npm test` decides to run (scripts/test/test-tiers.mjs) on each kind of machine, and the
// tier-2 line its summary prints.
import { describe, expect, it } from 'vitest';
import { planTiers, tier2SummaryLine } from './test-tiers.mjs';

const java = { bin: '/usr/lib/jvm/temurin-25/bin/java', major: 25 };
const firestore = { available: true, jar: '/cache/firestore.jar', source: 'gcloud' };
const storage = { available: true, jar: '/cache/storage.jar', source: 'firebase-tools cache' };
const noStorage = { available: false, reason: 'its rules runtime jar is not on this machine' };
const noFirestore = { available: false, reason: 'Java 21+ not found: install Java 21+' };

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
});
