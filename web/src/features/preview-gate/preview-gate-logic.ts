/**
 * Pure logic of the pre-launch "Coming Soon" gate (spec §2 "Coming-soon
 * overlay"). No React here, so every rule is unit-tested.
 *
 * The gate is a pre-launch curtain, not access control: the site's data is
 * protected by Firebase Auth and the security rules, never by this password.
 *
 * Configuration
 * - `VITE_PREVIEW_PASSWORD_SHA256` (build time): hex SHA-256 of the shared
 *   password. Empty or undefined ⇒ the gate is OFF.
 * - `window.__HOMELEDGER_PREVIEW_HASH__` (test hook, set by Playwright with
 *   `page.addInitScript`): consulted ONLY when the build has no hash, so it
 *   can turn the gate ON for a test but can never replace or switch off a
 *   configured hash.
 */

import { PREVIEW_BYPASS_KEY, PREVIEW_BYPASS_VALUE } from '@/lib/storage-keys';

export { PREVIEW_BYPASS_KEY, PREVIEW_BYPASS_VALUE };
/** Simulated verification wait (spec §9: 0.5 seconds). */
export const PREVIEW_VERIFY_DELAY_MS = 500;

declare global {
  interface Window {
    /** Test hook: see the module comment. Only ever turns the gate on. */
    __HOMELEDGER_PREVIEW_HASH__?: unknown;
  }
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** Trims and lower-cases; returns null for anything that is not a string. */
function clean(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return v === '' ? null : v;
}

/** True for a 64-digit hex string (any case, surrounding spaces allowed). */
export function isSha256Hex(value: unknown): boolean {
  const v = clean(value);
  return v !== null && HEX_SHA256.test(v);
}

/**
 * The hash the gate checks against, or null when the gate is off.
 *
 * - A non-empty build hash always wins. A malformed one still switches the
 *   gate ON (fail closed: a typo in the config must not publish the site);
 *   no password can match it, and `describeConfigProblem` explains why.
 * - The injected test hash is used only when the build has none, and only if
 *   it is a well-formed SHA-256; it can therefore only turn the gate on.
 */
export function resolvePreviewHash(buildHash: unknown, injectedHash: unknown): string | null {
  const build = clean(buildHash);
  if (build !== null) return build;
  const injected = clean(injectedHash);
  if (injected !== null && HEX_SHA256.test(injected)) return injected;
  return null;
}

/** The gate is enabled exactly when there is a hash to check against. */
export function isGateEnabled(hash: string | null): hash is string {
  return hash !== null;
}

/** A warning for a configured-but-malformed hash, or null when all is well. */
export function describeConfigProblem(hash: string | null): string | null {
  if (hash === null || HEX_SHA256.test(hash)) return null;
  return 'VITE_PREVIEW_PASSWORD_SHA256 is not a 64-digit hex SHA-256; the preview gate stays closed for every password.';
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/** True when the bypass flag is stored. Storage errors (privacy mode) ⇒ false. */
export function hasBypass(storage: ReadableStorage | null | undefined): boolean {
  if (!storage) return false;
  try {
    return storage.getItem(PREVIEW_BYPASS_KEY) === PREVIEW_BYPASS_VALUE;
  } catch {
    return false;
  }
}

/** Stores the bypass flag; returns false when storage refuses (the gate still opens for this visit). */
export function grantBypass(storage: WritableStorage | null | undefined): boolean {
  if (!storage) return false;
  try {
    storage.setItem(PREVIEW_BYPASS_KEY, PREVIEW_BYPASS_VALUE);
    return true;
  } catch {
    return false;
  }
}

/** Whether a visitor must see the overlay: gate enabled and no bypass flag. */
export function shouldShowGate(
  hash: string | null,
  storage: ReadableStorage | null | undefined,
): boolean {
  return isGateEnabled(hash) && !hasBypass(storage);
}

/** Lower-case hex of a digest. */
export function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Hex SHA-256 of the UTF-8 bytes of `text`. */
export async function sha256Hex(
  text: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toHex(digest);
}

/**
 * Compares two strings without returning early on the first difference
 * (timing-safe for equal lengths; the length of a SHA-256 hex is public).
 */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return diff === 0;
}

export interface VerifyOptions {
  /** Simulated wait before the comparison; defaults to 500 ms. */
  delayMs?: number;
  /** Injected for tests; defaults to `crypto.subtle`. */
  subtle?: SubtleCrypto;
  /** Injected for tests; defaults to a setTimeout promise. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits (simulated verification), then compares the password's SHA-256 with
 * the expected hex hash. Never throws: a missing Web Crypto (insecure origin)
 * or an empty password simply fails.
 */
export async function verifyPreviewPassword(
  password: string,
  expectedHash: string,
  { delayMs = PREVIEW_VERIFY_DELAY_MS, subtle, sleep = defaultSleep }: VerifyOptions = {},
): Promise<boolean> {
  await sleep(delayMs);
  if (password === '') return false;
  const crypto = subtle ?? globalThis.crypto?.subtle;
  if (!crypto) {
    console.error(
      'Preview gate: Web Crypto is unavailable (the site must be served over HTTPS or from localhost).',
    );
    return false;
  }
  try {
    const actual = await sha256Hex(password, crypto);
    return constantTimeEqual(actual, expectedHash.trim().toLowerCase());
  } catch (error) {
    console.error('Preview gate: hashing failed', error);
    return false;
  }
}
