import { todayIsoDate } from '@homeledger/domain';

/**
 * Reading Firestore document fields into screen shapes: documents are written by our
 * functions, but a screen never trusts a field's type (older data, a field renamed).
 */

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

/** The field as a map, or null. */
export function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** A `{ lat, lng }` within range, or null. */
export function geoPoint(value: unknown): { lat: number; lng: number } | null {
  const data = record(value);
  const lat = num(data?.lat);
  const lng = num(data?.lng);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The `path` of a stored file field (`photo`, `receipt`), or null. */
export function filePath(value: unknown): string | null {
  const path = record(value)?.path;
  return typeof path === 'string' && path !== '' ? path : null;
}

/** A stored instant (a Firestore Timestamp or a Date) as a valid Date, or null. */
function storedDate(value: unknown): Date | null {
  const toDate = record(value)?.toDate;
  const at =
    value instanceof Date
      ? value
      : typeof toDate === 'function'
        ? (toDate as () => unknown).call(value)
        : null;
  return at instanceof Date && !Number.isNaN(at.getTime()) ? at : null;
}

/** The local `yyyy-MM-dd` day of a stored instant (a Timestamp or a Date), or null. */
export function dayOf(value: unknown): string | null {
  const at = storedDate(value);
  return at ? todayIsoDate(at) : null;
}

/** A stored instant (a Timestamp or a Date) as ISO text, or null. */
export function instantOf(value: unknown): string | null {
  return storedDate(value)?.toISOString() ?? null;
}
