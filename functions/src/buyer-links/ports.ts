/** What the buyer-link callables need from the outside world (docs/architecture.md §3). */
import { createHash, randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import { BUYER_LINK_TOKEN_BYTES, type DeviceType } from '@homeledger/domain';
import type { Logger } from '../kit/callable';
import type { Store } from '../kit/store';

/** Short-lived read links to Storage objects (the buyer has no account, so rules cannot serve them). */
export interface UrlSigner {
  /** A link that works for a few minutes, or null when none can be made (then nothing is shown). */
  signedUrl(path: string): Promise<string | null>;
}

export interface BuyerLinkPorts {
  store: Store;
  /** A new unguessable token: 256 random bits, base64url. */
  newToken: () => string;
  log?: Logger;
}

export interface BuyerViewPorts {
  store: Store;
  signer: UrlSigner;
  /** The request's User-Agent header, for the device type of the open (never stored itself). */
  userAgent: string | null;
  log?: Logger;
}

export function randomToken(): string {
  return randomBytes(BUYER_LINK_TOKEN_BYTES).toString('base64url');
}

/**
 * A link's document id: the SHA-256 of its token, hex (ARCHITECTURE §7 "stored hashed
 * where it grants access"). Whoever reads the database learns no working link.
 */
export function buyerLinkId(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The kind of device a User-Agent names (bowser); bots, TVs and unknowns are "other". */
export function deviceType(userAgent: string | null | undefined): DeviceType {
  if (typeof userAgent !== 'string' || userAgent.trim() === '') return 'other';
  try {
    const type = Bowser.getParser(userAgent.slice(0, 512)).getPlatformType(true);
    return type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other';
  } catch {
    return 'other';
  }
}

/** How long a signed photo or receipt link works. */
export const BUYER_URL_TTL_MS = 10 * 60 * 1000;

/** The part of a Storage bucket the signer uses (the Admin SDK's Bucket fits). */
export interface SignerBucketLike {
  file(path: string): {
    getSignedUrl(options: {
      version: 'v4';
      action: 'read';
      expires: number;
    }): Promise<[string, ...unknown[]]>;
  };
}

/**
 * Signs on a bucket. Signing fails where there is no service-account key to sign with
 * (the Storage emulator): the page then shows no photo rather than failing.
 */
export function bucketSigner(
  bucket: SignerBucketLike,
  options: { now?: () => number; log?: Logger } = {},
): UrlSigner {
  const now = options.now ?? Date.now;
  return {
    async signedUrl(path) {
      try {
        const [url] = await bucket
          .file(path)
          .getSignedUrl({ version: 'v4', action: 'read', expires: now() + BUYER_URL_TTL_MS });
        return url;
      } catch (error) {
        options.log?.error('buyer link: could not sign a download link', { path, error });
        return null;
      }
    },
  };
}

/** An in-memory signer for tests: signs only paths it holds, and counts signatures. */
export function memorySigner(paths: readonly string[] = []): UrlSigner & { signed: number } {
  const known = new Set(paths);
  const signer = {
    signed: 0,
    async signedUrl(path: string) {
      if (!known.has(path)) return null;
      signer.signed += 1;
      return `memory://${path}?signed=1`;
    },
  };
  return signer;
}
