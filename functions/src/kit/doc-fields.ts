/**
 * Reading fields of a stored document that the plans must not trust blindly: a missing
 * or mistyped field reads as empty, never as a crash. Shared by the document readers.
 */
import { storedFile, type StoredFile } from '@homeledger/domain';

/** A string field, or '' when it is missing or not a string. */
export const textField = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A timestamp field (the store hands back `Date`s), or null when missing or invalid. */
export const dateField = (value: unknown): Date | null =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;

/** A stored file's reference (a receipt, a warranty document), or null without a path. */
export const storedFileField = (value: unknown): StoredFile | null => storedFile(value, () => '');

/** The copy of a property's address a document keeps (`property`): the domain's reader. */
export { storedPropertyRef as propertyRefField } from '@homeledger/domain';
