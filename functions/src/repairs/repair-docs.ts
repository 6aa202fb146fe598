/** Reading repair and property documents for the repair callables (inside a transaction). */
import {
  PROPERTIES_COLLECTION,
  REPAIRS_COLLECTION,
  displayText,
  readRepairPhotos,
  readMembers,
  repairChangeRefusal,
  roleOnHome,
  statsAfterAdd,
  type StoredMember,
  type RepairChangeRefusal,
  storedStats,
  type Repair,
  type RepairReceipt,
  type RepairStats,
} from '@homeledger/domain';
import { storedFileField, textField } from '../kit/doc-fields';
import { readDocAs, type DocSnap, type TxReader, type WriteOp } from '../kit/store';

/** What the decisions need of a repair document. */
export interface RepairDoc {
  id: string;
  propertyId: string;
  addedBy: string;
  /** The property's owner when the repair was last moved with it (transfers move repairs in chunks). */
  ownerId: string;
  /** Kept from before the home changed hands: read-only for everyone. */
  byPreviousOwner: boolean;
  date: string;
  costCents: number | null;
  description: string | null;
  status: string;
  receipt: RepairReceipt | null;
  /** Photos of the work (`repairPhotos/…` paths). */
  photos: string[];
  validationState: string;
  data: Record<string, unknown>;
}

/** What the decisions need of a property document. */
export interface PropertyDoc {
  id: string;
  ownerId: string;
  verificationStatus: string;
  deleting: boolean;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  viewerIds: string[];
  stats: RepairStats;
  /** The household (households/household.ts): who besides the owner may edit. */
  members: StoredMember[];
  ownerName: string | null;
}

export function toRepairDoc(snap: DocSnap): RepairDoc {
  const d = snap.data;
  const validation = d['validation'];
  const cost = d['costCents'];
  return {
    id: snap.id,
    propertyId: textField(d['propertyId']),
    addedBy: textField(d['addedBy']),
    ownerId: textField(d['ownerId']),
    byPreviousOwner: d['byPreviousOwner'] === true,
    date: textField(d['date']),
    costCents: typeof cost === 'number' && Number.isInteger(cost) ? cost : null,
    description: typeof d['description'] === 'string' ? d['description'] : null,
    status: textField(d['status']),
    receipt: storedFileField(d['receipt']),
    photos: readRepairPhotos(d['photos']),
    validationState:
      typeof validation === 'object' && validation !== null
        ? textField((validation as Record<string, unknown>)['state']) || 'none'
        : 'none',
    data: d,
  };
}

export function toPropertyDoc(snap: DocSnap): PropertyDoc {
  const d = snap.data;
  return {
    id: snap.id,
    ownerId: textField(d['ownerId']),
    verificationStatus: textField(d['verificationStatus']),
    deleting: d['deleting'] === true,
    address: textField(d['address']),
    city: textField(d['city']),
    state: textField(d['state']),
    zipCode: textField(d['zipCode']),
    viewerIds: Array.isArray(d['viewerIds'])
      ? d['viewerIds'].filter((id): id is string => typeof id === 'string')
      : [],
    stats: storedStats(d),
    members: readMembers(d['members']),
    ownerName: typeof d['ownerName'] === 'string' && d['ownerName'] !== '' ? d['ownerName'] : null,
  };
}

export const readRepair = (tx: TxReader, repairId: string): Promise<RepairDoc | null> =>
  readDocAs(tx, `${REPAIRS_COLLECTION}/${repairId}`, toRepairDoc);

export async function readProperty(tx: TxReader, propertyId: string): Promise<PropertyDoc | null> {
  if (propertyId === '') return null;
  return readDocAs(tx, `${PROPERTIES_COLLECTION}/${propertyId}`, toPropertyDoc);
}

/**
 * The newest date among the property's repairs other than `repairId` (null when it has
 * no other): its two newest repairs, one indexed query of at most 2 documents
 * (index repairs: propertyId ASC, date DESC).
 */
export async function othersLatestDate(
  tx: TxReader,
  propertyId: string,
  repairId: string,
): Promise<string | null> {
  const newest = await tx.query({
    collection: REPAIRS_COLLECTION,
    where: [{ field: 'propertyId', op: '==', value: propertyId }],
    orderBy: { field: 'date', direction: 'desc' },
    limit: 2,
  });
  const other = newest.find((snap) => snap.id !== repairId);
  return other ? textField(other.data['date']) || null : null;
}

