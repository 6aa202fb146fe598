/**
 * QuickBooks invoices → service records — the pure part of quickbooksImport.
 *
 * Mapping (spec §3 "Accounting invoice": Id, DocNumber, TxnDate, CustomerRef.name,
 * TotalAmt, Balance): date = TxnDate, client = the customer's name, amount and
 * balance in integer cents read from the decimal text (no float arithmetic),
 * status 'completed' when nothing is owed (Balance 0) else 'pending', the
 * description from the invoice's line descriptions, source
 * { kind: 'quickbooks', realmId, invoiceId, docNumber }.
 *
 * Upsert: one document per contractor, company and invoice —
 * `serviceRecords/qb_<uid>_<realmId>_<invoiceId>` — so importing twice changes
 * nothing, and two contractor accounts linked to the same company never share
 * (or overwrite) each other's records. An existing record keeps its createdAt and
 * offer; it is updated only when an imported field changed.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  SERVICE_RECORDS_COLLECTION,
  SERVICE_RECORD_CLIENT_MAX_LENGTH,
  SERVICE_RECORD_DESCRIPTION_MAX_LENGTH,
  isIsoDate,
  type ServiceRecordStatus,
} from '@homeledger/domain';
import type { DocData, WriteOp } from '../kit/store';
import type { IntuitInvoice } from './intuit-port';

/** Intuit ids (realm, entity): digits in practice; anything outside this never names a document. */
export const INTUIT_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
/** $10,000,000,000.00: more is not an invoice. */
export const MAX_INVOICE_CENTS = 1_000_000_000_000;
export const UNKNOWN_CLIENT = 'Unknown customer';

/** The imported fields of a service record. */
export interface ImportedRecord {
  invoiceId: string;
  docNumber: string;
  date: string;
  client: string;
  description: string;
  amountCents: number;
  balanceCents: number;
  status: ServiceRecordStatus;
}

export type MappedInvoice =
  { ok: true; record: ImportedRecord } | { ok: false; invoiceId: string | null; why: string };

/**
 * A decimal amount (JSON number or numeric string) → integer cents, exactly:
 * 1234.56 → 123456, 0.1 → 10, 19.999 → 2000 (half up on the decimal digits, never
 * on a binary float). Null for anything that is not a finite decimal.
 */
export function amountToCents(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Shortest round-trip text ("0.1", "1234.56"); toFixed(10) for the exponent forms.
    text = /e/i.test(String(value)) ? value.toFixed(10) : String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else return null;
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const sign = match[1] === '-' ? -1 : 1;
  const whole = Number(match[2]);
  const fraction = match[3] ?? '';
  let cents = whole * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if ((fraction[2] ?? '0') >= '5') cents += 1;
  if (!Number.isSafeInteger(cents)) return null;
  return cents === 0 ? 0 : sign * cents;
}

function idOf(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  return typeof text === 'string' && INTUIT_ID_PATTERN.test(text) ? text : null;
}

function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

function cleanText(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

function describe(invoice: IntuitInvoice, docNumber: string): string {
  const lines = Array.isArray(invoice.Line) ? (invoice.Line as unknown[]) : [];
  const texts: string[] = [];
  for (const line of lines) {
    if (typeof line !== 'object' || line === null) continue;
    const text = cleanText((line as { Description?: unknown }).Description);
    if (text && !texts.includes(text)) texts.push(text);
  }
  const joined = texts.join('; ');
  return clip(joined || `QuickBooks invoice ${docNumber}`, SERVICE_RECORD_DESCRIPTION_MAX_LENGTH);
}

export function mapInvoice(invoice: IntuitInvoice): MappedInvoice {
  const invoiceId = idOf(invoice.Id);
  if (!invoiceId) return { ok: false, invoiceId: null, why: 'no usable Id' };
  const date = typeof invoice.TxnDate === 'string' ? invoice.TxnDate.trim() : '';
  if (!isIsoDate(date)) return { ok: false, invoiceId, why: 'TxnDate is not yyyy-MM-dd' };
  const amountCents = amountToCents(invoice.TotalAmt);
  if (amountCents === null || amountCents < 0 || amountCents > MAX_INVOICE_CENTS)
    return { ok: false, invoiceId, why: 'TotalAmt is not an amount ≥ 0' };
  const rawBalance = invoice.Balance === undefined ? 0 : amountToCents(invoice.Balance);
  if (rawBalance === null) return { ok: false, invoiceId, why: 'Balance is not an amount' };
  // A balance is what is still owed: never below 0 nor above the invoice.
  const balanceCents = Math.min(Math.max(rawBalance, 0), amountCents);
  const docNumber = clip(cleanText(invoice.DocNumber) || invoiceId, 64);
  const client = clip(
    cleanText(invoice.CustomerRef?.name) || UNKNOWN_CLIENT,
    SERVICE_RECORD_CLIENT_MAX_LENGTH,
  );
  return {
    ok: true,
    record: {
      invoiceId,
      docNumber,
      date,
      client,
      description: describe(invoice, docNumber),
      amountCents,
      balanceCents,
      status: balanceCents === 0 ? 'completed' : 'pending',
    },
  };
}

export function importedRecordId(uid: string, realmId: string, invoiceId: string): string {
  return `qb_${uid}_${realmId}_${invoiceId}`;
}

export function importedRecordPath(uid: string, realmId: string, invoiceId: string): string {
  return `${SERVICE_RECORDS_COLLECTION}/${importedRecordId(uid, realmId, invoiceId)}`;
}

/** The fields the import owns, as stored. */
function importedFields(uid: string, realmId: string, record: ImportedRecord): DocData {
  return {
    contractorUid: uid,
    date: record.date,
    client: record.client,
    description: record.description,
    amountCents: record.amountCents,
    balanceCents: record.balanceCents,
    status: record.status,
    source: {
      kind: 'quickbooks',
      realmId,
      invoiceId: record.invoiceId,
      docNumber: record.docNumber,
    },
  };
}

/**
 * Structural equality: a map's key order is not data (Firestore returns map keys
 * sorted, not in the order they were written), so JSON text cannot compare them.
 */
function sameValue(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(a, b);
}

export interface UpsertPlan {
  writes: WriteOp[];
  imported: number;
  updated: number;
  unchanged: number;
}

/**
 * One chunk of the import: for each record, its document as read in the same
 * transaction (null when new). New ⇒ create; changed ⇒ update of the imported
 * fields (createdAt, offer and anything else kept); same ⇒ nothing.
 */
export function planUpsert(args: {
  uid: string;
  realmId: string;
  records: readonly ImportedRecord[];
  existing: ReadonlyMap<string, DocData | null>;
  now: Date;
}): UpsertPlan {
  const { uid, realmId, records, existing, now } = args;
  const plan: UpsertPlan = { writes: [], imported: 0, updated: 0, unchanged: 0 };
  const seen = new Set<string>();
  for (const record of records) {
    const path = importedRecordPath(uid, realmId, record.invoiceId);
    if (seen.has(path)) continue; // the same invoice twice in one answer
    seen.add(path);
    const fields = importedFields(uid, realmId, record);
    const current = existing.get(path) ?? null;
    if (!current) {
      plan.writes.push({ op: 'create', path, data: { ...fields, createdAt: now, updatedAt: now } });
      plan.imported += 1;
    } else if (Object.entries(fields).every(([key, value]) => sameValue(current[key], value))) {
      plan.unchanged += 1;
    } else {
      plan.writes.push({ op: 'update', path, data: { ...fields, updatedAt: now } });
      plan.updated += 1;
    }
  }
  return plan;
}
