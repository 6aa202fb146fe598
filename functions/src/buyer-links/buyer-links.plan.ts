/**
 * Buyer links — the pure decisions (docs/architecture.md §3). A link is
 * `buyerLinks/{sha256(token)}` (the shell hashes; the token is only ever in the creation
 * answer and the buyer's address); the owner or a co-owner creates, revokes and extends it,
 * and a buyer without
 * an account opens it through `openBuyerLink`, which answers only what the owner
 * allowed (costs, their name, receipts) and logs the open (when, device type; no IP).
 *
 * A link belongs to the property's owner at the time: once the property has another
 * owner (a transfer) or is being removed, its links answer as expired.
 */
import {
  readProperty,
  BUYER_LINK_MAX_ACTIVE,
  BUYER_LINK_MESSAGES as M,
  BUYER_LINK_OPEN_LOG_DAYS,
  BUYER_LINK_OPENS_KEPT,
  BUYER_VIEW_MAX_REPAIRS,
  buyerLinkExpiry,
  buyerLinkOpenPath,
  buyerLinkPath,
  buyerLinkState,
  displayText,
  mayOnHome,
  readBuyerLink,
  repairValidatedBy,
  type BuyerLink,
  type BuyerRepairView,
  type BuyerView,
  type CreateBuyerLinkInput,
  type CreateBuyerLinkResult,
  type DeviceType,
  type StoredBuyerLink,
  type StoredMember,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import { dateField } from '../kit/doc-fields';
import type { DocData, DocSnap, WriteOp } from '../kit/store';

/** What the decisions need of a property document. */
export interface LinkedProperty {
  id: string;
  ownerId: string;
  deleting: boolean;
  verificationStatus: string;
  data: DocData;
  /** The household besides the owner: a co-owner manages buyer links too (#31). */
  members?: StoredMember[];
}

export function toLinkedProperty(snap: DocSnap): LinkedProperty {
  const { id, ownerId, deleting, verificationStatus, members } = readProperty(snap);
  return { id, ownerId, deleting, verificationStatus, data: snap.data, members };
}

/** A stored link is read by the domain's reader (the owner's list in the browser too). */
export type StoredLink = StoredBuyerLink;
export const toStoredLink = (snap: DocSnap): StoredLink => readBuyerLink(snap);

const propertyNotFound = () => reject('not-found', M.propertyNotFound);
const linkNotFound = () => reject('not-found', M.linkNotFound);
/** The buyer's one answer for every link that does not work (no hint which case it is). */
export const linkExpired = () => reject('not-found', M.expired);

/**
 * Whether the caller may manage the home's buyer links now: its owner or a co-owner (the
 * role on the home as read in the transaction), and the home not being removed.
 */
export function maySharePropertyLinks(
  property: LinkedProperty | null,
  caller: Caller,
  now: Date,
): property is LinkedProperty {
  return (
    property !== null &&
    !property.deleting &&
    mayOnHome(
      { ownerId: property.ownerId, members: property.members ?? [] },
      caller.uid,
      'share',
      now,
    )
  );
}

/**
 * createBuyerLink: an undisputed home the caller may share (owner or co-owner), under the
 * active-link cap. The link belongs to the home's owner (`ownerId`) whoever makes it: it
 * works while they own the home, and the owner's list shows it.
 */
export function planCreateBuyerLink(args: {
  input: CreateBuyerLinkInput;
  caller: Caller;
  property: LinkedProperty | null;
  /** The property's existing links (as read in the transaction). */
  links: readonly StoredLink[];
  /** The new token, and its hash (the document id). */
  token: string;
  linkId: string;
  now: Date;
}): Plan<CreateBuyerLinkResult> {
  const { input, caller, property, links, token, linkId, now } = args;
  if (!maySharePropertyLinks(property, caller, now)) return propertyNotFound();
  if (property.verificationStatus === 'disputed') return reject('failed-precondition', M.disputed);
  const active = links.filter(
    (link) => link.ownerId === property.ownerId && buyerLinkState(link, now) === 'active',
  );
  if (active.length >= BUYER_LINK_MAX_ACTIVE)
    return reject('resource-exhausted', M.tooMany, { reason: 'quota', quota: 'buyerLinks' });
  const expiresAt = buyerLinkExpiry(now, input.days);
  const link: BuyerLink<Date> = {
    propertyId: property.id,
    ownerId: property.ownerId,
    label: input.label,
    hideCosts: input.hideCosts,
    hideOwnerName: input.hideOwnerName,
    includeReceipts: input.includeReceipts,
    createdAt: now,
    expiresAt,
    revokedAt: null,
    openCount: 0,
    opens: [],
    lastOpenedAt: null,
  };
  return apply([{ op: 'create', path: buyerLinkPath(linkId), data: { ...link } }], {
    token,
    linkId,
    expiresAt: expiresAt.toISOString(),
  });
}

/**
 * The check for revoke and extend: the link is the home's (made while its owner owned it)
 * and the caller may share the home now (its owner or a co-owner).
 */
function checkLinkOwner(
  link: StoredLink | null,
  property: LinkedProperty | null,
  caller: Caller,
  now: Date,
): Extract<Plan<never>, { kind: 'reject' }> | null {
  if (!link || !maySharePropertyLinks(property, caller, now)) return linkNotFound();
  if (property.id !== link.propertyId || link.ownerId !== property.ownerId) return linkNotFound();
  return null;
}

/** revokeBuyerLink: at once; revoking a revoked link again is fine (a retried click). */
export function planRevokeBuyerLink(args: {
  link: StoredLink | null;
  property: LinkedProperty | null;
  caller: Caller;
  now: Date;
}): Plan<{ linkId: string; revokedAt: string }> {
  const { link, property, caller, now } = args;
  const denied = checkLinkOwner(link, property, caller, now);
  if (denied || !link) return denied ?? linkNotFound();
  if (link.revokedAt)
    return apply([], { linkId: link.id, revokedAt: link.revokedAt.toISOString() });
  return apply([{ op: 'update', path: buyerLinkPath(link.id), data: { revokedAt: now } }], {
    linkId: link.id,
    revokedAt: now.toISOString(),
  });
}

/** extendBuyerLink: a new expiry `days` from now (an expired link works again); never a revoked one. */
export function planExtendBuyerLink(args: {
  link: StoredLink | null;
  property: LinkedProperty | null;
  caller: Caller;
  days: number;
  now: Date;
}): Plan<{ linkId: string; expiresAt: string }> {
  const { link, property, caller, days, now } = args;
  const denied = checkLinkOwner(link, property, caller, now);
  if (denied || !link) return denied ?? linkNotFound();
  if (link.revokedAt) return reject('failed-precondition', M.revoked);
  const expiresAt = buyerLinkExpiry(now, days);
  return apply([{ op: 'update', path: buyerLinkPath(link.id), data: { expiresAt } }], {
    linkId: link.id,
    expiresAt: expiresAt.toISOString(),
  });
}

/** Whether a buyer may use the link now: active, and the property still the link owner's. */
export function usableLink(
  link: StoredLink | null,
  property: LinkedProperty | null,
  now: Date,
): link is StoredLink {
  return (
    link !== null &&
    buyerLinkState(link, now) === 'active' &&
    property !== null &&
    !property.deleting &&
    property.id === link.propertyId &&
    property.ownerId === link.ownerId
  );
}

/**
 * Logging an open (one per client per UTC hour, see BUYER_LINK_OPENS_SUBCOLLECTION): the
 * visit's entry in the link's open log and the owner's summary on the link, counted and
 * with the newest BUYER_LINK_OPENS_KEPT kept. A visit already logged writes nothing, so a
 * buyer reloading the page never rewrites the link.
 */
export function planLogOpen(args: {
  link: StoredLink;
  visit: string;
  alreadyLogged: boolean;
  device: DeviceType;
  now: Date;
}): WriteOp[] {
  const { link, visit, device, now } = args;
  if (args.alreadyLogged) return [];
  const opens = [...link.opens, { at: now, device }].slice(-BUYER_LINK_OPENS_KEPT);
  return [
    {
      op: 'create',
      path: buyerLinkOpenPath(link.id, visit),
      data: {
        at: now,
        device,
        expireAt: new Date(now.getTime() + BUYER_LINK_OPEN_LOG_DAYS * 24 * 60 * 60 * 1000),
      },
    },
    {
      op: 'update',
      path: buyerLinkPath(link.id),
      data: { openCount: link.openCount + 1, opens, lastOpenedAt: now },
    },
  ];
}

const text = (value: unknown): string | null => displayText(value) || null;
const cents = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
const receiptName = (value: unknown): string | null =>
  typeof value === 'object' && value !== null ? text((value as DocData)['name']) : null;

/**
 * The buyer's view of the property and its repairs, built from the documents with the
 * link's options applied: nothing hidden ever leaves the server.
 */
export function buildBuyerView(args: {
  link: StoredLink;
  property: LinkedProperty;
  repairs: readonly DocSnap[];
  photoUrl: string | null;
}): BuyerView {
  const { link, property, photoUrl } = args;
  const p = property.data;
  const sorted = [...args.repairs].sort((a, b) => {
    const byDate = String(b.data['date'] ?? '').localeCompare(String(a.data['date'] ?? ''));
    if (byDate !== 0) return byDate;
    const at = (snap: DocSnap) => dateField(snap.data['createdAt'])?.getTime() ?? 0;
    return at(b) - at(a);
  });
  const repairs: BuyerRepairView[] = sorted.slice(0, BUYER_VIEW_MAX_REPAIRS).map((snap) => ({
    id: snap.id,
    serviceType: text(snap.data['serviceType']) ?? 'Other',
    date: typeof snap.data['date'] === 'string' ? snap.data['date'] : '',
    status: typeof snap.data['status'] === 'string' ? snap.data['status'] : 'completed',
    description: text(snap.data['description']),
    contractorName: text(snap.data['contractorName']),
    costCents: link.hideCosts ? null : cents(snap.data['costCents']),
    validatedBy: repairValidatedBy(snap.data),
    receiptName: link.includeReceipts ? receiptName(snap.data['receipt']) : null,
    byPreviousOwner: snap.data['byPreviousOwner'] === true,
  }));
  return {
    property: {
      address: displayText(p['address']),
      city: displayText(p['city']),
      state: displayText(p['state']),
      zipCode: displayText(p['zipCode']),
      verificationStatus: String(p['verificationStatus'] ?? ''),
      ownerName: link.hideOwnerName ? null : text(p['ownerName']),
      photoUrl,
      repairCount: typeof p['repairCount'] === 'number' ? p['repairCount'] : repairs.length,
      lastRepairDate: typeof p['lastRepairDate'] === 'string' ? p['lastRepairDate'] : null,
      totalSpentCents: link.hideCosts ? null : cents(p['totalSpentCents']),
    },
    repairs,
    hideCosts: link.hideCosts,
    includeReceipts: link.includeReceipts,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** The receipt a buyer may download: the link allows receipts and the repair is the property's. */
export function receiptForBuyer(
  link: StoredLink,
  repair: DocSnap | null,
): { path: string; name: string } | null {
  if (!link.includeReceipts || !repair || repair.data['propertyId'] !== link.propertyId)
    return null;
  const receipt = repair.data['receipt'];
  if (typeof receipt !== 'object' || receipt === null) return null;
  const path = (receipt as DocData)['path'];
  if (typeof path !== 'string' || path === '') return null;
  return { path, name: receiptName(receipt) ?? 'Receipt' };
}
