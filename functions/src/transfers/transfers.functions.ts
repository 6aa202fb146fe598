/** Production wiring of the transfer callables (Admin SDK ports). */
import { randomBytes } from 'node:crypto';
import * as logger from 'firebase-functions/logger';
import { adminAuth } from '../admin';
import { onCallable } from '../kit/callable';
import { adminStore } from '../kit/admin-ports';
import { authAccounts, autoId } from '../kit/ports';
import {
  acceptTransferSpec,
  cancelTransferSpec,
  declineTransferSpec,
  startTransferSpec,
} from './transfer-callables';

const ports = async () => ({
  store: await adminStore(),
  accounts: authAccounts(await adminAuth()),
  newId: autoId,
  randomBytes: (size: number) => new Uint8Array(randomBytes(size)),
  log: logger,
});

export const startTransfer = onCallable(startTransferSpec, ports);
export const cancelTransfer = onCallable(cancelTransferSpec, ports);
export const declineTransfer = onCallable(declineTransferSpec, ports);
/** The acceptance job: several transactions for a home with thousands of repairs. */
export const acceptTransfer = onCallable(acceptTransferSpec, ports);
