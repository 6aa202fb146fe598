/**
 * Readers of the documents the maintenance callables decide on: tasks, warranties and
 * the few property and repair fields they need. Anything malformed reads as missing
 * fields with safe defaults, never as a crash.
 */
import {
  displayText,
  memberIdsOf,
  mayOnHome,
  readProperty,
  MAINTENANCE_TASKS_COLLECTION,
  PROPERTIES_COLLECTION,
  REPAIRS_COLLECTION,
  WARRANTIES_COLLECTION,
  type MaintenanceTask,
  type Repeat,
  type ServiceType,
  type StoredMember,
  type TaskStatus,
  type Warranty,
} from '@homeledger/domain';
import { storedFileField, textField } from '../kit/doc-fields';
import { readDocAs, type DocSnap, type TxReader } from '../kit/store';

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export interface OwnedProperty {
  id: string;
  ownerId: string;
  deleting: boolean;
  /** The household (owner + members): copied onto tasks and warranties for the read rule. */
  memberIds?: string[];
  /** The members besides the owner: their role decides who may plan (households, #31). */
  members?: StoredMember[];
  ownerName?: string | null;
}

export async function readOwnedProperty(tx: TxReader, id: string): Promise<OwnedProperty | null> {
  if (id === '') return null;
  const snap = await tx.get(`${PROPERTIES_COLLECTION}/${id}`);
  if (!snap) return null;
  const { ownerId, ownerName, deleting, members } = readProperty(snap);
  return { id, ownerId, ownerName, deleting, members, memberIds: memberIdsOf(ownerId, members) };
}

/**
 * Whether the caller may change the home's tasks and warranties now: its owner or a
 * co-owner (the role on the home as read in the write's transaction, never who added the
 * record). A home being removed takes no changes.
 */
export function mayPlan(property: OwnedProperty | null, uid: string, now: Date): boolean {
  return (
    property !== null &&
    !property.deleting &&
    mayOnHome({ ownerId: property.ownerId, members: property.members ?? [] }, uid, 'edit', now)
  );
}

/** The caller's name as the household sees it (as repairs' `addedByName`). */
export function plannerName(property: OwnedProperty, caller: { uid: string; name: string | null }) {
  const member = property.members?.find((m) => m.uid === caller.uid);
  return (
    displayText(member?.name) ||
    (property.ownerId === caller.uid ? displayText(property.ownerName) : '') ||
    displayText(caller.name)
  );
}

export interface RepairRef {
  id: string;
  propertyId: string;
  addedBy: string;
}

export async function readRepairRef(tx: TxReader, id: string): Promise<RepairRef | null> {
  const snap = await tx.get(`${REPAIRS_COLLECTION}/${id}`);
  if (!snap) return null;
  return {
    id,
    propertyId: textField(snap.data['propertyId']),
    addedBy: textField(snap.data['addedBy']),
  };
}

function repeatOf(value: unknown): Repeat {
  if (typeof value !== 'object' || value === null) return { kind: 'once' };
  const r = value as Record<string, unknown>;
  if (r['kind'] === 'every' && typeof r['interval'] === 'number' && typeof r['unit'] === 'string')
    return { kind: 'every', interval: r['interval'], unit: r['unit'] as 'days' };
  if (r['kind'] === 'months' && Array.isArray(r['months']))
    return {
      kind: 'months',
      months: r['months'].filter((m): m is number => typeof m === 'number'),
    };
  return { kind: 'once' };
}

export function taskFromSnap(snap: DocSnap): MaintenanceTask {
  const d = snap.data;
  const status = d['status'];
  return {
    id: snap.id,
    propertyId: textField(d['propertyId']),
    ownerId: textField(d['ownerId']),
    name: textField(d['name']),
    serviceType: textOrNull(d['serviceType']) as ServiceType | null,
    notes: textField(d['notes']),
    repeat: repeatOf(d['repeat']),
    rrule: textOrNull(d['rrule']),
    startDate: textField(d['startDate']),
    timeZone: textField(d['timeZone']) || 'UTC',
    status: (status === 'suggested' || status === 'done' ? status : 'active') as TaskStatus,
    nextDue: textOrNull(d['nextDue']),
    lastDoneDate: textOrNull(d['lastDoneDate']),
    lastRepairId: textOrNull(d['lastRepairId']),
    suggestionKey: textOrNull(d['suggestionKey']),
  };
}

export function warrantyFromSnap(snap: DocSnap): Warranty {
  const d = snap.data;
  const unit = d['lengthUnit'];
  return {
    id: snap.id,
    propertyId: textField(d['propertyId']),
    ownerId: textField(d['ownerId']),
    item: textField(d['item']),
    provider: textField(d['provider']),
    startDate: textField(d['startDate']),
    coverage: d['coverage'] === 'end' ? 'end' : 'length',
    lengthCount: typeof d['lengthCount'] === 'number' ? d['lengthCount'] : null,
    lengthUnit: unit === 'months' || unit === 'years' ? unit : null,
    endDate: textField(d['endDate']),
    notes: textField(d['notes']),
    document: storedFileField(d['document']),
    transferable: d['transferable'] === true,
    repairId: textOrNull(d['repairId']),
  };
}

/**
 * The two ways tasks and warranties are read: one by its id, or one property's (each is
 * bounded per property, so that read is bounded) by owner and property, as the rules and
 * the composite index have them.
 */
function maintenanceReaders<T>(collection: string, fromSnap: (snap: DocSnap) => T) {
  return {
    byId: (tx: TxReader, id: string): Promise<T | null> =>
      readDocAs(tx, `${collection}/${id}`, fromSnap),
    async ofProperty(tx: TxReader, ownerId: string, propertyId: string): Promise<T[]> {
      const snaps = await tx.query({
        collection,
        where: [
          { field: 'ownerId', op: '==', value: ownerId },
          { field: 'propertyId', op: '==', value: propertyId },
        ],
      });
      return snaps.map(fromSnap);
    },
  };
}

const tasks = maintenanceReaders(MAINTENANCE_TASKS_COLLECTION, taskFromSnap);
export const readTask = tasks.byId;
/** A property's tasks (at most TASKS_PER_PROPERTY_MAX). */
export const propertyTasks = tasks.ofProperty;

const warranties = maintenanceReaders(WARRANTIES_COLLECTION, warrantyFromSnap);
export const readWarranty = warranties.byId;
/** A property's warranties (at most WARRANTIES_PER_PROPERTY_MAX). */
export const propertyWarranties = warranties.ofProperty;

/** Whether another warranty already points to this document. */
export async function documentInUse(
  tx: TxReader,
  path: string,
  exceptWarrantyId: string | null,
): Promise<boolean> {
  const snaps = await tx.query({
    collection: WARRANTIES_COLLECTION,
    where: [{ field: 'document.path', op: '==', value: path }],
    limit: 2,
  });
  return snaps.some((snap) => snap.id !== exceptWarrantyId);
}
