/** A home the user can add a repair to, as the "which home?" page lists it. */
export interface ShareHome {
  id: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

/** Where the user came from: a shared file, or an app shortcut (Add repair / Scan receipt). */
export type ShareRequest =
  | { kind: 'file'; fileId: string }
  | { kind: 'shortcut'; capture: 'receipt' | null }
  | { kind: 'failed'; reason: 'no-file' | 'not-saved' };

/** The shared file's state on the page: none asked for, checked, present (its name) or gone. */
export type SharedFileState =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'present'; name: string }
  | { status: 'missing' };
