/** What the maintenance callables need from the outside world (docs/architecture.md §3). */
import type { Files } from '../kit/files';
import type { Logger } from '../kit/callable';
import type { Store } from '../kit/store';

export interface MaintenancePorts {
  store: Store;
  files: Files;
  /** A new document id (Firestore-style). */
  newId(): string;
  log?: Logger;
}
