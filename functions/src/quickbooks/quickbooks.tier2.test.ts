/**
 * Tier 2 (docs/architecture.md §3, §6): the QuickBooks flow of quickbooks.shell.test.ts
 * with firestoreStore on the Firestore emulator — the state transaction, the
 * connection document (Dates stored as Timestamps and read back), the paged import
 * in chunked transactions and its idempotency — the real Intuit adapter against the
 * local fake Intuit server. Uids are unique to the run, so it can share the emulator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { emulatorAdmin } from '../kit/test-support';
import { type Firestore } from 'firebase-admin/firestore';
import { SERVICE_RECORDS_COLLECTION } from '@homeledger/domain';
import { callableShell, type Logger } from '../kit/callable';
import { firestoreStore } from '../kit/firestore-store';
import { connectionPath } from './connection';
import { createIntuitClient } from './intuit-client';
import {
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  sampleInvoices,
  startFakeIntuitServer,
  type FakeIntuitServer,
} from './fake-intuit-server';
import { handleQuickbooksCallback } from './quickbooks-callback';
import {
  QUICKBOOKS_CALLABLES as quickbooksSpecs,
  randomState,
  type QuickbooksPorts,
} from './quickbooks-callables';
import { aesGcmTokenCipher } from './token-cipher';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const UID = `qb-${RUN}`;
const REALM = '4620816365212';
const ORIGIN = 'http://127.0.0.1:5002';

let app: App;
let db: Firestore;
let fake: FakeIntuitServer;
const logged: unknown[] = [];

beforeAll(async () => {
  ({ app, db } = emulatorAdmin(`quickbooks-tier2-${RUN}`));
  fake = await startFakeIntuitServer();
  fake.companies.set(REALM, {
    realmId: REALM,
    companyName: 'Tier Two Plumbing',
    invoices: sampleInvoices(230),
  });
});

afterAll(async () => {
  const records = await db
    .collection(SERVICE_RECORDS_COLLECTION)
    .where('contractorUid', '==', UID)
    .get();
  await Promise.all(records.docs.map((d) => d.ref.delete()));
  await db.doc(connectionPath(UID)).delete();
  await fake?.close();
  if (app) await deleteApp(app);
});

function shells() {
  const log: Logger = { error: (message, context) => logged.push({ message, context }) };
  const intuit = createIntuitClient({
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    environment: 'sandbox',
    redirectUri: fake.redirectUri,
    urls: fake.urls,
    timeoutMs: 5_000,
  });
  const store = firestoreStore(db);
  const cipher = aesGcmTokenCipher(Buffer.alloc(32, 9));
  const ports: QuickbooksPorts = { store, intuit, cipher, newState: randomState, log };
  return {
    store,
    intuit,
    cipher,
    log,
    connect: callableShell(quickbooksSpecs.quickbooksConnect, ports, log),
    status: callableShell(quickbooksSpecs.quickbooksStatus, ports, log),
    runImport: callableShell(quickbooksSpecs.quickbooksImport, ports, log),
    disconnect: callableShell(quickbooksSpecs.quickbooksDisconnect, ports, log),
  };
}

const auth = { uid: UID, token: { role: 'contractor' } };

describe('QuickBooks on the Firestore emulator', () => {
  it('connect → callback → import (paged, idempotent) → disconnect', async () => {
    const s = shells();
    const nonce = randomState();
    const { url } = await s.connect({ auth, data: { nonce } });
    const params = new URL(url).searchParams;
    const state = params.get('state') ?? '';
    const code = fake.issueCode(REALM, params.get('code_challenge'));
    const query = new URLSearchParams({ code, state, realmId: REALM });
    const callbackPorts = {
      store: s.store,
      intuit: s.intuit,
      cipher: s.cipher,
      appOrigin: ORIGIN,
      log: s.log,
    };
    const request = {
      method: 'GET',
      url: `/api/quickbooks/callback?${query.toString()}`,
      cookie: `__session=${nonce}`,
    };
    const answer = await handleQuickbooksCallback(request, callbackPorts, new Date());
    expect(answer.location).toBe(`${ORIGIN}/contractor?quickbooks=connected`);
    // Sealed at rest: no token text in the stored document.
    const stored = JSON.stringify((await db.doc(connectionPath(UID)).get()).data());
    expect(stored).not.toMatch(/eyJaccess_|AB11refresh_/);
    // Replay: the state is gone.
    const replay = await handleQuickbooksCallback(request, callbackPorts, new Date());
    expect(replay.location).toBe(`${ORIGIN}/contractor?quickbooks=error&reason=unverified`);

    await expect(s.status({ auth, data: {} })).resolves.toMatchObject({
      connected: true,
      realmId: REALM,
      companyName: 'Tier Two Plumbing',
    });
    await expect(s.runImport({ auth, data: {} })).resolves.toEqual({
      imported: 230,
      updated: 0,
      total: 230,
    });
    await expect(s.runImport({ auth, data: {} })).resolves.toEqual({
      imported: 0,
      updated: 0,
      total: 230,
    });
    const records = await db
      .collection(SERVICE_RECORDS_COLLECTION)
      .where('contractorUid', '==', UID)
      .get();
    expect(records.size).toBe(230);

    await expect(s.disconnect({ auth, data: {} })).resolves.toEqual({ connected: false });
    expect((await db.doc(connectionPath(UID)).get()).exists).toBe(false);
    expect(logged).toEqual([]);
  });
});
