/**
 * Transfers — the pure decisions (docs/architecture.md §3). Starting, cancelling and
 * declining are one transaction each. Accepting moves a property with any number of
 * repairs, so it runs as a job of idempotent steps, each decided here:
 *
 * 1. begin (one transaction): the transfer `pending` → `accepting`, its instant fixed;
 *    then (one transaction) the previous owner's Home History Report of that instant is
 *    queued, theirs to keep (planKeepReport);
 * 2. property (one transaction): owner, owner's name and `viewerIds` = [new owner] (realtor
 *    shares end), `transferredAt`; the address claim follows; the recipient's own
 *    disputed claim on the same home (it can hold no repairs) is removed;
 * 3. repairs, ≤ 500 per transaction: owner and `viewerIds` follow the property as re-read
 *    in the chunk, and every repair of the previous owner is marked `byPreviousOwner`;
 *    then the home's reports follow it the same way (reports/report-viewers.plan.ts);
 * 4. the per-collection steps (TRANSFER_STEPS: validation requests, record offers, buyer
 *    links, dispute notices, maintenance tasks, transferable warranties, realtor shares);
 * 5. finish (one transaction): `accepting` → `accepted`.
 *
 * Every step only writes what is not yet so, and reads the truth it needs again, so a job
 * stopped anywhere is completed by calling acceptTransfer again: nothing is moved twice
 * and nothing is lost. Most files need no move: Storage rules follow the property document.
 * The seller's kept receipts and non-transferable warranty documents move under their uid
 * before the property does (step 1c, kept-files.plan.ts, issue #33).
 */
import {
  strings,
  readProperty,
  shownVerificationStatus,
  BUYER_LINKS_COLLECTION,
  DISPUTES_COLLECTION,
  PROPERTIES_COLLECTION,
  QUOTAS,
  QUOTA_MESSAGES,
  RECORD_OFFERS_COLLECTION,
  REPAIRS_COLLECTION,
  REPORTS_COLLECTION,
  SHARES_SUBCOLLECTION,
  TRANSFER_MESSAGES as M,
  VALIDATION_REQUESTS_COLLECTION,
  addressClaimsPath,
  displayText,
  normalizeEmail,
  transferPath,
  sentTransferOf,
  sentTransferPath,
  type AddressClaims,
  type KeptReportFacts,
  type StartTransferResult,
  readInvitation,
  type Transfer,
  readTransfer,
  type StoredTransfer,
  type TransferState,
  MAINTENANCE_TASKS_COLLECTION,
  WARRANTIES_COLLECTION,
  memberIdsOf,
  type StoredMember,
} from '@homeledger/domain';
import { nextGrantEnd } from '../households/household.plan';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import { textField } from '../kit/doc-fields';
import { DELETE_FIELD, type DocSnap, type WriteOp } from '../kit/store';
import { type AccountRecord, isTrustedAccount } from '../kit/ports';
import { planReopenNotice, type StoredDispute } from '../disputes/disputes.plan';
import { keptReportDoc } from '../reports/create-history-report.plan';

/**
 * A stored transfer is read by the domain's reader (the browser reads with it too);
 * `toTransfer` and `invitationField` are the names this area's callers and tests use.
 */
export type { StoredTransfer };
export const toTransfer = (snap: DocSnap): StoredTransfer => readTransfer(snap);
export { readInvitation as invitationField };

/** What the decisions need of a property. */
export interface TransferProperty {
  id: string;
  ownerId: string;
  deleting: boolean;
  addressKey: string;
  viewerIds: string[];
  pendingTransferId: string | null;
  /** 'verified' when unreadable, as everywhere a home is shown. */
  verificationStatus: string;
  /** The household (issue #31): offered to the new owner, who keeps whom they choose. */
  members: StoredMember[];
  data: Record<string, unknown>;
}

export function toTransferProperty(snap: DocSnap): TransferProperty {
  const property = readProperty(snap);
  const { id, ownerId, deleting, addressKey, viewerIds, pendingTransferId } = property;
  return {
    id,
    ownerId,
    deleting,
    addressKey,
    viewerIds,
    pendingTransferId,
    verificationStatus: shownVerificationStatus(property),
    members: property.members,
    data: snap.data,
  };
}

