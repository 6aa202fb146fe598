/**
 * Fuzz entries of the four QuickBooks callables (fuzz-registry.ts): a contractor
 * connected to a company, an Intuit port that counts every call. A malformed
 * payload must get a clean HttpsError with no store write and no Intuit call.
 */
import type { FuzzEntry } from '../kit/fuzz';
import { specFuzzEntry } from '../kit/fuzz';
import { MemoryStore } from '../kit/memory-store';
import { connectionPath } from './connection';
import type { IntuitPort } from './intuit-port';
import { aesGcmTokenCipher, tokenContext } from './token-cipher';
import {
  QUICKBOOKS_CALLABLES as quickbooksSpecs,
  type QuickbooksPorts,
} from './quickbooks-callables';

type FuzzQuickbooksPorts = QuickbooksPorts & { store: MemoryStore; intuitCalls: number };

/** A fixed key: the fuzz only needs tokens that open. */
const cipher = aesGcmTokenCipher(Buffer.alloc(32, 7));

function fuzzPorts(): FuzzQuickbooksPorts {
  const later = new Date(Date.now() + 3600_000);
  const store = new MemoryStore({
    [connectionPath('fuzz-user')]: {
      status: 'connected',
      uid: 'fuzz-user',
      realmId: '9130',
      environment: 'sandbox',
      companyName: 'Fuzz Co',
      accessTokenSealed: cipher.seal('a', tokenContext('fuzz-user', 'accessToken')),
      refreshTokenSealed: cipher.seal('r', tokenContext('fuzz-user', 'refreshToken')),
      accessTokenExpiresAt: later,
      refreshTokenExpiresAt: later,
      connectedAt: new Date(0),
      lastImportAt: null,
      updatedAt: new Date(0),
    },
  });
  const ports: FuzzQuickbooksPorts = {
    store,
    intuitCalls: 0,
    newState: () => 'fuzzStatefuzzStatefuzzStatefuzzState0123456',
    log: { error: () => undefined },
    intuit: null,
    cipher,
  };
  const count = () => {
    ports.intuitCalls += 1;
  };
  const tokens = {
    accessToken: 'a2',
    refreshToken: 'r2',
    accessTokenExpiresAt: later,
    refreshTokenExpiresAt: later,
  };
  const intuit: IntuitPort = {
    environment: 'sandbox',
    authorizeUrl: (state) => {
      count();
      return `https://appcenter.intuit.com/connect/oauth2?state=${state}`;
    },
    exchangeCode: async () => (count(), tokens),
    refresh: async () => (count(), tokens),
    revoke: async () => count(),
    queryInvoices: async (_access, start) => (count(), { invoices: [], startPosition: start }),
    companyName: async () => (count(), 'Fuzz Co'),
  };
  ports.intuit = intuit;
  return ports;
}

const writes = (p: QuickbooksPorts) =>
  (p as FuzzQuickbooksPorts).store.writeCount + (p as FuzzQuickbooksPorts).intuitCalls;

export const quickbooksFuzzEntries: readonly FuzzEntry[] = Object.values(quickbooksSpecs).map(
  (spec) =>
    specFuzzEntry<unknown, unknown, QuickbooksPorts>(spec as never, {
      makePorts: fuzzPorts,
      writes,
      ...(spec === quickbooksSpecs.quickbooksConnect
        ? { fields: ['nonce'], sample: { nonce: 'n'.repeat(43) } }
        : { fields: [] }),
    }),
);
