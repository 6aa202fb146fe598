/**
 * Buyer links (docs/architecture.md §2 "buyerLinks"): a view-only, time-limited,
 * revocable link `/h/{token}` the owner gives a prospective buyer. The token is 256
 * random bits, shown to the owner once; the document id is its SHA-256 (hex), so a link
 * is found by one `get` and a copy of the database opens nothing. Nobody but the owner
 * can list them (rules), and the buyer reads only through `openBuyerLink`, which
 * answers exactly the view the owner allowed and logs the open.
 */
import * as v from 'valibot';
import { keyMessages } from '../kit/issues';
import { documentIdField } from '../properties/property-schema';
import { safeText } from '../security/safe-text';
import type { TimestampLike } from '../accounts/profile';
import { TRUST_MESSAGES } from '../security/trust';

export const BUYER_LINKS_COLLECTION = 'buyerLinks';

export const BUYER_LINK_MIN_DAYS = 1;
export const BUYER_LINK_MAX_DAYS = 30;
export const BUYER_LINK_DEFAULT_DAYS = 14;
export const BUYER_LINK_LABEL_MAX_LENGTH = 80;
/** Links one property may have at a time that are neither expired nor revoked. */
export const BUYER_LINK_MAX_ACTIVE = 20;
/** Opens kept on the link (the newest); `openCount` counts them all. */
export const BUYER_LINK_OPENS_KEPT = 50;
/** Repairs a buyer page shows (the newest). */
export const BUYER_VIEW_MAX_REPAIRS = 1000;

/** 32 random bytes, base64url without padding: 256 bits, 43 characters. */
export const BUYER_LINK_TOKEN_BYTES = 32;
export const BUYER_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A link's document id: the SHA-256 of its token, lowercase hex. */
export const BUYER_LINK_ID_PATTERN = /^[0-9a-f]{64}$/;

export const BUYER_LINK_MESSAGES = {
  propertyNotFound: 'Property not found',
  label: 'Give the link a label, such as the buyer’s name.',
  labelTooLong: `The label must be at most ${BUYER_LINK_LABEL_MAX_LENGTH} characters.`,
  days: `Choose between ${BUYER_LINK_MIN_DAYS} and ${BUYER_LINK_MAX_DAYS} days.`,
  option: 'Choose yes or no.',
  linkNotFound: 'This link no longer exists.',
  revoked: 'This link was revoked. Create a new one instead.',
  tooMany: `A property can have at most ${BUYER_LINK_MAX_ACTIVE} active buyer links. Revoke one first.`,
  disputed: 'A property with disputed ownership cannot be shared with a buyer.',
  /** The buyer's one answer for a revoked, expired, unknown or malformed link. */
  expired: 'This link has expired. Ask the owner for a new one.',
  receiptUnavailable: 'This receipt is not available.',
  /** The buyer page's answer when a link (or one address) is opened too often. */
  rateLimited:
    'This link has been opened too many times in a short while. Please wait a minute and try again.',
  signedOut: 'You must be logged in to share a property.',
  permissionDenied: 'Only the owner of a property can share it.',
  form: 'Please fill in the link form.',
  verifyEmailFirst: TRUST_MESSAGES.verifyEmailFirst,
} as const;
const M = BUYER_LINK_MESSAGES;

const daysField = v.pipe(
  v.number(M.days),
  v.integer(M.days),
  v.minValue(BUYER_LINK_MIN_DAYS, M.days),
  v.maxValue(BUYER_LINK_MAX_DAYS, M.days),
);
const optionField = v.boolean(M.option);
/** The owner names a link by its document id (they never hold the token after creation). */
const linkIdField = v.pipe(
  v.string(M.linkNotFound),
  v.regex(BUYER_LINK_ID_PATTERN, M.linkNotFound),
);

export const CREATE_BUYER_LINK_FIELDS = [
  'propertyId',
  'label',
  'days',
  'hideCosts',
  'hideOwnerName',
  'includeReceipts',
] as const;

/** The "Share with a buyer" form / `createBuyerLink` payload. */
export const CreateBuyerLinkSchema = v.object(
  {
    propertyId: documentIdField(M.propertyNotFound),
    label: v.pipe(
      v.string(M.label),
      safeText(),
      v.trim(),
      v.nonEmpty(M.label),
      v.maxLength(BUYER_LINK_LABEL_MAX_LENGTH, M.labelTooLong),
    ),
    days: daysField,
    hideCosts: optionField,
    hideOwnerName: optionField,
    includeReceipts: optionField,
  },
  keyMessages(
    {
      propertyId: M.propertyNotFound,
      label: M.label,
      days: M.days,
      hideCosts: M.option,
      hideOwnerName: M.option,
      includeReceipts: M.option,
    },
    M.form,
  ),
);
export type CreateBuyerLinkInput = v.InferOutput<typeof CreateBuyerLinkSchema>;

/** The form's starting values: 14 days, the owner's name hidden (a buyer rarely needs it). */
export const BUYER_LINK_DEFAULTS = {
  label: '',
  days: BUYER_LINK_DEFAULT_DAYS,
  hideCosts: false,
  hideOwnerName: true,
  includeReceipts: false,
} as const;

/** Revoke: the link is named by its document id. */
export const RevokeBuyerLinkSchema = v.object(
  { linkId: linkIdField },
  keyMessages({ linkId: M.linkNotFound }, M.linkNotFound),
);
export type RevokeBuyerLinkInput = v.InferOutput<typeof RevokeBuyerLinkSchema>;