/**
 * The sender's copy of the transfer as it is after a change, written whole (see
 * domain/src/transfers/sent-transfer.ts): every plan that changes what the sender may see
 * (the state, the answer, the mail's outcome) appends it; claiming an invitation does not.
 */
export function sentTransferWrite(
  transfer: Omit<Transfer<Date>, 'state'> & { id: string; state: TransferState | null },
): WriteOp {
  const state = transfer.state ?? 'pending';
  return {
    op: 'set',
    path: sentTransferPath(transfer.id),
    data: { ...sentTransferOf({ ...transfer, state }) },
  };
}

const propertyNotFound = () => reject('not-found', M.propertyNotFound);
const transferNotFound = () => reject('not-found', M.transferNotFound);

export type { StartTransferResult };

/**
 * startTransfer: the owner's own property, one transfer at a time, to another verified
 * homeowner — or, when the email has no verified homeowner account, to that email: an
 * invitation (`toUid` '' until claimed; the shell mails it after this commits). The
 * caller learns only "offered" or "invited", never whether an unverified or other-role
 * account holds the email. With `mailEveryone` (startTransfer's way since #33) every
 * recipient is mailed and the caller learns nothing at all: the answer is the same, and the
 * sender's copy (`sentTransfers/{id}`) holds only the typed email, the home and the mail's
 * outcome, so neither says whether, or as whom, the email holds a verified homeowner account.
 */
export function planStartTransfer(args: {
  property: TransferProperty | null;
  caller: Caller;
  email: string;
  account: AccountRecord | null;
  /** The caller's and the recipient's profile names. */
  fromName: string;
  toName: string;
  /** The pending transfer the property names, as read (null: none, or no longer pending). */
  pending: StoredTransfer | null;
  newId: string;
  now: Date;
  /** Mail every recipient (not only those without an account), and answer alike. */
  mailEveryone?: boolean;
  /** The repairs whose receipts the seller keeps (#33; default none: all go with the home). */
  keepReceipts?: readonly string[];
  /** Those of `keepReceipts` that are the home's repairs with a receipt, as read now. */
  receiptRepairIds?: readonly string[];
}): Plan<StartTransferResult> {
  const { property, caller, account, pending, newId, now } = args;
  if (!property || property.ownerId !== caller.uid || property.deleting) return propertyNotFound();
  // A disputed claim handed to a second account would come out as that account's home (#33).
  if (property.verificationStatus === 'disputed')
    return reject('failed-precondition', M.disputedHome);
  const email = normalizeEmail(args.email);
  if (email === normalizeEmail(caller.email ?? '') || account?.uid === caller.uid)
    return reject('invalid-argument', M.toSelf, { field: 'email' });
  if (pending && (pending.state === 'pending' || pending.state === 'accepting'))
    return reject('already-exists', M.alreadyPending);
  const keepReceipts = [...new Set(args.keepReceipts ?? [])];
  const withReceipt = new Set(args.receiptRepairIds ?? []);
  if (keepReceipts.some((id) => !withReceipt.has(id)))
    return reject('invalid-argument', M.keepReceipts, { field: 'keepReceipts' });
  const trusted = isTrustedAccount(account, 'homeowner');
  const mailed = !trusted || args.mailEveryone === true;
  const toName = trusted
    ? displayText(args.toName) || displayText(account.name) || account.email
    : '';
  const transfer: Transfer<Date> = {
    propertyId: property.id,
    property: {
      address: textField(property.data['address']),
      city: textField(property.data['city']),
      state: textField(property.data['state']),
      zipCode: textField(property.data['zipCode']),
    },
    fromUid: caller.uid,
    fromName: displayText(args.fromName) || 'Homeowner',
    toUid: trusted ? account.uid : '',
    toEmail: trusted && !args.mailEveryone ? account.email : email,
    toName,
    state: 'pending',
    createdAt: now,
    answeredAt: null,
    transferredAt: null,
    // Recorded before the mail is sent (the shell sends it once this has committed).
    invitation: mailed
      ? { status: 'sending', mails: 1, requestedAt: now, sentAt: null, claimedAt: null }
      : null,
    // The household as offered: the new owner chooses whom to keep when accepting (#31).
    members: property.members
      .filter((m) => m.uid !== account?.uid)
      .map((m) => ({ uid: m.uid, name: displayText(m.name) || m.email, role: m.role })),
    // Fixed with the offer (#33): the job moves these receipts' files to the seller.
    keepReceipts,
  };
  return apply(
    [
      { op: 'create', path: transferPath(newId), data: { ...transfer } },
      sentTransferWrite({ ...transfer, id: newId }),
      {
        op: 'update',
        path: `${PROPERTIES_COLLECTION}/${property.id}`,
        data: { pendingTransferId: newId },
      },
    ],
    args.mailEveryone
      ? { transferId: newId, toName: email, invited: true }
      : { transferId: newId, toName: toName || email, invited: !trusted },
  );
}

