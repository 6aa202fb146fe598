/** What the contractor callables need from the outside world (docs/architecture.md §3). */
import type { Logger } from '../kit/callable';
import type { Store } from '../kit/store';
import type { AccountLookup } from '../sharing/ports';

export interface ContractorPorts {
  store: Store;
  /** Finding the other party's account by email (Auth); see sharing/ports.ts. */
  accounts: AccountLookup;
  /** A new document id (Firestore-style). */
  newId(): string;
  log?: Logger;
}