/** Whether a repair other than `exceptId` points to the file at `path`. */
export async function receiptInUse(
  tx: TxReader,
  path: string,
  exceptId: string | null,
): Promise<boolean> {
  const hits = await tx.query({
    collection: REPAIRS_COLLECTION,
    where: [{ field: 'receipt.path', op: '==', value: path }],
    limit: 2,
  });
  return hits.some((snap) => snap.id !== exceptId);
}

/** The property update for new statistics (no write when they did not change). */
export function statsUpdate(
  property: PropertyDoc,
  next: RepairStats,
  now: Date,
): { op: 'update'; path: string; data: Record<string, unknown> } | null {
  const same =
    next.repairCount === property.stats.repairCount &&
    next.lastRepairDate === property.stats.lastRepairDate &&
    next.totalSpentCents === property.stats.totalSpentCents;
  if (same) return null;
  return {
    op: 'update',
    path: `${PROPERTIES_COLLECTION}/${property.id}`,
    data: { ...next, updatedAt: now },
  };
}

/** The facts a new repair starts with; the rest comes from its property and its origin. */
export interface NewRepairFacts {
  serviceType: string;
  date: string;
  description: string | null;
  contractorName: string | null;
  costCents: number | null;
  receipt: RepairReceipt | null;
  /** Photos of the work; written only when there are some. */
  photos?: string[];
}

/** Who a new repair comes from: the owner's form, or a contractor's accepted record. */
export type NewRepairOrigin =
  { source: 'owner' } | { source: 'contractor'; contractorUid: string; contractorName: string };

/**
 * The writes that create a completed repair on `property`: the document (a copy of the
 * property's address and `viewerIds`, so every viewer sees it at once) and the property's
 * statistics, both in the caller's transaction. The one builder for every new repair.
 */
export function newRepairWrites(args: {
  property: PropertyDoc;
  repairId: string;
  facts: NewRepairFacts;
  origin: NewRepairOrigin;
  addedBy: string;
  /** "Added by {name}" (households); omitted for records that come from elsewhere. */
  addedByName?: string;
  now: Date;
}): WriteOp[] {
  const { property, repairId, facts, origin, addedBy, addedByName, now } = args;
  const validated = origin.source === 'contractor';
  const { photos, ...rest } = facts;
  const repair: Repair<Date> = {
    propertyId: property.id,
    ownerId: property.ownerId,
    viewerIds: [...property.viewerIds],
    property: {
      address: property.address,
      city: property.city,
      state: property.state,
      zipCode: property.zipCode,
    },
    ...rest,
    ...(photos && photos.length > 0 ? { photos: [...photos] } : {}),
    status: 'completed',
    validation: validated
      ? {
          state: 'validated',
          contractorUid: origin.contractorUid,
          contractorName: origin.contractorName,
          at: now,
        }
      : { state: 'none' },
    isContractorValidated: validated,
    source: origin.source,
    addedBy,
    ...(addedByName ? { addedByName } : {}),
    createdAt: now,
    updatedAt: now,
  };
  const writes: WriteOp[] = [
    { op: 'create', path: `${REPAIRS_COLLECTION}/${repairId}`, data: { ...repair } },
  ];
  const stats = statsUpdate(
    property,
    statsAfterAdd(property.stats, { date: facts.date, costCents: facts.costCents }),
    now,
  );
  if (stats) writes.push(stats);
  return writes;
}

/**
 * repairChangeRefusal (domain) for the documents the shells read: the caller's role on the
 * home as read in the write's transaction decides (owner or co-owner may edit).
 */
export const refusalToChange = (
  repair: RepairDoc,
  property: PropertyDoc | null,
  callerUid: string,
  now: Date,
): RepairChangeRefusal | null =>
  repairChangeRefusal(
    repair,
    property ? property.ownerId : null,
    callerUid,
    property ? roleOnHome(property, callerUid, now) : undefined,
  );

/** The caller's name as the household sees it: their member entry, or the owner's name. */
export function nameOnHome(property: PropertyDoc, caller: { uid: string; name: string | null }) {
  const member = property.members.find((m) => m.uid === caller.uid);
  return (
    displayText(member?.name) ||
    (property.ownerId === caller.uid ? displayText(property.ownerName) : '') ||
    displayText(caller.name)
  );
}