/**
 * cancel (the sender) or decline (the recipient), while it is pending. A dispute notice
 * the transfer was started from (`notices`: those naming it) opens again in the same
 * transaction, so the holder can choose again.
 */
export function planCloseTransfer(args: {
  transfer: StoredTransfer | null;
  property: TransferProperty | null;
  notices?: readonly StoredDispute[];
  caller: Caller;
  answer: 'cancel' | 'decline';
  now: Date;
}): Plan<{ transferId: string; state: TransferState }> {
  const { transfer, property, caller, answer, now } = args;
  const party = answer === 'cancel' ? transfer?.fromUid : transfer?.toUid;
  if (!transfer || party !== caller.uid) return transferNotFound();
  const state: TransferState = answer === 'cancel' ? 'cancelled' : 'declined';
  if (transfer.state === state) return apply([], { transferId: transfer.id, state }); // a retried click
  if (transfer.state !== 'pending') return reject('failed-precondition', M.notPending);
  const writes: WriteOp[] = [
    { op: 'update', path: transferPath(transfer.id), data: { state, answeredAt: now } },
    sentTransferWrite({ ...transfer, state, answeredAt: now }),
  ];
  if (property?.pendingTransferId === transfer.id)
    writes.push({
      op: 'update',
      path: `${PROPERTIES_COLLECTION}/${property.id}`,
      data: { pendingTransferId: DELETE_FIELD },
    });
  for (const notice of args.notices ?? [])
    writes.push(...planReopenNotice(notice, transfer.id, now));
  return apply(writes, { transferId: transfer.id, state });
}

/** Step 1: the recipient accepts; the transfer's instant is fixed once, for every retry. */
export function planAcceptBegin(args: {
  transfer: StoredTransfer | null;
  property: TransferProperty | null;
  caller: Caller;
  /** How many properties the recipient owns now (counted up to the quota). */
  owned: number;
  /** The recipient's own other claims of the same home. */
  recipientClaims?: readonly RecipientClaim[];
  /** Which of the home's members the new owner keeps (default none). */
  keepMembers?: readonly string[];
  now: Date;
}): Plan<{ transfer: StoredTransfer; done: boolean }> {
  const { transfer, property, caller, owned, now } = args;
  if (!transfer || transfer.toUid !== caller.uid) return transferNotFound();
  if (transfer.state === 'accepted') return apply([], { transfer, done: true });
  if (transfer.state === 'accepting' && transfer.transferredAt)
    return apply([], { transfer, done: false }); // a retry: carry on where it stopped
  if (transfer.state !== 'pending') return reject('failed-precondition', M.notPending);
  if (!property || property.deleting || property.ownerId !== transfer.fromUid)
    return transferNotFound();
  if (property.verificationStatus === 'disputed')
    return reject('failed-precondition', M.disputedHome);
  // Their own verified home of this address would be replaced by the offered one (#33).
  if ((args.recipientClaims ?? []).some((claim) => claim.verificationStatus !== 'disputed'))
    return reject('failed-precondition', M.alreadyYourHome);
  if (owned >= QUOTAS.propertiesPerAccount)
    return reject('resource-exhausted', QUOTA_MESSAGES.properties, {
      reason: 'quota',
      quota: 'properties',
    });
  // Whom to keep is checked against the household as it is now (it may have changed since
  // the offer); the choice is fixed on the transfer, so every retry keeps the same people.
  const keepMembers = [...new Set(args.keepMembers ?? [])];
  const current = new Set(property.members.map((m) => m.uid));
  if (keepMembers.some((uid) => !current.has(uid) || uid === caller.uid))
    return reject('invalid-argument', M.keepMembers, { field: 'keepMembers' });
  const next: StoredTransfer = {
    ...transfer,
    state: 'accepting',
    answeredAt: now,
    transferredAt: now,
    keepMembers,
  };
  return apply(
    [
      {
        op: 'update',
        path: transferPath(transfer.id),
        data: { state: 'accepting', answeredAt: now, transferredAt: now, keepMembers },
      },
      sentTransferWrite(next),
    ],
    { transfer: next, done: false },
  );
}

