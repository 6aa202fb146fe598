/** A value read from a receipt with how sure the reader is of it (0–1). */
export interface FieldGuess<T> {
  value: T | null;
  confidence: number;
}

/**
 * At or above this a value is filled into the form; below it, it is only offered as a
 * suggestion the person can accept (a wrong filled value is trusted, a suggestion is read).
 */
export const FILL_CONFIDENCE = 0.7;

/** Below this a value is not even offered: too likely OCR noise. */
export const SUGGEST_CONFIDENCE = 0.45;
