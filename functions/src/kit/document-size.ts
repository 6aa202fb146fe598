/**
 * Firestore's storage size of a document, as its documentation counts it, so the memory
 * store refuses what Firestore refuses (a document over 1 MiB): the document name (each
 * collection and document id as a string, plus 16), every field name and value, plus 32.
 * Strings are their UTF-8 bytes plus 1; booleans and null 1; numbers and timestamps 8;
 * bytes their length; arrays the sum of their values; maps the sum of their keys and values.
 */
const stringSize = (text: string): number => Buffer.byteLength(text, 'utf8') + 1;

export function valueSize(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number' || value instanceof Date) return 8;
  if (typeof value === 'string') return stringSize(value);
  if (value instanceof Uint8Array) return value.byteLength;
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + valueSize(item), 0);
  if (typeof value === 'object')
    return Object.entries(value).reduce(
      (sum, [key, item]) => sum + stringSize(key) + valueSize(item),
      0,
    );
  return 0;
}

export function documentNameSize(path: string): number {
  return path.split('/').reduce((sum, segment) => sum + stringSize(segment), 16);
}

export function documentSize(path: string, data: Record<string, unknown>): number {
  return documentNameSize(path) + valueSize(data) + 32;
}
