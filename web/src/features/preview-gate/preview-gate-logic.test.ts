import { describe, expect, it, vi } from 'vitest';
import {
  constantTimeEqual,
  describeConfigProblem,
  grantBypass,
  hasBypass,
  isGateEnabled,
  isSha256Hex,
  PREVIEW_BYPASS_KEY,
  PREVIEW_BYPASS_VALUE,
  PREVIEW_VERIFY_DELAY_MS,
  resolvePreviewHash,
  sha256Hex,
  shouldShowGate,
  verifyPreviewPassword,
} from './preview-gate-logic';

// sha256("homeledger-preview"), the demo password.
const DEMO_HASH = '5c8f80ead7094131aaa460b3328be7204ccb2ebfaf654e2a27725c5504df55c2';
// sha256("") — a well-known vector.
const EMPTY_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const OTHER_HASH = 'a'.repeat(64);

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

const throwingStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

const noSleep = () => Promise.resolve();

describe('constants', () => {
  it('uses a namespaced key, the value "true" and a 0.5 s wait', () => {
    expect(PREVIEW_BYPASS_KEY).toBe('homeledger.previewBypass');
    expect(PREVIEW_BYPASS_VALUE).toBe('true');
    expect(PREVIEW_VERIFY_DELAY_MS).toBe(500);
  });
});

describe('isSha256Hex', () => {
  it('accepts 64 hex digits in any case, with surrounding spaces', () => {
    expect(isSha256Hex(DEMO_HASH)).toBe(true);
    expect(isSha256Hex(` ${DEMO_HASH.toUpperCase()}\n`)).toBe(true);
  });
  it('rejects other strings and non-strings', () => {
    expect(isSha256Hex(DEMO_HASH.slice(1))).toBe(false);
    expect(isSha256Hex('z'.repeat(64))).toBe(false);
    expect(isSha256Hex('')).toBe(false);
    expect(isSha256Hex(undefined)).toBe(false);
    expect(isSha256Hex(42)).toBe(false);
  });
});

describe('resolvePreviewHash / isGateEnabled', () => {
  it('is off when neither the build nor a test configures a hash', () => {
    expect(resolvePreviewHash(undefined, undefined)).toBeNull();
    expect(resolvePreviewHash('', undefined)).toBeNull();
    expect(resolvePreviewHash('   ', null)).toBeNull();
    expect(isGateEnabled(resolvePreviewHash('', undefined))).toBe(false);
  });

  it('uses the build hash, normalised', () => {
    expect(resolvePreviewHash(` ${DEMO_HASH.toUpperCase()} `, undefined)).toBe(DEMO_HASH);
    expect(isGateEnabled(DEMO_HASH)).toBe(true);
  });

  it('lets an injected hash turn the gate on only when the build has none', () => {
    expect(resolvePreviewHash(undefined, DEMO_HASH)).toBe(DEMO_HASH);
    expect(resolvePreviewHash('', DEMO_HASH)).toBe(DEMO_HASH);
  });

  it('never lets an injected value replace or switch off a configured hash', () => {
    expect(resolvePreviewHash(DEMO_HASH, OTHER_HASH)).toBe(DEMO_HASH);
    expect(resolvePreviewHash(DEMO_HASH, '')).toBe(DEMO_HASH);
    expect(resolvePreviewHash(DEMO_HASH, null)).toBe(DEMO_HASH);
    expect(resolvePreviewHash(DEMO_HASH, false)).toBe(DEMO_HASH);
  });

  it('ignores malformed injected values', () => {
    expect(resolvePreviewHash(undefined, 'not-a-hash')).toBeNull();
    expect(resolvePreviewHash(undefined, { hash: DEMO_HASH })).toBeNull();
  });

  it('fails closed on a malformed build hash and explains why', () => {
    const hash = resolvePreviewHash('oops', undefined);
    expect(isGateEnabled(hash)).toBe(true);
    expect(describeConfigProblem(hash)).toMatch(/not a 64-digit hex/);
    expect(describeConfigProblem(DEMO_HASH)).toBeNull();
    expect(describeConfigProblem(null)).toBeNull();
  });
});

