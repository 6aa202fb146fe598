/**
 * Reading the fields of a stored Firestore document. Documents are written by our
 * functions, but a reader never trusts a field's type (older data, a field renamed):
 * a missing or mistyped field reads as empty, never as a crash. Both sides read with
 * these: the functions get `Date`s from their store, the browser gets Timestamps.
 */
import type { RepairPropertyRef } from '../repairs/repair';

/** The string, or `fallback` when the field is not one. */
export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** The trimmed string, or null when the field is missing, not a string or blank. */
export function optionalStr(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A finite number, or null. */
export function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Integer cents (≥ 0, safe), or null for anything else. */
export function storedCents(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** The field as a map, or null. */
export function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** A stored instant (a Firestore Timestamp or a Date) as a valid Date, or null. */
export function storedDate(value: unknown): Date | null {
  const toDate = record(value)?.toDate;
  const at =
    value instanceof Date
      ? value
      : typeof toDate === 'function'
        ? (toDate as () => unknown).call(value)
        : null;
  return at instanceof Date && !Number.isNaN(at.getTime()) ? at : null;
}

/** The copy of a property's address a document keeps (`property`), empty parts for junk. */
export function storedPropertyRef(value: unknown): RepairPropertyRef {
  const p = record(value) ?? {};
  return {
    address: str(p['address']),
    city: str(p['city']),
    state: str(p['state']),
    zipCode: str(p['zipCode']),
  };
}

/** A `{ lat, lng }` within range, or null. */
export function geoPoint(value: unknown): { lat: number; lng: number } | null {
  const data = record(value);
  const lat = num(data?.['lat']);
  const lng = num(data?.['lng']);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The `path` of a stored file field (`photo`, `receipt`), or null. */
export function filePath(value: unknown): string | null {
  const path = record(value)?.['path'];
  return typeof path === 'string' && path !== '' ? path : null;
}

/** A stored file's reference (a receipt, a warranty document) as its readers use it. */
export interface StoredFile {
  path: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * A stored file field, or null without a usable path. Readers differ only in what a file
 * without a stored name is called, so each passes that (`nameFallback(path)`).
 */
export function storedFile(
  value: unknown,
  nameFallback: (path: string) => string,
): StoredFile | null {
  const r = record(value);
  const path = str(r?.['path']);
  if (!r || !path) return null;
  return {
    path,
    name: str(r['name']) || nameFallback(path),
    contentType: str(r['contentType']),
    size: num(r['size']) ?? 0,
  };
}

/** The strings of a stored list (`viewerIds`); anything else in it is dropped. */
export function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}
