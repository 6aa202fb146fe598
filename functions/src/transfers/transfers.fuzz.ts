/**
 * The transfer callables' fuzz entries (fuzz-registry.ts spreads them in): the fuzz user
 * owns a home with a repair and a pending transfer to another homeowner, and is also the
 * recipient of a pending transfer, so near-valid payloads reach every decision; a "write"
 * is a stored document or an Auth lookup.
 */
import { START_TRANSFER_FIELDS } from '@homeledger/domain';
import { specFuzzEntry, type FuzzEntry } from '../kit/fuzz';
import { MemoryStore } from '../kit/memory-store';
import { memoryAccounts } from '../kit/ports';
import {
  acceptTransferSpec,
  cancelTransferSpec,
  declineTransferSpec,
  startTransferSpec,
} from './transfer-callables';

function transferPorts() {
  const store = new MemoryStore({
    'properties/fuzzProperty': {
      ownerId: 'fuzz-user',
      addressKey: '1 main st|62704',
      viewerIds: ['fuzz-user'],
      pendingTransferId: 'fuzzOut',
    },
    'properties/theirs': { ownerId: 'other', viewerIds: ['other'], pendingTransferId: 'fuzzIn' },
    'repairs/fuzzRepair': {
      propertyId: 'fuzzProperty',
      ownerId: 'fuzz-user',
      viewerIds: ['fuzz-user'],
    },
    'transfers/fuzzOut': {
      propertyId: 'fuzzProperty',
      fromUid: 'fuzz-user',
      toUid: 'other',
      state: 'pending',
    },
    'transfers/fuzzIn': {
      propertyId: 'theirs',
      fromUid: 'other',
      toUid: 'fuzz-user',
      state: 'pending',
    },
  });
  const accounts = memoryAccounts([
    {
      uid: 'other',
      email: 'other@example.com',
      role: 'homeowner',
      name: 'O',
      disabled: false,
      emailVerified: true,
    },
  ]);
  return {
    store,
    accounts,
    newId: () => 'fuzzNew',
    randomBytes: (size: number) => new Uint8Array(size).fill(7),
    log: { error: () => undefined },
  };
}
const writes = (p: ReturnType<typeof transferPorts>) => p.store.writeCount + p.accounts.lookups;

export const transferFuzzEntries: readonly FuzzEntry[] = [
  specFuzzEntry(startTransferSpec, {
    makePorts: transferPorts,
    writes,
    fields: [...START_TRANSFER_FIELDS],
    sample: { propertyId: 'fuzzProperty', email: 'other@example.com' },
  }),
  specFuzzEntry(cancelTransferSpec, {
    makePorts: transferPorts,
    writes,
    fields: ['transferId'],
    sample: { transferId: 'fuzzOut' },
  }),
  specFuzzEntry(declineTransferSpec, {
    makePorts: transferPorts,
    writes,
    fields: ['transferId'],
    sample: { transferId: 'fuzzIn' },
  }),
  specFuzzEntry(acceptTransferSpec, {
    makePorts: transferPorts,
    writes,
    fields: ['transferId'],
    sample: { transferId: 'fuzzIn' },
  }),
];
