import { storedDate, todayIsoDate } from '@homeledger/domain';

/**
 * Reading Firestore document fields into screen shapes: documents are written by our
 * functions, but a screen never trusts a field's type (older data, a field renamed).
 * The plain readers are the domain's (functions read with them too), re-exported here.
 */
export { filePath, geoPoint, num, optionalStr, record, str } from '@homeledger/domain';

/** The local `yyyy-MM-dd` day of a stored instant (a Timestamp or a Date), or null. */
export function dayOf(value: unknown): string | null {
  const at = storedDate(value);
  return at ? todayIsoDate(at) : null;
}

/** A stored instant (a Timestamp or a Date) as ISO text, or null. */
export function instantOf(value: unknown): string | null {
  return storedDate(value)?.toISOString() ?? null;
}