/** The id of the report the previous owner keeps: one per transfer, so a retry finds it. */
export const keptReportId = (transferId: string) => transferId;

/**
 * Step 1b: the previous owner keeps a Home History Report of the home as it was at the
 * transfer instant — queued here (the render trigger makes it), read by them alone, and
 * never following the home (reports/report-viewers.plan.ts). Run before the property moves,
 * so it records the home as the previous owner had it. None when it exists already (a
 * retry), for a home being removed, or for one without repairs (a report needs one).
 */
export function planKeepReport(args: {
  transfer: StoredTransfer;
  property: TransferProperty | null;
  /** Whether `reports/{keptReportId}` exists. */
  exists: boolean;
  code: string;
  now: Date;
}): WriteOp[] {
  const { transfer, property, exists } = args;
  if (exists || !property || property.deleting || !transfer.transferredAt) return [];
  const repairCount = property.data['repairCount'];
  if (typeof repairCount !== 'number' || repairCount < 1) return [];
  // Still the previous owner's (the usual case): its facts as they are. Already moved (a job
  // begun before this step existed): what the transfer recorded when it was offered.
  const theirs = property.ownerId === transfer.fromUid;
  const d = property.data;
  const photo = d['photo'] as { path?: unknown } | null | undefined;
  const kept: KeptReportFacts<Date> = {
    transferId: transfer.id,
    transferredAt: transfer.transferredAt,
    property: theirs
      ? {
          address: textField(d['address']),
          city: textField(d['city']),
          state: textField(d['state']),
          zipCode: textField(d['zipCode']),
        }
      : { ...transfer.property },
    ownerName: (theirs ? displayText(d['ownerName']) : '') || transfer.fromName,
    // A transfer carries the status over (planMoveProperty), so it is the same either way.
    verificationStatus: property.verificationStatus,
    photoPath: typeof photo?.path === 'string' ? photo.path : null,
  };
  return [
    {
      op: 'create',
      path: `${REPORTS_COLLECTION}/${keptReportId(transfer.id)}`,
      data: keptReportDoc({
        propertyId: property.id,
        ownerUid: transfer.fromUid,
        kept,
        code: args.code,
        now: args.now,
      }),
    },
  ];
}

/** The recipient's own other property on the same home, as step 2 needs it. */
export interface RecipientClaim {
  id: string;
  verificationStatus: string;
  /** No repairs, photo, maintenance task or warranty: removing it loses nothing. */
  empty: boolean;
}

/**
 * Step 2: the property becomes the new owner's. The recipient's own other claims of the
 * same home (`recipientClaims`) that are disputed and empty are removed, as the transferred
 * property now carries the home and its history; any other stays theirs, listed in the
 * claims, for them to remove (deleteProperty's full clean-up) if they wish.
 */
export function planMoveProperty(args: {
  transfer: StoredTransfer;
  property: TransferProperty | null;
  claims: AddressClaims | null;
  recipientClaims?: readonly RecipientClaim[];
  /** The recipient's profile name now. */
  toName: string;
}): WriteOp[] {
  const { transfer, property, claims } = args;
  const removable = new Set(
    (args.recipientClaims ?? [])
      .filter((claim) => claim.verificationStatus === 'disputed' && claim.empty)
      .map((claim) => claim.id),
  );
  if (!property || property.deleting) return [];
  const writes: WriteOp[] = [];
  if (property.ownerId === transfer.fromUid) {
    // The household was the previous owner's: the new owner keeps whom they chose at accept
    // (#31), with their roles; everyone else (realtor shares too) loses the home.
    const kept = keptMembers(transfer, property);
    const raw = (property.data['members'] ?? {}) as Record<string, unknown>;
    const ids = memberIdsOf(transfer.toUid, kept);
    const grantEnd = nextGrantEnd(kept);
    writes.push({
      op: 'update',
      path: `${PROPERTIES_COLLECTION}/${property.id}`,
      data: {
        ownerId: transfer.toUid,
        ownerName: displayText(args.toName) || transfer.toName,
        viewerIds: ids,
        members: Object.fromEntries(kept.map((m) => [m.uid, raw[m.uid]])),
        memberIds: ids,
        nextGrantEnd: grantEnd ?? DELETE_FIELD,
        // verificationStatus carries over: a transfer never upgrades a claim (#33).
        transferredAt: transfer.transferredAt,
        pendingTransferId: DELETE_FIELD,
        updatedAt: transfer.transferredAt,
      },
    });
  } else if (property.ownerId !== transfer.toUid) {
    return []; // someone else's now: nothing of this job to do
  }
  if (claims && property.addressKey) {
    const entries = Object.entries(claims.claims);
    const duplicates = entries
      .filter(([id, owner]) => owner === transfer.toUid && id !== property.id && removable.has(id))
      .map(([id]) => id);
    const next = Object.fromEntries(
      entries
        .filter(([id]) => !duplicates.includes(id))
        .map(([id, owner]) => [id, id === property.id ? transfer.toUid : owner]),
    );
    if (duplicates.length > 0 || claims.claims[property.id] !== transfer.toUid) {
      writes.push({
        op: 'set',
        path: addressClaimsPath(property.addressKey),
        data: { addressKey: property.addressKey, claims: next },
      });
      for (const id of duplicates)
        writes.push({ op: 'delete', path: `${PROPERTIES_COLLECTION}/${id}` });
    }
  }
  return writes;
}

