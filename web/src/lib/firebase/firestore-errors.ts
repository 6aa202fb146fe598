/** Shown by data panels when the app runs against emulators without the Firestore emulator. */
export class FirestoreUnavailableError extends Error {
  readonly code = 'unavailable';
  constructor() {
    super('The Firestore emulator is not running.');
    this.name = 'FirestoreUnavailableError';
  }
}

/** The Firestore error code of a failed read ('permission-denied', 'unavailable', …), if any. */
export function firestoreErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code.replace(/^firestore\//, '') : undefined;
}
