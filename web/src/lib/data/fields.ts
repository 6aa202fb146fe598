import { num, record, storedDate, todayIsoDate } from '@homeledger/domain';

/**
 * Reading Firestore document fields into screen shapes: documents are written by our
 * functions, but a screen never trusts a field's type (older data, a field renamed).
 * The plain readers are the domain's (functions read with them too), re-exported here.
 */
export { num, optionalStr, record, str } from '@homeledger/domain';

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

/** The local `yyyy-MM-dd` day of a stored instant (a Timestamp or a Date), or null. */
export function dayOf(value: unknown): string | null {
  const at = storedDate(value);
  return at ? todayIsoDate(at) : null;
}

/** A stored instant (a Timestamp or a Date) as ISO text, or null. */
export function instantOf(value: unknown): string | null {
  return storedDate(value)?.toISOString() ?? null;
}
