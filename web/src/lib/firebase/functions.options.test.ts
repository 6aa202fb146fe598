/**
 * Which App Check token a call asks for: the public callables consume theirs on the
 * server (functions/src/kit/callable.ts), so the client must ask for a single-use one.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  options: [] as unknown[],
}));

vi.mock('firebase/functions', () => ({
  getFunctions: () => ({}),
  connectFunctionsEmulator: () => undefined,
  httpsCallable: (_functions: unknown, _name: string, options?: unknown) => {
    sdk.options.push(options);
    return async () => ({ data: {} });
  },
}));
vi.mock('./app', () => ({ firebaseApp: () => ({}) }));
vi.mock('./app-check', () => ({ ensureAppCheck: () => undefined }));

import { callFunction } from './functions';

beforeEach(() => {
  sdk.options = [];
});

describe('callFunction and App Check tokens (#33)', () => {
  it('asks for a limited-use token for a public callable, keeping the caller’s options', async () => {
    await callFunction('verifyReport', { code: 'abcdefghijklmnopqrstuvwxyz' }, { timeout: 5000 });
    expect(sdk.options).toEqual([{ timeout: 5000, limitedUseAppCheckTokens: true }]);
  });

  it('uses the ordinary token for a signed-in callable', async () => {
    await callFunction('deleteRepair', { repairId: 'r1' });
    expect(sdk.options).toEqual([undefined]);
  });
});
