/**
 * Every exported function carries its own options, as firebase-functions resolved
 * them when the function was defined (`__endpoint`, what `firebase deploy` reads):
 * region, maxInstances, timeout and memory from FUNCTION_PLANS, nothing from a
 * global that ES module order would apply too late.
 */
import { describe, expect, it, vi } from 'vitest';
import * as v2options from 'firebase-functions/v2/options';
import {
  LONG_CALLABLE_TIMEOUT_SECONDS,
  callableClientTimeoutMs,
  type LongCallable,
} from '@homeledger/domain';
import * as exported from './index';

// As firebase-tools sets it when it loads the bundle (the Storage trigger needs the bucket).
vi.hoisted(() => {
  process.env['FIREBASE_CONFIG'] ??= JSON.stringify({
    projectId: 'demo-homeledger',
    storageBucket: 'demo-homeledger.appspot.com',
  });
});
import { FUNCTION_PLANS, FUNCTION_REGION, WARM_UP, functionOptions } from './kit/function-options';
import { FUZZ_REGISTRY } from './fuzz-registry';

interface Endpoint {
  region?: string[];
  maxInstances?: number;
  timeoutSeconds?: number;
  availableMemoryMb?: number;
  concurrency?: unknown;
  cpu?: unknown;
  callableTrigger?: object;
  scheduleTrigger?: object;
  httpsTrigger?: object;
}

const functions = Object.entries(exported as Record<string, unknown>)
  .filter(([, value]) => typeof value === 'function' && '__endpoint' in value)
  .map(([name, value]) => ({
    name,
    endpoint: (value as { __endpoint: Endpoint }).__endpoint,
    fn: value,
  }));

const MEMORY_MB: Record<string, number> = {
  '256MiB': 256,
  '512MiB': 512,
  '1GiB': 1024,
  '2GiB': 2048,
};

describe('function options', () => {
  it('every exported function has a plan, and every plan a function', () => {
    expect(functions.map((f) => f.name).sort()).toEqual(Object.keys(FUNCTION_PLANS).sort());
    expect(functions).toHaveLength(86);
  });

  it('every exported callable has a fuzz entry, and every entry a callable', () => {
    // ping reads no payload: there is nothing to fuzz.
    const callables = functions
      .filter((f) => f.endpoint.callableTrigger !== undefined && f.name !== 'ping')
      .map((f) => f.name)
      .sort();
    expect(FUZZ_REGISTRY.map((entry) => entry.name).sort()).toEqual(callables);
  });

  it.each(functions.map((f) => [f.name, f] as const))(
    '%s: region, maxInstances, timeout, memory, concurrency, cpu',
    (name, { endpoint }) => {
      const plan = functionOptions(name);
      expect(endpoint.region).toEqual([FUNCTION_REGION]);
      expect(endpoint.maxInstances).toBe(plan.maxInstances);
      expect(endpoint.maxInstances).toBeGreaterThan(0);
      if (plan.timeoutSeconds !== undefined)
        expect(endpoint.timeoutSeconds).toBe(plan.timeoutSeconds);
      // Unset options are firebase-functions' ResetValue (the platform default), never a number.
      else expect(typeof endpoint.timeoutSeconds).not.toBe('number');
      if (plan.memory !== undefined)
        expect(endpoint.availableMemoryMb).toBe(MEMORY_MB[plan.memory]);
      else expect(typeof endpoint.availableMemoryMb).not.toBe('number');
      const { concurrency, cpu } = plan as { concurrency?: number; cpu?: number };
      if (concurrency !== undefined) expect(endpoint.concurrency).toBe(concurrency);
      else expect(typeof endpoint.concurrency).not.toBe('number');
      if (cpu !== undefined) expect(endpoint.cpu).toBe(cpu);
      else expect(typeof endpoint.cpu).not.toBe('number');
    },
  );

  it('the heavy jobs take one request per instance: render, export, transfer (#29)', () => {
    for (const name of ['renderHistoryReport', 'exportCsv', 'acceptTransfer'] as const)
      expect(exported[name].__endpoint.concurrency, name).toBe(1);
    // The renderer prepares one receipt while it adds another: a second vCPU for sharp.
    expect(exported.renderHistoryReport.__endpoint.cpu).toBe(2);
    // Everyday callables keep the default: an instance each would multiply cold starts.
    expect(typeof exported.addRepair.__endpoint.concurrency).not.toBe('number');
  });

  it('no option comes from setGlobalOptions', () => {
    // Not in the typings, but what every v2 trigger merges in when it is defined.
    const { getGlobalOptions } = v2options as unknown as { getGlobalOptions(): object };
    expect(getGlobalOptions()).toEqual({});
  });

  it('maxInstances is chosen per function, not one value for all', () => {
    const caps = new Set(functions.map((f) => f.endpoint.maxInstances));
    expect(caps.size).toBeGreaterThan(2);
    expect(exported.cleanupOldExports.__endpoint.maxInstances).toBe(1);
  });

  it('the client waits longer than each long callable may run on the server', () => {
    for (const name of Object.keys(LONG_CALLABLE_TIMEOUT_SECONDS) as LongCallable[]) {
      const endpoint = functions.find((f) => f.name === name)?.endpoint;
      expect(endpoint?.timeoutSeconds).toBe(LONG_CALLABLE_TIMEOUT_SECONDS[name]);
      expect(callableClientTimeoutMs(name)).toBeGreaterThan((endpoint?.timeoutSeconds ?? 0) * 1000);
    }
    // The rest keep the 60 s default, under the client SDK's default wait of 70 s.
    const others = functions.filter(
      (f) => f.endpoint.callableTrigger && !(f.name in LONG_CALLABLE_TIMEOUT_SECONDS),
    );
    for (const { endpoint } of others) {
      const seconds = typeof endpoint.timeoutSeconds === 'number' ? endpoint.timeoutSeconds : 60;
      expect(seconds).toBeLessThan(70);
    }
  });

  it('every function has a cold-start warm-up for npm run bench:cold-start', () => {
    for (const { name, fn } of functions)
      expect(typeof (fn as { [WARM_UP]?: unknown })[WARM_UP], name).toBe('function');
  });

  it('an unknown function name has no options', () => {
    expect(() => functionOptions('nope')).toThrow(/no entry in FUNCTION_PLANS/);
  });
});
