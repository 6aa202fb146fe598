/**
 * The fuzz test (docs/architecture.md §6): ≥ 1,000 malformed payloads per registered
 * callable; each must end in an HttpsError that is not 'internal', with a
 * user-facing message, and without a write. Counts are printed per callable.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_FUZZ_RUNS, checkFuzzEntry } from './kit/fuzz';
import { FUZZ_REGISTRY } from './fuzz-registry';

describe('fuzz: every callable refuses malformed payloads cleanly', () => {
  it('has entries, with unique names', () => {
    const names = FUZZ_REGISTRY.map((entry) => entry.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });

  for (const entry of FUZZ_REGISTRY) {
    it(`${entry.name}: ${DEFAULT_FUZZ_RUNS} malformed payloads → clean HttpsError, no write`, async () => {
      const report = await checkFuzzEntry(entry, { numRuns: DEFAULT_FUZZ_RUNS });
      console.info(
        `fuzz ${report.name}: ${report.runs} malformed payloads checked, ${report.skipped} valid ones skipped`,
      );
      expect(report.runs).toBeGreaterThanOrEqual(DEFAULT_FUZZ_RUNS);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    }, 120_000);
  }
});
