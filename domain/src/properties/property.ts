import type { TimestampLike } from '../accounts/profile';
import type { HomeMember } from '../households/household';

/** Firestore collection of `Property` documents. */
export const PROPERTIES_COLLECTION = 'properties';
/** Subcollection of a property: one document per realtor it is shared with, keyed by the realtor's uid. */
export const SHARES_SUBCOLLECTION = 'shares';

export const VERIFICATION_STATUSES = ['verified', 'disputed'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A property's stored photo (Cloud Storage object). */
export interface PropertyPhoto {
  path: string;
  contentType: string;
  size: number;
}

/**
 * `properties/{id}` (docs/architecture.md §2): written only by functions, readable by
 * the uids in `viewerIds` (the owner, and the realtors it is shared with).
 * Repair statistics are kept in the same transaction as every repair write.
 */
export interface Property<TTime = TimestampLike> {
  ownerId: string;
  /** The owner's name when the property was added (shown on the realtor's history report). */
  ownerName?: string | null;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** Normalised address (see normalizeAddressKey): equal keys mean the same home. */
  addressKey: string;
  location?: GeoPoint | null;
  /** Google place id, when the address came from a suggestion. */
  placeId?: string | null;
  /**
   * Stored as written. Anything other than `verified`/`disputed` (older data) is
   * displayed per the spec: amber badge, "Active" on cards, "Pending" for realtors.
   */
  verificationStatus: string;
  photo?: PropertyPhoto | null;
  viewerIds: string[];
  /** The household besides the owner, by uid (households/household.ts); absent on older homes. */
  members?: Record<string, HomeMember<TTime>>;
  /** The owner and the members (set with `members`; absent on older homes: the owner alone). */
  memberIds?: string[];
  repairCount: number;
  /** Newest repair date `yyyy-MM-dd`, or null without repairs. */
  lastRepairDate: string | null;
  /** Sum of the repairs' costs in cents, or null without repairs. */
  totalSpentCents: number | null;
  createdAt: TTime;
  updatedAt: TTime;
}

/** A property as a screen receives it: the document plus its id. */
export type PropertyView<TTime = TimestampLike> = Property<TTime> & { id: string };

/**
 * `addressClaims/{encodeURIComponent(addressKey)}`: which properties claim one home.
 * Functions only (no client access). addProperty and deleteProperty read and write it
 * in their transactions, so two owners adding the same address at the same moment
 * contend on this one document and the second sees the first: disputes are race-free.
 */
export const ADDRESS_CLAIMS_COLLECTION = 'addressClaims';

export interface AddressClaims {
  addressKey: string;
  /** propertyId → ownerId of every property with this address key. */
  claims: Record<string, string>;
}

export function addressClaimsPath(addressKey: string): string {
  return `${ADDRESS_CLAIMS_COLLECTION}/${encodeURIComponent(addressKey)}`;
}

/** Storage folders of a property's files (receipts and photo); deleted with the property. */
export function receiptsFolder(propertyId: string): string {
  return `receipts/${propertyId}/`;
}
export function photosFolder(propertyId: string): string {
  return `photos/${propertyId}/`;
}
