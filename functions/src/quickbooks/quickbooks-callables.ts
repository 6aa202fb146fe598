/**
 * The QuickBooks Online callables as kit specs (docs/architecture.md §3, §5).
 * All are for contractors; quickbooksConnect takes the flow's nonce (`{ nonce }`, see
 * the domain's contractors/quickbooks.ts), the others no payload (`{}`, or nothing):
 *
 * | callable              | returns                                                                  |
 * |-----------------------|--------------------------------------------------------------------------|
 * | quickbooksConnect     | { url }: Intuit's authorization page, with a new single-use state (PKCE) |
 * | quickbooksStatus      | { connected, realmId?, companyName?, connectedAt?, lastImportAt?, problem? } |
 * | quickbooksDisconnect  | { connected: false }: tokens revoked at Intuit, connection deleted      |
 * | quickbooksImport      | { imported, updated, total }: every invoice (paged) upserted             |
 *
 * Errors (HttpsError code · message · details):
 * - not signed in → unauthenticated · "No authenticated user found"
 * - not a contractor → permission-denied
 * - no client id/secret or token key on the server → failed-precondition · "QuickBooks is not
 *   configured on this server." · { reason: 'not-configured' } (status answers
 *   { connected: false, problem: 'not-configured' } instead)
 * - import without a connection, or after Intuit refused the refresh token →
 *   failed-precondition · "Not connected to QuickBooks" · { reason: 'not-connected' | 'refresh-failed' }
 * - Intuit unreachable or failing → unavailable · "Failed to fetch invoices"
 *   (import) / internal · "Failed to initiate QuickBooks connection" (connect)
 */
import * as v from 'valibot';
import { randomBytes } from 'node:crypto';
import { QuickbooksConnectSchema } from '@homeledger/domain';
import { Rejection, type ContractSpec, type Logger } from '../kit/callable';
import type { Store } from '../kit/store';
import {
  QUICKBOOKS_MESSAGES as M,
  OAUTH_STATES_COLLECTION,
  STATE_SWEEP_LIMIT,
  connectionPath,
  needsRefresh,
  nonceHash,
  planCreateState,
  planImported,
  planRefreshFailed,
  planRefreshed,
  readConnection,
  sealedTokens,
  statusOf,
  type ConnectedDoc,
} from './connection';
import { tokenContext, type TokenCipher } from './token-cipher';
import {
  IntuitError,
  type CompanyAccess,
  type IntuitInvoice,
  type IntuitPort,
} from './intuit-port';
import { importedRecordPath, mapInvoice, planUpsert, type ImportedRecord } from './invoices';

export interface QuickbooksPorts {
  store: Store;
  /** null when the client id / secret are not configured. */
  intuit: IntuitPort | null;
  /** Seals the tokens at rest; null when the token key is not configured. */
  cipher: TokenCipher | null;
  /** A new OAuth state (unguessable, URL-safe). */
  newState(): string;
  log: Logger;
}

/** 32 random bytes, base64url. */
export function randomState(): string {
  return randomBytes(32).toString('base64url');
}

/** Invoices per query page (Intuit allows up to 1000). */
export const INVOICE_PAGE_SIZE = 100;
/** A stop for a company answering pages forever; far above any contractor's invoice count. */
export const MAX_INVOICE_PAGES = 500;
/** Records written per transaction (each also read in it): well under Firestore's 500 writes. */
export const UPSERT_CHUNK = 200;

export const NoArgumentsSchema = v.nullish(v.object({}, M.noArguments));

const ACCESS = ['contractor'] as const;
const baseMessages = { unauthenticated: M.signedOut, permissionDenied: M.contractorsOnly };

function requireIntuit(ports: QuickbooksPorts): { intuit: IntuitPort; cipher: TokenCipher } {
  if (!ports.intuit || !ports.cipher)
    throw new Rejection('failed-precondition', M.notConfigured, { reason: 'not-configured' });
  return { intuit: ports.intuit, cipher: ports.cipher };
}

/** A connected document with its tokens opened: only ever in memory, inside these functions. */
export type OpenConnection = ConnectedDoc & { accessToken: string; refreshToken: string };

function openConnection(cipher: TokenCipher, connection: ConnectedDoc): OpenConnection {
  return {
    ...connection,
    accessToken: cipher.open(
      connection.accessTokenSealed,
      tokenContext(connection.uid, 'accessToken'),
    ),
    refreshToken: cipher.open(
      connection.refreshTokenSealed,
      tokenContext(connection.uid, 'refreshToken'),
    ),
  };
}

function notConnected(reason: 'not-connected' | 'refresh-failed'): Rejection {
  return new Rejection('failed-precondition', M.notConnected, { reason });
}

function logIntuit(log: Logger, what: string, uid: string, error: IntuitError): void {
  log.error(`${what}: Intuit call failed`, {
    uid,
    failure: error.failure,
    httpStatus: error.httpStatus,
    intuitCode: error.intuitCode,
    detail: error.message,
  });
}

// ---- quickbooksConnect ---------------------------------------------------------------------

