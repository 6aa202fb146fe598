import { describe, expect, it } from 'vitest';
import {
  CLIENT_TIMEOUT_MARGIN_MS,
  LONG_CALLABLE_TIMEOUT_SECONDS,
  callableClientTimeoutMs,
  type LongCallable,
} from './timeouts';

describe('callable timeouts', () => {
  it('the client waits longer than the server may run, for every long callable', () => {
    for (const name of Object.keys(LONG_CALLABLE_TIMEOUT_SECONDS) as LongCallable[]) {
      expect(callableClientTimeoutMs(name)).toBe(
        LONG_CALLABLE_TIMEOUT_SECONDS[name] * 1000 + CLIENT_TIMEOUT_MARGIN_MS,
      );
      expect(callableClientTimeoutMs(name)).toBeGreaterThan(
        LONG_CALLABLE_TIMEOUT_SECONDS[name] * 1000,
      );
    }
  });
});
