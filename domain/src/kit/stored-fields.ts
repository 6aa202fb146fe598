/**
 * Reading the fields of a stored document, for the one reader each collection has in its
 * domain area (functions and web both use it). Documents are written by our functions, but a
 * reader never trusts a field's type (older data, a field renamed): a missing or mistyped
 * field reads as empty, never as a crash.
 */

/** The string, or '' when the field is not one (kept as stored: not trimmed). */
export const storedText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The field as a map, or null. */
export function storedMap(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** Integer cents (≥ 0, safe), or null for anything else. */
export const storedCents = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

/**
 * A stored instant as a valid Date, or null: the Admin store hands back Dates, the web
 * SDK Timestamps (anything with `toDate()`).
 */
export function storedInstant(value: unknown): Date | null {
  const toDate = storedMap(value)?.['toDate'];
  const at =
    value instanceof Date
      ? value
      : typeof toDate === 'function'
        ? (toDate as () => unknown).call(value)
        : null;
  return at instanceof Date && !Number.isNaN(at.getTime()) ? at : null;
}

/** The copy of a property's address a document keeps (`property`), '' for junk parts. */
export function storedPropertyRef(value: unknown): {
  address: string;
  city: string;
  state: string;
  zipCode: string;
} {
  const p = storedMap(value) ?? {};
  return {
    address: storedText(p['address']),
    city: storedText(p['city']),
    state: storedText(p['state']),
    zipCode: storedText(p['zipCode']),
  };
}
