/** What the buyer-link callables need from the outside world (docs/architecture.md §3). */
import { createHash, randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import { BUYER_LINK_TOKEN_BYTES, type DeviceType } from '@homeledger/domain';
import type { Logger } from '../kit/callable';
import type { Store } from '../kit/store';
import type { SignerBucketLike } from '../exports/ports';
import {
  createPublicLimiter,
  publicLimiter,
  type PublicLimiter,
  type PublicLimits,
} from '../kit/public-limit';

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
  /** Per-link and per-address request limits (omitted: none, e.g. in tests of other things). */
  limits?: BuyerLinkLimits;
  /** The caller's IP address when known (only counted in memory, never stored). */
  clientIp?: string | null;
  log?: Logger;
}

/**
 * The public buyer-link callables' request limits (docs/architecture.md §5: public endpoints are
 * rate-limited), the public endpoints' limiter (kit/public-limit.ts): per link, keyed by
 * the link's id, so no one floods a link's open log or its owner's reads; and per client
 * address, so one machine cannot walk through tokens or links. The address is kept only
 * as a keyed hash in that memory, for at most a window.
 */
export type BuyerLinkLimits = PublicLimiter;

/** Requests one link answers per minute, over all instances (a buyer opens it a few times). */
export const BUYER_LINK_REQUESTS_PER_LINK_PER_MINUTE = 30;
/** Requests one address makes per minute, over all links and instances. */
export const BUYER_LINK_REQUESTS_PER_ADDRESS_PER_MINUTE = 60;

export const BUYER_LINK_LIMITS: PublicLimits = {
  perToken: { limit: BUYER_LINK_REQUESTS_PER_LINK_PER_MINUTE, windowMs: 60_000 },
  perClient: { limit: BUYER_LINK_REQUESTS_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 },
};

/** In memory (tests); the deployed page counts across instances (sharedBuyerLinkLimits). */
export function buyerLinkLimits(now?: () => number): BuyerLinkLimits {
  return createPublicLimiter(BUYER_LINK_LIMITS, now ? { now } : {});
}

/** The deployed limits: counted in Firestore across instances (#33; kit/public-limit.ts). */
export function sharedBuyerLinkLimits(store: () => Promise<Store>): BuyerLinkLimits {
  return publicLimiter('buyerLink', BUYER_LINK_LIMITS, store);
}

/** Whether one more request for this link (by its id) from this address is allowed. */
export async function withinLimits(
  limits: BuyerLinkLimits | undefined,
  linkId: string,
  clientIp: string | null | undefined,
): Promise<boolean> {
  if (!limits) return true;
  return (await limits.check({ token: linkId, clientIp: clientIp ?? undefined })).allowed;
}

/**
 * The client's address from a request behind Google's front end, which appends the
 * address it saw to X-Forwarded-For: the last entry is the one a client cannot forge.
 */
/**
 * The open log's key for one visit: the link, the client (address and User-Agent) and the
 * UTC hour, hashed one way, so repeated opens in an hour are one entry and the log holds no
 * address. Not a secret: only the functions read the log.
 */
export function openVisitId(args: {
  linkId: string;
  clientIp: string | null | undefined;
  userAgent: string | null;
  now: Date;
}): string {
  const hour = args.now.toISOString().slice(0, 13);
  return createHash('sha256')
    .update([args.linkId, args.clientIp ?? '', args.userAgent ?? '', hour].join('\n'), 'utf8')
    .digest('hex');
}

export function randomToken(): string {
  return randomBytes(BUYER_LINK_TOKEN_BYTES).toString('base64url');
}

/**
 * A link's document id: the SHA-256 of its token, hex (docs/architecture.md §5 "stored hashed
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

/**
 * Signs on a bucket, got when a link is first signed (a page without a photo or receipt
 * never needs Storage). Signing fails where there is no service-account key to sign with
 * (the Storage emulator), or no Storage at all: the page then shows no photo rather than
 * failing.
 */
export function bucketSigner(
  bucket: () => Promise<Pick<SignerBucketLike, 'file'>>,
  options: { now?: () => number; log?: Logger } = {},
): UrlSigner {
  const now = options.now ?? Date.now;
  return {
    async signedUrl(path) {
      try {
        const [url] = await (
          await bucket()
        )
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