/** The home's members the new owner keeps (as chosen at accept, if still members). */
export function keptMembers(
  transfer: Pick<StoredTransfer, 'keepMembers' | 'toUid'>,
  property: Pick<TransferProperty, 'members'>,
): StoredMember[] {
  const keep = new Set(transfer.keepMembers ?? []);
  return property.members.filter((m) => keep.has(m.uid) && m.uid !== transfer.toUid);
}

/** What a chunk of repairs needs. */
export interface RepairOwner {
  id: string;
  propertyId: string;
  ownerId: string;
  viewerIds: string[];
  byPreviousOwner: boolean;
}

export function toRepairOwner(snap: DocSnap): RepairOwner {
  return {
    id: snap.id,
    propertyId: textField(snap.data['propertyId']),
    ownerId: textField(snap.data['ownerId']),
    viewerIds: strings(snap.data['viewerIds']),
    byPreviousOwner: snap.data['byPreviousOwner'] === true,
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Step 3, one chunk: each repair follows the property as read in the chunk (owner and
 * viewers); the previous owner's entries are marked. `stop` when the property is no
 * longer the recipient's (removed, or moved on): the job has nothing left to move.
 */
export function planMoveRepairChunk(args: {
  transfer: StoredTransfer;
  property: TransferProperty | null;
  repairs: readonly (RepairOwner | null)[];
}): { writes: WriteOp[]; stop: boolean } {
  const { transfer, property } = args;
  if (!property || property.deleting || property.ownerId !== transfer.toUid)
    return { writes: [], stop: true };
  const writes: WriteOp[] = [];
  for (const repair of args.repairs) {
    if (!repair || repair.propertyId !== property.id) continue;
    const data: Record<string, unknown> = {};
    if (repair.ownerId === transfer.fromUid) {
      data['ownerId'] = transfer.toUid;
      data['byPreviousOwner'] = true;
    }
    if (!sameIds(repair.viewerIds, property.viewerIds)) data['viewerIds'] = [...property.viewerIds];
    if (Object.keys(data).length > 0)
      writes.push({ op: 'update', path: `${REPAIRS_COLLECTION}/${repair.id}`, data });
  }
  return { writes, stop: false };
}

/** What a per-collection step knows about the transfer. */
export interface TransferContext {
  transferId: string;
  propertyId: string;
  fromUid: string;
  toUid: string;
  transferredAt: Date;
  /** The home's memberIds after the move: the new owner and the members they kept. */
  memberIds: string[];
}

/**
 * A per-collection step of the job (step 4): every document of `collection(propertyId)`
 * (filtered by `field == propertyId` when given) is passed to `move`, which answers the
 * writes still needed — none once done, so a rerun changes nothing. A feature whose data
 * belongs to a property (maintenance tasks, warranties…) appends its step to
 * TRANSFER_STEPS; the job and its crash tests cover it from then on.
 */
export interface TransferStep {
  name: string;
  collection: (propertyId: string) => string;
  /** Filter on this field == propertyId; null reads the whole (sub)collection. */
  field: string | null;
  move: (doc: DocSnap, ctx: TransferContext) => WriteOp[];
}

const pathOf = (doc: DocSnap) => doc.path;

export const TRANSFER_STEPS: TransferStep[] = [
  {
    // A pending validation request is the owner's: the new owner sees and can cancel it.
    name: 'validation requests',
    collection: () => VALIDATION_REQUESTS_COLLECTION,
    field: 'propertyId',
    move: (doc, ctx) =>
      doc.data['ownerId'] === ctx.fromUid
        ? [{ op: 'update', path: pathOf(doc), data: { ownerId: ctx.toUid } }]
        : [],
  },
  {
    // A contractor's record still waiting for an answer is for the home: the new owner answers.
    name: 'record offers',
    collection: () => RECORD_OFFERS_COLLECTION,
    field: 'propertyId',
    move: (doc, ctx) =>
      doc.data['state'] === 'pending' && doc.data['homeownerUid'] === ctx.fromUid
        ? [{ op: 'update', path: pathOf(doc), data: { homeownerUid: ctx.toUid } }]
        : [],
  },
  {
    // The previous owner's buyer links stop (they already answer "expired": the owner changed).
    name: 'buyer links',
    collection: () => BUYER_LINKS_COLLECTION,
    field: 'propertyId',
    move: (doc, ctx) =>
      doc.data['ownerId'] === ctx.fromUid && !(doc.data['revokedAt'] instanceof Date)
        ? [{ op: 'update', path: pathOf(doc), data: { revokedAt: ctx.transferredAt } }]
        : [],
  },
  {
    // Dispute notices on the home: the newcomer it went to is settled; any other newcomer's
    // notice now goes to the new owner.
    name: 'dispute notices',
    collection: () => DISPUTES_COLLECTION,
    field: 'holderPropertyId',
    move: (doc, ctx) => {
      const data = doc.data;
      if (data['newcomerUid'] === ctx.toUid)
        return data['state'] === 'resolved'
          ? []
          : [{ op: 'update', path: pathOf(doc), data: { state: 'resolved' } }];
      return data['holderUid'] === ctx.fromUid
        ? [{ op: 'update', path: pathOf(doc), data: { holderUid: ctx.toUid } }]
        : [];
    },
  },
  {
    // The maintenance plan is the home's: every task goes on with the new owner.
    name: 'maintenance tasks',
    collection: () => MAINTENANCE_TASKS_COLLECTION,
    field: 'propertyId',
    move: (doc, ctx) =>
      doc.data['ownerId'] === ctx.fromUid
        ? [
            {
              op: 'update',
              path: pathOf(doc),
              data: { ownerId: ctx.toUid, memberIds: [...ctx.memberIds] },
            },
          ]
        : [],
  },
  {
    // A transferable warranty follows the home; one that is not stays the previous owner's
    // alone (their household had it through the home, which is no longer theirs).
    name: 'transferable warranties',
    collection: () => WARRANTIES_COLLECTION,
    field: 'propertyId',
    move: (doc, ctx) => {
      if (doc.data['ownerId'] !== ctx.fromUid) return [];
      if (doc.data['transferable'] === true)
        return [
          {
            op: 'update',
            path: pathOf(doc),
            data: { ownerId: ctx.toUid, memberIds: [...ctx.memberIds] },
          },
        ];
      const memberIds = doc.data['memberIds'];
      const alone =
        Array.isArray(memberIds) && memberIds.length === 1 && memberIds[0] === ctx.fromUid;
      return alone ? [] : [{ op: 'update', path: pathOf(doc), data: { memberIds: [ctx.fromUid] } }];
    },
  },
  {
    // Realtor shares end (their access went with `viewerIds` in step 2): the new owner decides.
    name: 'realtor shares',
    collection: (propertyId) => `${PROPERTIES_COLLECTION}/${propertyId}/${SHARES_SUBCOLLECTION}`,
    field: null,
    move: (doc) => [{ op: 'delete', path: pathOf(doc) }],
  },
];

/** Step 5: done. */
export function planAcceptFinish(transfer: StoredTransfer | null): WriteOp[] {
  if (!transfer || transfer.state !== 'accepting') return [];
  return [
    { op: 'update', path: transferPath(transfer.id), data: { state: 'accepted' } },
    sentTransferWrite({ ...transfer, state: 'accepted' }),
  ];
}