export const quickbooksConnectSpec: ContractSpec<'quickbooksConnect', QuickbooksPorts> = {
  name: 'quickbooksConnect',
  schema: QuickbooksConnectSchema,
  fieldOrder: ['nonce'],
  access: ACCESS,
  messages: { ...baseMessages, internal: M.connectFailed },
  async run({ input, caller, ports, now }) {
    const { intuit } = requireIntuit(ports);
    const state = ports.newState();
    // Only the nonce's hash is kept; it is also the PKCE challenge (the nonce the verifier).
    const hash = nonceHash(input.nonce);
    await ports.store.transact(async (tx) => {
      const existing = await tx.query({
        collection: OAUTH_STATES_COLLECTION,
        where: [{ field: 'uid', op: '==', value: caller.uid }],
        limit: STATE_SWEEP_LIMIT,
      });
      return {
        writes: planCreateState({ uid: caller.uid, state, nonceHash: hash, now, existing }),
        result: null,
      };
    });
    return { url: intuit.authorizeUrl(state, hash) };
  },
};

// ---- quickbooksStatus ----------------------------------------------------------------------

export const quickbooksStatusSpec: ContractSpec<'quickbooksStatus', QuickbooksPorts> = {
  name: 'quickbooksStatus',
  schema: NoArgumentsSchema,
  access: ACCESS,
  messages: baseMessages,
  async run({ caller, ports }) {
    if (!ports.intuit || !ports.cipher) return statusOf(null, false);
    const snap = await ports.store.get(connectionPath(caller.uid));
    return statusOf(readConnection(snap?.data ?? null), true);
  },
};

// ---- quickbooksDisconnect ------------------------------------------------------------------

export const quickbooksDisconnectSpec: ContractSpec<'quickbooksDisconnect', QuickbooksPorts> = {
  name: 'quickbooksDisconnect',
  schema: NoArgumentsSchema,
  access: ACCESS,
  messages: { ...baseMessages, internal: M.disconnectFailed },
  async run({ caller, ports }) {
    const { intuit, cipher } = requireIntuit(ports);
    const path = connectionPath(caller.uid);
    const connection = readConnection((await ports.store.get(path))?.data ?? null);
    if (connection?.status === 'connected') {
      try {
        // Revoking the refresh token ends the whole grant (its access token too).
        await intuit.revoke(openConnection(cipher, connection).refreshToken);
      } catch (error) {
        if (!(error instanceof IntuitError)) throw error;
        logIntuit(ports.log, 'quickbooksDisconnect', caller.uid, error);
        // A token Intuit already refuses is as good as revoked; an outage is not: keep the
        // connection so the user can try again rather than leave live tokens behind.
        if (error.failure === 'network' || error.failure === 'server')
          throw new Rejection('unavailable', M.disconnectFailed);
      }
    }
    await ports.store.commit([{ op: 'delete', path }]);
    return { connected: false };
  },
};

// ---- tokens --------------------------------------------------------------------------------

/**
 * The caller's connection with an access token good for at least 5 more minutes:
 * refreshed first when needed (or when `force`d after Intuit refused the token).
 * Intuit refusing the refresh token marks the connection disconnected
 * ('refresh-failed'); an outage leaves it as it is.
 */
export async function freshConnection(
  ports: QuickbooksPorts,
  { intuit, cipher }: { intuit: IntuitPort; cipher: TokenCipher },
  uid: string,
  now: Date,
  force = false,
): Promise<OpenConnection> {
  const path = connectionPath(uid);
  const sealed = readConnection((await ports.store.get(path))?.data ?? null);
  if (!sealed) throw notConnected('not-connected');
  if (sealed.status === 'disconnected') throw notConnected('refresh-failed');
  let stored: OpenConnection;
  try {
    stored = openConnection(cipher, sealed);
  } catch (error) {
    // Sealed with another key (rotated or lost): the user has to connect again.
    ports.log.error('quickbooks: stored tokens cannot be opened with the current key', {
      uid,
      error: error instanceof Error ? error.message : String(error),
    });
    throw notConnected('not-connected');
  }
  if (!force && !needsRefresh(stored, now)) return stored;

  let tokens;
  try {
    tokens = await intuit.refresh(stored.refreshToken, now);
  } catch (error) {
    if (!(error instanceof IntuitError)) throw error;
    logIntuit(ports.log, 'quickbooks token refresh', uid, error);
    if (error.failure === 'network' || error.failure === 'server' || error.failure === 'malformed')
      throw new Rejection('unavailable', M.fetchFailed);
    const marked = await ports.store.transact(async (tx) => {
      const current = readConnection((await tx.get(path))?.data ?? null);
      // Another request may have refreshed (or disconnected) meanwhile: then its answer stands.
      if (
        current?.status !== 'connected' ||
        current.refreshTokenSealed !== stored.refreshTokenSealed
      )
        return { writes: [], result: current };
      return { writes: [planRefreshFailed(current, now)], result: null };
    });
    if (marked?.status === 'connected' && !needsRefresh(marked, now))
      return openConnection(cipher, marked);
    throw notConnected('refresh-failed');
  }
  const resealed = sealedTokens(tokens, (plain, field) =>
    cipher.seal(plain, tokenContext(uid, field)),
  );
  await ports.store.transact(async (tx) => {
    const current = readConnection((await tx.get(path))?.data ?? null);
    const same =
      current?.status === 'connected' && current.refreshTokenSealed === stored.refreshTokenSealed;
    return { writes: same ? [planRefreshed(uid, resealed, now)] : [], result: null };
  });
  return { ...stored, ...resealed, ...tokens, updatedAt: now };
}