describe('bypass flag', () => {
  it('is absent by default and present only with the exact value "true"', () => {
    expect(hasBypass(memoryStorage())).toBe(false);
    expect(hasBypass(memoryStorage({ [PREVIEW_BYPASS_KEY]: 'true' }))).toBe(true);
    expect(hasBypass(memoryStorage({ [PREVIEW_BYPASS_KEY]: 'TRUE' }))).toBe(false);
    expect(hasBypass(memoryStorage({ [PREVIEW_BYPASS_KEY]: '1' }))).toBe(false);
    expect(hasBypass(null)).toBe(false);
  });

  it('grantBypass stores "true" under the key', () => {
    const s = memoryStorage();
    expect(grantBypass(s)).toBe(true);
    expect(s.data.get(PREVIEW_BYPASS_KEY)).toBe('true');
    expect(hasBypass(s)).toBe(true);
  });

  it('treats storage errors as "no flag" and never throws', () => {
    expect(hasBypass(throwingStorage)).toBe(false);
    expect(grantBypass(throwingStorage)).toBe(false);
    expect(grantBypass(undefined)).toBe(false);
  });
});

describe('shouldShowGate', () => {
  it('shows the overlay only when enabled and not bypassed', () => {
    expect(shouldShowGate(null, memoryStorage())).toBe(false);
    expect(shouldShowGate(DEMO_HASH, memoryStorage())).toBe(true);
    expect(shouldShowGate(DEMO_HASH, memoryStorage({ [PREVIEW_BYPASS_KEY]: 'true' }))).toBe(false);
    expect(shouldShowGate(DEMO_HASH, throwingStorage)).toBe(true);
  });
});

describe('sha256Hex', () => {
  it('matches known vectors', async () => {
    expect(await sha256Hex('')).toBe(EMPTY_HASH);
    expect(await sha256Hex('homeledger-preview')).toBe(DEMO_HASH);
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('constantTimeEqual', () => {
  it('compares strings exactly', () => {
    expect(constantTimeEqual(DEMO_HASH, DEMO_HASH)).toBe(true);
    expect(constantTimeEqual(DEMO_HASH, OTHER_HASH)).toBe(false);
    expect(constantTimeEqual(DEMO_HASH, DEMO_HASH.slice(0, 63))).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
    expect(constantTimeEqual('a', '')).toBe(false);
  });
});

describe('verifyPreviewPassword', () => {
  it('accepts the right password and rejects others', async () => {
    expect(await verifyPreviewPassword('homeledger-preview', DEMO_HASH, { sleep: noSleep })).toBe(
      true,
    );
    expect(await verifyPreviewPassword('homeledger-preview ', DEMO_HASH, { sleep: noSleep })).toBe(
      false,
    );
    expect(await verifyPreviewPassword('Homeledger-preview', DEMO_HASH, { sleep: noSleep })).toBe(
      false,
    );
  });

  it('accepts an upper-case configured hash', async () => {
    expect(
      await verifyPreviewPassword('homeledger-preview', DEMO_HASH.toUpperCase(), {
        sleep: noSleep,
      }),
    ).toBe(true);
  });

  it('rejects the empty password even against the hash of ""', async () => {
    expect(await verifyPreviewPassword('', EMPTY_HASH, { sleep: noSleep })).toBe(false);
  });

  it('rejects everything against a malformed hash', async () => {
    expect(await verifyPreviewPassword('oops', 'oops', { sleep: noSleep })).toBe(false);
  });

  it('waits the simulated 0.5 s before answering', async () => {
    vi.useFakeTimers();
    try {
      let settled = false;
      const p = verifyPreviewPassword('homeledger-preview', DEMO_HASH).then((ok) => {
        settled = true;
        return ok;
      });
      await vi.advanceTimersByTimeAsync(499);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      vi.useRealTimers();
      expect(await p).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails (without throwing) when Web Crypto errors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { digest: () => Promise.reject(new Error('boom')) } as unknown as SubtleCrypto;
    expect(await verifyPreviewPassword('x', DEMO_HASH, { sleep: noSleep, subtle: broken })).toBe(
      false,
    );
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
