/**
 * Reading fields of a stored document that the plans must not trust blindly: a missing
 * or mistyped field reads as empty, never as a crash. Shared by the document readers.
 */

/** A string field, or '' when it is missing or not a string. */
export const textField = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A timestamp field (the store hands back `Date`s), or null when missing or invalid. */
export const dateField = (value: unknown): Date | null =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;

/** A stored file's reference (a receipt, a warranty document), or null without a path. */
export function storedFileField(
  value: unknown,
): { path: string; name: string; contentType: string; size: number } | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  if (typeof r['path'] !== 'string' || r['path'] === '') return null;
  return {
    path: r['path'],
    name: textField(r['name']),
    contentType: textField(r['contentType']),
    size: typeof r['size'] === 'number' ? r['size'] : 0,
  };
}

/** The copy of a property's address a document keeps (`property`): the domain's reader. */
export { storedPropertyRef as propertyRefField } from '@homeledger/domain';
