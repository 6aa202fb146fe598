/**
 * shareProperty / unshareProperty — the pure decisions (docs/architecture.md §3).
 *
 * A share touches the property, its share document and every one of its repairs, which
 * may be more than one transaction can hold. So it runs in steps, each decided here:
 *
 * 1. start (one transaction): the property's `viewerIds` and the share document;
 * 2. repairs, in chunks of ≤ 500, each chunk one transaction that re-reads the property
 *    and moves the realtor only in the direction the property now says (a share undone
 *    meanwhile, or an unshare undone by a new share, stops the older job);
 * 3. the property's reports follow its `viewerIds` (reports/report-viewers.ts);
 * 4. (unshare only) finish: delete the share document once the realtor is off the
 *    property — the share document is the last trace, so the owner keeps seeing the
 *    realtor in the list, and can press Revoke again, until access is really gone.
 *
 * Every step is idempotent, so a retry after a failure part-way completes the job.
 */
import {
  strings,
  readProperty,
  PROPERTIES_COLLECTION,
  REPAIRS_COLLECTION,
  SHARE_MESSAGES as M,
  displayText,
  mayOnHome,
  normalizeEmail,
  sharePath,
  type Share,
  type StoredMember,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { DocSnap, WriteOp } from '../kit/store';
import { type AccountRecord, isTrustedAccount } from '../kit/ports';

/** What the decisions need of a property document. */
export interface SharedProperty {
  id: string;
  ownerId: string;
  viewerIds: string[];
  deleting: boolean;
  /** The household besides the owner: a co-owner shares too (households, #31). */
  members?: StoredMember[];
}

/** What the decisions need of a repair document. */
export interface RepairViewers {
  id: string;
  propertyId: string;
  viewerIds: string[];
}

export function toSharedProperty(snap: DocSnap): SharedProperty {
  const { id, ownerId, viewerIds, deleting, members } = readProperty(snap);
  return { id, ownerId, viewerIds, deleting, members };
}

export function toRepairViewers(snap: DocSnap): RepairViewers {
  return {
    id: snap.id,
    propertyId: typeof snap.data['propertyId'] === 'string' ? snap.data['propertyId'] : '',
    viewerIds: strings(snap.data['viewerIds']),
  };
}

export type ViewerMode = 'add' | 'remove';

/** The repairs whose `viewerIds` still need the change (the realtor missing, or still there). */
export function repairsToChange(
  repairs: readonly RepairViewers[],
  uid: string,
  mode: ViewerMode,
): string[] {
  return repairs
    .filter((repair) => repair.viewerIds.includes(uid) === (mode === 'remove'))
    .map((repair) => repair.id);
}

/** Spec §8: one answer for a missing property, someone else's, or one being removed. */
const propertyNotFound = () => reject('not-found', M.propertyNotFound);

/**
 * The check both callables make before anything else (null when the caller may share): the
 * owner or a co-owner, by the role on the home as read now. Anyone else is told the home is
 * not found, as before households.
 */
export function checkOwner(
  property: SharedProperty | null,
  caller: Caller,
  now: Date,
): Extract<Plan<never>, { kind: 'reject' }> | null {
  if (!property || property.deleting) return propertyNotFound();
  const home = { ownerId: property.ownerId, members: property.members ?? [] };
  if (!mayOnHome(home, caller.uid, 'share', now)) return propertyNotFound();
  return null;
}

export interface SharedRealtor {
  uid: string;
  name: string;
  email: string;
  businessName: string;
}

export interface ShareResult {
  propertyId: string;
  realtor: SharedRealtor;
  /** Repairs the realtor was added to by this call. */
  repairsUpdated: number;
}

/**
 * Step 1 of a share. `account` is the Auth lookup of the email (null: no account);
 * `profile` the realtor's profile (for the business name); `shareExists` whether the
 * share document is there; `pendingRepairs` how many repairs still lack the realtor.
 */
export function planShareStart(args: {
  property: SharedProperty | null;
  caller: Caller;
  email: string;
  account: AccountRecord | null;
  profile: { name?: unknown; businessName?: unknown } | null;
  shareExists: boolean;
  /** Repairs still lacking the realtor; null when not counted (then never "already shared"). */
  pendingRepairs: number | null;
  now: Date;
}): Plan<Omit<ShareResult, 'repairsUpdated'>> {
  const { property, caller, account, profile, shareExists, pendingRepairs, now } = args;
  const denied = checkOwner(property, caller, now);
  if (denied || !property) return denied ?? propertyNotFound();
  const email = normalizeEmail(args.email);
  const ownEmail = caller.email ? normalizeEmail(caller.email) : null;
  if (email === ownEmail || account?.uid === caller.uid)
    return reject('invalid-argument', M.shareWithSelf, { field: 'email' });
  // No account, a disabled or unverified one, or not a realtor: one answer (see SHARE_MESSAGES).
  if (!isTrustedAccount(account, 'realtor'))
    return reject('not-found', M.realtorNotFound, { field: 'email' });

  const uid = account.uid;
  const onProperty = property.viewerIds.includes(uid);
  if (shareExists && onProperty && pendingRepairs === 0)
    return reject('already-exists', M.alreadyShared, { field: 'email' });

  // The owner sees the realtor's profile (what they registered with), re-cleaned for display.
  const realtor: SharedRealtor = {
    uid,
    name: displayText(profile?.name) || displayText(account.name) || account.email,
    email: account.email,
    businessName: displayText(profile?.businessName),
  };
  const writes: WriteOp[] = [];
  if (!onProperty)
    writes.push({
      op: 'update',
      path: `${PROPERTIES_COLLECTION}/${property.id}`,
      data: { viewerIds: [...property.viewerIds, uid] },
    });
  // An existing share document (a retry, or a share undoing an unfinished revoke) is kept.
  if (!shareExists) {
    const share: Share<Date> = {
      name: realtor.name,
      email: realtor.email,
      businessName: realtor.businessName,
      sharedAt: now,
    };
    writes.push({ op: 'set', path: sharePath(property.id, uid), data: { ...share } });
  }
  return apply(writes, { propertyId: property.id, realtor });
}

/**
 * Step 2, one chunk: given the property and the chunk's repairs as read in the chunk's
 * transaction, the `viewerIds` updates. `stop` when the property no longer wants the
 * change (deleted, or the opposite call has since run): the job then ends.
 */
export function planViewerChunk(args: {
  property: SharedProperty | null;
  repairs: readonly (RepairViewers | null)[];
  uid: string;
  mode: ViewerMode;
}): { writes: WriteOp[]; stop: boolean } {
  const { property, repairs, uid, mode } = args;
  if (!property || property.viewerIds.includes(uid) !== (mode === 'add'))
    return { writes: [], stop: true };
  const writes: WriteOp[] = [];
  for (const repair of repairs) {
    if (!repair || repair.propertyId !== property.id) continue; // deleted or moved meanwhile
    const has = repair.viewerIds.includes(uid);
    if (mode === 'add' && !has)
      writes.push({
        op: 'update',
        path: `${REPAIRS_COLLECTION}/${repair.id}`,
        data: { viewerIds: [...repair.viewerIds, uid] },
      });
    if (mode === 'remove' && has)
      writes.push({
        op: 'update',
        path: `${REPAIRS_COLLECTION}/${repair.id}`,
        data: { viewerIds: repair.viewerIds.filter((id) => id !== uid) },
      });
  }
  return { writes, stop: false };
}

export interface UnshareResult {
  propertyId: string;
  realtorUid: string;
  /** Repairs the realtor was removed from by this call. */
  repairsUpdated: number;
}

/**
 * Step 1 of an unshare: the realtor off the property. Refused when there is no trace of
 * the realtor at all (no share document, not a viewer of the property or any repair),
 * and never for the owner or a member (viewers of the home by membership, not shares).
 */
export function planUnshareStart(args: {
  property: SharedProperty | null;
  caller: Caller;
  realtorUid: string;
  shareExists: boolean;
  /** Repairs still carrying the realtor; null when not counted (then never "not shared"). */
  repairsCarrying: number | null;
  now: Date;
}): Plan<{ propertyId: string; realtorUid: string }> {
  const { property, caller, realtorUid, shareExists, repairsCarrying, now } = args;
  const denied = checkOwner(property, caller, now);
  if (denied || !property) return denied ?? propertyNotFound();
  // The owner and the household's members are viewers by membership, not shares: Revoke
  // never takes them off (only the owner's members panel does).
  if (realtorUid === property.ownerId || property.members?.some((m) => m.uid === realtorUid))
    return reject('not-found', M.notShared);
  const onProperty = property.viewerIds.includes(realtorUid);
  if (!shareExists && !onProperty && repairsCarrying === 0) return reject('not-found', M.notShared);
  const writes: WriteOp[] = onProperty
    ? [
        {
          op: 'update',
          path: `${PROPERTIES_COLLECTION}/${property.id}`,
          data: { viewerIds: property.viewerIds.filter((id) => id !== realtorUid) },
        },
      ]
    : [];
  return apply(writes, { propertyId: property.id, realtorUid });
}

/** Step 4 of an unshare: delete the share document, unless a new share put the realtor back. */
export function planUnshareFinish(args: {
  property: SharedProperty | null;
  propertyId: string;
  realtorUid: string;
}): WriteOp[] {
  const { property, propertyId, realtorUid } = args;
  if (property?.viewerIds.includes(realtorUid)) return [];
  return [{ op: 'delete', path: sharePath(propertyId, realtorUid) }];
}
