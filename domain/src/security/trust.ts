/**
 * What makes a mark or an answer trustworthy (docs/architecture.md §5 "Trust is earned"):
 *
 * - Verified email: sharing, validation requests and record offers name an account by
 *   its email, so the callables treat an account whose email is not verified as no
 *   account at all, and refuse a caller whose own email is not verified.
 * - A Validated mark names who validated it, from the validation record, and says what
 *   was checked: the email always, the business only once a person verified it.
 * - An answer is bound to what the person saw: `answerValidation` and
 *   `answerRecordOffer` carry `version`, the facts version of the request or offer as
 *   the screen showed it (`factsVersion`), and are refused when the document's facts
 *   have changed since.
 * - `addRepair` / `addServiceRecord` carry a client idempotency key (`requestId`), so a
 *   retried submit never creates a second document.
 */
import * as v from 'valibot';
import { displayText } from './safe-text';

export const TRUST_MESSAGES = {
  verifyEmailFirst: 'Please verify your email address first.',
  changedWhileLooking: 'This record changed while you were looking at it. Please review it again.',
  requestId: 'This form could not be sent. Please try again.',
} as const;

// ---- Validated by ----------------------------------------------------------------------

/**
 * What a Validated mark says was checked (#33): the contractor proved an email address,
 * and — only when `validation.businessVerified` is true, stamped by `answerValidation`
 * from the contractor's `businessVerification` at that moment — that a person checked
 * their business licence. A record without the stamp (older marks, records sent by a
 * contractor) reads as not verified: the mark never claims more than was checked.
 */
export const VALIDATED_MARK = {
  businessVerified: 'email and business verified',
  businessNotVerified: 'email verified, business not verified',
} as const;

/**
 * "Validated by {business name} (…what was checked)" for a validated repair, from its
 * `validation` record (the contractor's business name, else their name, as the
 * validation stored it — never the owner-typed contractor name); null when it is not
 * validated.
 */
export function validatedByLabel(validation: unknown): string | null {
  if (typeof validation !== 'object' || validation === null) return null;
  const record = validation as Record<string, unknown>;
  if (record['state'] !== 'validated') return null;
  const name = displayText(record['contractorName']);
  const checked =
    record['businessVerified'] === true
      ? VALIDATED_MARK.businessVerified
      : VALIDATED_MARK.businessNotVerified;
  return `Validated by ${name === '' ? 'contractor' : name} (${checked})`;
}

/**
 * The mark a repair shows, the same on every screen and export: its "Validated by …"
 * label when the repair is flagged validated and its validation record agrees; null
 * otherwise (a flag without a validated record is not a mark).
 */
export function repairValidatedBy(repair: {
  isContractorValidated?: unknown;
  validation?: unknown;
}): string | null {
  return repair.isContractorValidated === true ? validatedByLabel(repair.validation) : null;
}

// ---- facts version ----------------------------------------------------------------------

/** The facts a contractor vouches for (a validation request) or a homeowner accepts (an offer). */
export interface ShownFacts {
  serviceType?: unknown;
  date?: unknown;
  description?: unknown;
  costCents?: unknown;
}

/** A facts version: SHA-256, base64url without padding (43 characters). */
export const FACTS_VERSION_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function canonicalFacts(facts: ShownFacts): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const cost = facts.costCents;
  return JSON.stringify([
    text(facts.serviceType) || 'Other',
    text(facts.date),
    text(facts.description) || null,
    typeof cost === 'number' && Number.isSafeInteger(cost) ? cost : null,
  ]);
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += BASE64URL[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** Web Crypto, present in browsers and in Node ≥ 19 as `globalThis.crypto` (no import here). */
interface WebCryptoLike {
  subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> };
}
interface TextEncoderLike {
  encode(text: string): Uint8Array;
}

/**
 * The version of a request's or offer's facts (service type, date, description,
 * cost) — the same function in the browser (what the screen showed) and on the
 * server (what the document holds now). A hash rather than `updatedAt`: the
 * contractor's screen shows the request, not the repair, and this binds the answer
 * to exactly the facts on screen. SHA-256, so nobody can craft other facts with the
 * same version.
 */
export async function factsVersion(facts: ShownFacts): Promise<string> {
  const scope = globalThis as unknown as {
    crypto: WebCryptoLike;
    TextEncoder: new () => TextEncoderLike;
  };
  const bytes = new scope.TextEncoder().encode(canonicalFacts(facts));
  return base64url(new Uint8Array(await scope.crypto.subtle.digest('SHA-256', bytes)));
}

/** The `version` field of the answer payloads. */
export const factsVersionField = v.pipe(
  v.string(TRUST_MESSAGES.changedWhileLooking),
  v.regex(FACTS_VERSION_PATTERN, TRUST_MESSAGES.changedWhileLooking),
);

// ---- idempotency ------------------------------------------------------------------------

/** A client idempotency key: 16–64 URL-safe characters (the web app sends a random UUID). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const requestIdField = v.pipe(
  v.string(TRUST_MESSAGES.requestId),
  v.regex(REQUEST_ID_PATTERN, TRUST_MESSAGES.requestId),
);

/**
 * The client side of idempotent submits: one key per submitted payload, kept until
 * the call succeeds. Pressing submit again with the same values after a failure (a
 * timeout whose first attempt may in fact have landed) sends the same key, so the
 * server answers the first attempt's document instead of creating a second one;
 * changed values are a new submit with a new key.
 */
export function submitKeys(newKey: () => string = randomKey): {
  keyFor(payload: unknown): string;
  succeeded(payload: unknown): void;
} {
  const keys = new Map<string, string>();
  const MAX_PENDING = 20;
  return {
    keyFor(payload) {
      const id = JSON.stringify(payload);
      let key = keys.get(id);
      if (key === undefined) {
        key = newKey();
        keys.set(id, key);
        // A long-open tab keeps only its latest failed submits.
        if (keys.size > MAX_PENDING) keys.delete(keys.keys().next().value as string);
      }
      return key;
    },
    succeeded(payload) {
      keys.delete(JSON.stringify(payload));
    },
  };
}

function randomKey(): string {
  return (globalThis as unknown as { crypto: { randomUUID(): string } }).crypto.randomUUID();
}
