/**
 * The callable contract (`@homeledger/domain` callables/contract.ts) names exactly the
 * callables `index.ts` exports: the web client can only call a name in the contract, so a
 * callable missing from it could not be called, and a name without a function would fail
 * at run time only.
 */
import { describe, expect, it, vi } from 'vitest';
import { CALLABLE_NAMES, PUBLIC_CALLABLES, isPublicCallable } from '@homeledger/domain';

// As firebase-tools sets it when it loads the bundle (the Storage trigger needs the bucket).
vi.hoisted(() => {
  process.env['FIREBASE_CONFIG'] ??= JSON.stringify({
    projectId: 'demo-homeledger',
    storageBucket: 'demo-homeledger.appspot.com',
  });
});
import * as exported from './index';
import { FUZZ_REGISTRY } from './fuzz-registry';

interface Endpoint {
  callableTrigger?: object;
}

/** The exported functions firebase-functions made with `onCall` (what the web client calls). */
const callables = Object.entries(exported as Record<string, unknown>)
  .filter(
    ([, value]) =>
      typeof value === 'function' &&
      (value as { __endpoint?: Endpoint }).__endpoint?.callableTrigger !== undefined,
  )
  .map(([name]) => name);

const contract: readonly string[] = CALLABLE_NAMES;

describe('the callable contract', () => {
  it('every callable index.ts exports is in the contract', () => {
    const missing = callables.filter((name) => !contract.includes(name));
    expect(missing, 'exported callables missing from the contract').toEqual([]);
  });

  it('every name in the contract is a callable index.ts exports', () => {
    const unknown = contract.filter((name) => !callables.includes(name));
    expect(unknown, 'contract names without an exported callable').toEqual([]);
  });

  it('tells callables from the other functions (HTTP, schedules, triggers)', () => {
    expect(callables).toContain('addRepair');
    expect(callables).toContain('ping');
    expect(callables).not.toContain('quickbooksCallback');
    expect(callables).not.toContain('sendReminderDigests');
  });

  it('the contract’s public callables are exactly the specs with public access (#33)', () => {
    // The web client asks those for single-use App Check tokens; the kit consumes them.
    const entries = FUZZ_REGISTRY.filter((entry) => entry.isPublic !== undefined);
    for (const entry of entries)
      expect([entry.name, entry.isPublic]).toEqual([entry.name, isPublicCallable(entry.name)]);
    const specNames = entries.map((entry) => entry.name);
    expect(PUBLIC_CALLABLES.filter((name) => !specNames.includes(name))).toEqual([]);
  });
});
