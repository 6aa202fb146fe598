/**
 * The public callables count callers across instances (#33): `verifyReport` and
 * `registerAccount` refuse an address over its limit with 'resource-exhausted', and the
 * count is per address (the platform's hop, handed in by `onCallable`).
 */
import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { registerAccountSpec, REGISTER_ACCOUNT_LIMIT } from '../accounts/register-account';
import { memoryRegisterDeps } from '../accounts/register-account.fakes';
import { VERIFY_REPORT_LIMIT, verifyReportSpec } from '../reports/verify-report';
import { callableShell } from './callable';
import { MemoryStore } from './memory-store';
import { RATE_LIMITED_MESSAGE } from './shared-limit';

const NOW = new Date('2026-11-27T06:00:00Z');
const opts = { now: () => NOW };
const quiet = { error: () => undefined };
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof HttpsError ? [error.code, error.message] : error),
  );

describe('verifyReport', () => {
  it('answers up to the limit per address, then refuses that address only', async () => {
    const store = new MemoryStore();
    const verify = callableShell(verifyReportSpec, { store, limitStore: store }, quiet, opts);
    const data = { code: 'k7m2qx4vbn3hd6tr5wy2pa7ce4' };
    for (let i = 0; i < VERIFY_REPORT_LIMIT.limit; i++)
      expect(await verify({ data, clientIp: '203.0.113.9' })).toEqual({ status: 'unknown' });
    expect(await refusal(verify({ data, clientIp: '203.0.113.9' }))).toEqual([
      'resource-exhausted',
      RATE_LIMITED_MESSAGE,
    ]);
    expect(await verify({ data, clientIp: '198.51.100.7' })).toEqual({ status: 'unknown' });
  });
});

describe('registerAccount', () => {
  it('refuses an address past its sign-ups, before any account lookup', async () => {
    const limitStore = new MemoryStore();
    const fake = memoryRegisterDeps({});
    const register = callableShell(registerAccountSpec, { ...fake.deps, limitStore }, quiet, opts);
    const data = (i: number) => ({
      name: 'Ada Lovelace',
      email: `ada${i}@example.com`,
      password: 'correct horse',
      role: 'homeowner',
    });
    for (let i = 0; i < REGISTER_ACCOUNT_LIMIT.limit; i++)
      await register({ data: data(i), clientIp: '203.0.113.9' });
    expect(await refusal(register({ data: data(99), clientIp: '203.0.113.9' }))).toEqual([
      'resource-exhausted',
      RATE_LIMITED_MESSAGE,
    ]);
    expect(fake.calls.some((call) => call.includes('ada99@example.com'))).toBe(false);
  });
});