// ---- quickbooksImport ----------------------------------------------------------------------

export interface ImportResult {
  imported: number;
  updated: number;
  total: number;
}

/** Every invoice of the company, page after page, until a page comes back short. */
async function readAllInvoices(
  intuit: IntuitPort,
  connection: OpenConnection,
  reauthorize: () => Promise<OpenConnection>,
): Promise<IntuitInvoice[]> {
  let access: CompanyAccess = { accessToken: connection.accessToken, realmId: connection.realmId };
  let retried = false;
  const all: IntuitInvoice[] = [];
  for (let page = 0; page < MAX_INVOICE_PAGES; page += 1) {
    const start = page * INVOICE_PAGE_SIZE + 1;
    let answer;
    try {
      answer = await intuit.queryInvoices(access, start, INVOICE_PAGE_SIZE);
    } catch (error) {
      // A token Intuit refuses before its expiry (revoked, clock skew): refresh once, then retry.
      if (!(error instanceof IntuitError) || error.failure !== 'unauthorized' || retried)
        throw error;
      retried = true;
      const renewed = await reauthorize();
      access = { accessToken: renewed.accessToken, realmId: renewed.realmId };
      answer = await intuit.queryInvoices(access, start, INVOICE_PAGE_SIZE);
    }
    all.push(...answer.invoices);
    if (answer.invoices.length < INVOICE_PAGE_SIZE) return all;
  }
  throw new IntuitError(
    'malformed',
    `More than ${MAX_INVOICE_PAGES * INVOICE_PAGE_SIZE} invoices: the import stops here.`,
  );
}

export const quickbooksImportSpec: ContractSpec<'quickbooksImport', QuickbooksPorts> = {
  name: 'quickbooksImport',
  schema: NoArgumentsSchema,
  access: ACCESS,
  messages: { ...baseMessages, internal: M.fetchFailed },
  async run({ caller, ports, now }) {
    const configured = requireIntuit(ports);
    const { intuit } = configured;
    const uid = caller.uid;
    const connection = await freshConnection(ports, configured, uid, now);

    let invoices: IntuitInvoice[];
    try {
      invoices = await readAllInvoices(intuit, connection, () =>
        freshConnection(ports, configured, uid, now, true),
      );
    } catch (error) {
      if (!(error instanceof IntuitError)) throw error;
      logIntuit(ports.log, 'quickbooksImport', uid, error);
      throw new Rejection('unavailable', M.fetchFailed);
    }

    const records: ImportedRecord[] = [];
    const skipped: { invoiceId: string | null; why: string }[] = [];
    for (const invoice of invoices) {
      const mapped = mapInvoice(invoice);
      if (mapped.ok) records.push(mapped.record);
      else skipped.push({ invoiceId: mapped.invoiceId, why: mapped.why });
    }
    if (skipped.length > 0)
      ports.log.error('quickbooksImport: invoices that cannot be service records were skipped', {
        uid,
        realmId: connection.realmId,
        skipped: skipped.slice(0, 20),
        count: skipped.length,
      });

    const result: ImportResult = { imported: 0, updated: 0, total: invoices.length };
    for (let i = 0; i < records.length; i += UPSERT_CHUNK) {
      const chunk = records.slice(i, i + UPSERT_CHUNK);
      const plan = await ports.store.transact(async (tx) => {
        const paths = chunk.map((r) => importedRecordPath(uid, connection.realmId, r.invoiceId));
        const snaps = await tx.getAll(paths);
        const existing = new Map(paths.map((p, k) => [p, snaps[k]?.data ?? null]));
        const upsert = planUpsert({
          uid,
          realmId: connection.realmId,
          records: chunk,
          existing,
          now,
        });
        return { writes: upsert.writes, result: upsert };
      });
      result.imported += plan.imported;
      result.updated += plan.updated;
    }
    await ports.store.transact(async (tx) => {
      // Only while still connected to the same company (a disconnect may have happened meanwhile).
      const current = readConnection((await tx.get(connectionPath(uid)))?.data ?? null);
      const same = current?.status === 'connected' && current.realmId === connection.realmId;
      return { writes: same ? [planImported(uid, now)] : [], result: null };
    });
    return result;
  },
};

/** The QuickBooks callables by wire name: the wiring, the fuzz entries and the tests take them from here. */
export const QUICKBOOKS_CALLABLES = {
  quickbooksConnect: quickbooksConnectSpec,
  quickbooksStatus: quickbooksStatusSpec,
  quickbooksDisconnect: quickbooksDisconnectSpec,
  quickbooksImport: quickbooksImportSpec,
} as const;
