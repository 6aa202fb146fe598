/**
 * The callable contract (`@homeledger/domain` callables/contract.ts) names exactly the
 * callables `index.ts` exports: the web client can only call a name in the contract, so a
 * callable missing from it could not be called, and a name without a function would fail
 * at run time only.
 */
import { describe, expect, it, vi } from 'vitest';
import { CALLABLE_NAMES } from '@homeledger/domain';

// As firebase-tools sets it when it loads the bundle (the Storage trigger needs the bucket).
vi.hoisted(() => {
  process.env['FIREBASE_CONFIG'] ??= JSON.stringify({
    projectId: 'demo-homeledger',
    storageBucket: 'demo-homeledger.appspot.com',
  });
});
import * as exported from './index';

/** The exported functions firebase-functions made with `onCall` (what the web client calls). */
const callables = Object.entries(exported as Record<string, unknown>)
  .filter(
    ([, value]) =>
      typeof value === 'function' &&
      (value as { __endpoint?: { callableTrigger?: object } }).__endpoint?.callableTrigger !==
        undefined,
  )
  .map(([name]) => name);

describe('the callable contract', () => {
  it('every exported callable is in the contract', () => {
    const missing = callables.filter(
      (name) => !(CALLABLE_NAMES as readonly string[]).includes(name),
    );
    expect(missing, `callables index.ts exports but the contract lacks`).toEqual([]);
  });

  it('every name in the contract is an exported callable', () => {
    const unknown = CALLABLE_NAMES.filter((name) => !callables.includes(name));
    expect(unknown, `contract names index.ts does not export as a callable`).toEqual([]);
  });

  it('finds the callables at all (the filter reads firebase-functions’ endpoint)', () => {
    expect(callables).toContain('addRepair');
    expect(callables).not.toContain('quickbooksCallback');
  });
});
