/** The spec's discard confirmation (Add Property), used by every form that can lose changes. */
export const DISCARD_COPY = {
  title: 'Discard unsaved changes?',
  continueEditing: 'Continue Editing',
  discard: 'Discard Changes',
} as const;
