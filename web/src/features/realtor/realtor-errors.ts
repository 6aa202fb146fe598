/** The dashboard's error box text (spec §8 "Realtor dashboard"). Pure: no Firebase. */
import { REALTOR_COPY } from './realtor-copy';

/** The error's own words ("Missing or insufficient permissions."), or a stand-in. */
export function errorDetail(error: unknown): string {
  if (typeof error === 'string' && error.trim() !== '') return error.trim();
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message.trim();
  }
  return 'Unknown error';
}

/**
 * "Failed to load properties: {detail}" / "Failed to load repairs: {detail}" for a
 * failed read (an error carrying a Firestore code), "An unexpected error occurred:
 * {detail}" for anything else.
 */
export function loadErrorMessage(table: 'properties' | 'repairs', error: unknown): string {
  const detail = errorDetail(error);
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string' || code === '') return REALTOR_COPY.unexpected(detail);
  return table === 'properties'
    ? REALTOR_COPY.propertiesFailed(detail)
    : REALTOR_COPY.repairsFailed(detail);
}
