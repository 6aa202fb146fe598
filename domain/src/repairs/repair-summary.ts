/**
 * Per-home repair search summaries (issue #29, docs/architecture.md "Repair History paging"):
 * `repairSummaries/{propertyId}~{n}` holds, for every repair of one home, just what the
 * Repair History search matches and what a result card shows, so the dashboard reads its
 * repairs a page at a time while its search still covers every repair (one summary
 * document per home, more only for a home whose entries pass SUMMARY_SHARD_BYTES).
 * Written only by the `syncRepairSummary` trigger and the migration; read by the uids in
 * its copy of the property's `viewerIds`.
 */
import { repairValidatedBy } from '../security/trust';

export const REPAIR_SUMMARIES_COLLECTION = 'repairSummaries';

/**
 * Entries one summary document holds at most, in Firestore's byte count: well under its
 * 1 MiB document limit, so a few long descriptions never make a write fail. A typical
 * entry is ~300 bytes (≈ 2,700 per document); 2,000-character descriptions ≈ 370.
 */
export const SUMMARY_SHARD_BYTES = 800_000;

/** One repair as its home's summary holds it. */
export interface RepairSummaryEntry {
  serviceType: string;
  /** Service date `yyyy-MM-dd`. */
  date: string;
  status: string;
  costCents: number | null;
  contractorName: string | null;
  description: string | null;
  /** The home's street address (the card's second line, and searched). */
  address: string;
  /** "Validated by {business}" when a contractor validated it, else null. */
  validatedBy: string | null;
  hasReceipt: boolean;
  byPreviousOwner: boolean;
  addedBy: string;
  addedByName: string | null;
  /** The last edit: who, and the day (`yyyy-MM-dd`, UTC). */
  editedBy: { name: string; on: string } | null;
}

/** `repairSummaries/{id}`: one shard of one home's entries, keyed by repair id. */
export interface RepairSummaryDoc {
  propertyId: string;
  ownerId: string;
  /** A copy of the property's `viewerIds` (the read rule; no `get()`). */
  viewerIds: string[];
  shard: number;
  entries: Record<string, RepairSummaryEntry>;
}

/** The id of a home's `n`th summary shard (`~` never occurs in an auto id). */
export function repairSummaryId(propertyId: string, shard: number): string {
  return `${propertyId}~${shard}`;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** A day (`yyyy-MM-dd`, UTC) from a Date or a Firestore Timestamp-like value, else null. */
function dayOf(value: unknown): string | null {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (value && typeof (value as { toDate?: unknown }).toDate === 'function')
    date = (value as { toDate: () => Date }).toDate();
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : null;
}

/** A repair document's summary entry (what search matches and a result card shows). */
export function repairSummaryEntry(data: Record<string, unknown>): RepairSummaryEntry {
  const property = (data['property'] ?? {}) as Record<string, unknown>;
  const edited = (data['editedBy'] ?? null) as Record<string, unknown> | null;
  const editedName = text(edited?.['name'])?.trim() ?? null;
  const editedOn = dayOf(edited?.['at']);
  const receipt = data['receipt'];
  return {
    serviceType: typeof data['serviceType'] === 'string' ? data['serviceType'] : '',
    date: typeof data['date'] === 'string' ? data['date'] : '',
    status: typeof data['status'] === 'string' ? data['status'] : 'completed',
    costCents: typeof data['costCents'] === 'number' ? data['costCents'] : null,
    contractorName: text(data['contractorName']),
    description: text(data['description']),
    address: typeof property['address'] === 'string' ? property['address'] : '',
    validatedBy: repairValidatedBy(data),
    hasReceipt: Boolean(receipt && typeof receipt === 'object'),
    byPreviousOwner: data['byPreviousOwner'] === true,
    addedBy: typeof data['addedBy'] === 'string' ? data['addedBy'] : '',
    addedByName: text(data['addedByName'])?.trim() ?? null,
    editedBy: editedName && editedOn ? { name: editedName, on: editedOn } : null,
  };
}

/** Bytes of a string in Firestore's count (UTF-8 plus one); no TextEncoder in the domain. */
function stringBytes(value: string): number {
  let bytes = 1;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function valueBytes(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'string') return stringBytes(value);
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).reduce(
      (sum, [key, item]) => sum + stringBytes(key) + valueBytes(item),
      0,
    );
  return 0;
}

/** An entry's size in its shard (its key, the repair id, included), as Firestore counts it. */
export function summaryEntryBytes(repairId: string, entry: RepairSummaryEntry): number {
  return stringBytes(repairId) + valueBytes(entry);
}

/** Field-by-field equality of two entries (a rerun that changes nothing writes nothing). */
export function sameSummaryEntry(a: RepairSummaryEntry, b: RepairSummaryEntry): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Entries are map values in Firestore: read back, one may lack a field; fill it in. */
export function readSummaryEntry(value: unknown): RepairSummaryEntry {
  const v = (value ?? {}) as Partial<RepairSummaryEntry>;
  return {
    serviceType: v.serviceType ?? '',
    date: v.date ?? '',
    status: v.status ?? 'completed',
    costCents: typeof v.costCents === 'number' ? v.costCents : null,
    contractorName: v.contractorName ?? null,
    description: v.description ?? null,
    address: v.address ?? '',
    validatedBy: v.validatedBy ?? null,
    hasReceipt: v.hasReceipt === true,
    byPreviousOwner: v.byPreviousOwner === true,
    addedBy: v.addedBy ?? '',
    addedByName: v.addedByName ?? null,
    editedBy: v.editedBy ?? null,
  };
}

/** Newest service date first, then id (a stable order for results that share a day). */
export function compareNewestFirst(
  a: { id: string; date: string },
  b: { id: string; date: string },
): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