/** Extend: from now, by 1–30 days (an expired link comes back; a revoked one never does). */
export const ExtendBuyerLinkSchema = v.object(
  { linkId: linkIdField, days: daysField },
  keyMessages({ linkId: M.linkNotFound, days: M.days }, M.form),
);
export type ExtendBuyerLinkInput = v.InferOutput<typeof ExtendBuyerLinkSchema>;

/** The public page's read: any malformed token is answered as an expired link. */
const publicToken = v.pipe(v.string(M.expired), v.regex(BUYER_LINK_TOKEN_PATTERN, M.expired));
export const OpenBuyerLinkSchema = v.object(
  { token: publicToken },
  keyMessages({ token: M.expired }, M.expired),
);
export type OpenBuyerLinkInput = v.InferOutput<typeof OpenBuyerLinkSchema>;

/** One receipt of the buyer page, fetched when the buyer asks for it. */
export const BuyerReceiptSchema = v.object(
  { token: publicToken, repairId: documentIdField(M.receiptUnavailable) },
  keyMessages({ token: M.expired, repairId: M.receiptUnavailable }, M.expired),
);
export type BuyerReceiptInput = v.InferOutput<typeof BuyerReceiptSchema>;

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'other'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** One open of a link: when, and on what kind of device. No IP address is ever kept. */
export interface BuyerLinkOpen<TTime = TimestampLike> {
  at: TTime;
  device: DeviceType;
}

/** `buyerLinks/{sha256(token)}`: written by functions, read by the owner only (rules). */
export interface BuyerLink<TTime = TimestampLike> {
  propertyId: string;
  ownerId: string;
  label: string;
  hideCosts: boolean;
  hideOwnerName: boolean;
  includeReceipts: boolean;
  createdAt: TTime;
  expiresAt: TTime;
  revokedAt: TTime | null;
  openCount: number;
  /** The newest opens, oldest first, at most BUYER_LINK_OPENS_KEPT. */
  opens: BuyerLinkOpen<TTime>[];
  lastOpenedAt: TTime | null;
}

export type BuyerLinkState = 'active' | 'expired' | 'revoked';

/** A link's state at `now`: revoked wins, then expiry (the instant itself is expired). */
export function buyerLinkState(
  link: { expiresAt: Date; revokedAt: Date | null },
  now: Date,
): BuyerLinkState {
  if (link.revokedAt) return 'revoked';
  return now.getTime() >= link.expiresAt.getTime() ? 'expired' : 'active';
}

/** `now` plus whole days. */
export function buyerLinkExpiry(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

/** A link's document, by its id (the token's SHA-256, never the token). */
export function buyerLinkPath(linkId: string): string {
  return `${BUYER_LINKS_COLLECTION}/${linkId}`;
}

/**
 * `buyerLinks/{id}/opens/{visit}`: the open log, one document per client per UTC hour
 * (`visit` is a one-way hash of the link, the client and the hour; no address is stored).
 * Functions only: the owner reads the link's summary (count, newest opens). A TTL policy
 * on `expireAt` deletes an entry BUYER_LINK_OPEN_LOG_DAYS after the open.
 */
export const BUYER_LINK_OPENS_SUBCOLLECTION = 'opens';
export const BUYER_LINK_OPEN_LOG_DAYS = 90;

export function buyerLinkOpenPath(linkId: string, visit: string): string {
  return `${buyerLinkPath(linkId)}/${BUYER_LINK_OPENS_SUBCOLLECTION}/${visit}`;
}

/**
 * Whether a stored link id is a token's hash. Links made before tokens were stored
 * hashed had the token itself as their id: they no longer open (docs/architecture.md §2).
 */
export function isHashedBuyerLinkId(id: string): boolean {
  return BUYER_LINK_ID_PATTERN.test(id);
}

/** The public address of a link, for the owner to copy. */
export function buyerLinkUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/h/${token}`;
}

/** What `createBuyerLink` answers: the token, this once (only its hash is kept). */
export interface CreateBuyerLinkResult {
  token: string;
  linkId: string;
  expiresAt: string;
}

/** One repair as the buyer sees it. */
export interface BuyerRepairView {
  id: string;
  serviceType: string;
  date: string;
  status: string;
  description: string | null;
  contractorName: string | null;
  /** Null when the owner hid costs, or the repair has none. */
  costCents: number | null;
  /** "Validated by {business}" or null. */
  validatedBy: string | null;
  /** The receipt's file name when receipts are included and the repair has one. */
  receiptName: string | null;
  /** Entered by an owner before the home was transferred to the current one. */
  byPreviousOwner: boolean;
}

/** What `openBuyerLink` answers: exactly what the owner allowed the buyer to see. */
export interface BuyerView {
  property: {
    address: string;
    city: string;
    state: string;
    zipCode: string;
    verificationStatus: string;
    /** Null when the owner hid their name (or none is known). */
    ownerName: string | null;
    /** A short-lived signed link to the photo, or null. */
    photoUrl: string | null;
    repairCount: number;
    lastRepairDate: string | null;
    /** Null when the owner hid costs. */
    totalSpentCents: number | null;
  };
  repairs: BuyerRepairView[];
  hideCosts: boolean;
  includeReceipts: boolean;
  /** ISO instant the link stops working. */
  expiresAt: string;
}

/** What `buyerLinkReceipt` answers: a short-lived signed link to one receipt. */
export interface BuyerReceiptResult {
  url: string;
  name: string;
}
