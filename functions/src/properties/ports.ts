/** What the property callables need from the outside world (docs/architecture.md §3). */
import { randomBytes } from 'node:crypto';
import type { Files } from '../kit/files';
import type { Logger } from '../kit/callable';
import type { Store } from '../kit/store';

export interface PropertyPorts {
  store: Store;
  files: Files;
  /** A new document id (Firestore-style: 20 random alphanumerics). */
  newId(): string;
  log?: Logger;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Firestore-style auto id: 20 characters from 62, unbiased. */
export function autoId(): string {
  let id = '';
  while (id.length < 20) {
    for (const byte of randomBytes(40)) {
      if (byte < 248 && id.length < 20) id += ALPHABET[byte % 62];
    }
  }
  return id;
}
