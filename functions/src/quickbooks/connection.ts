/**
 * QuickBooks connection and OAuth state — the pure decisions (docs/architecture.md §5, §3).
 *
 * `oauthStates/{sha256(state)}` { uid, nonceHash, createdAt, expiresAt }: made by
 * quickbooksConnect, consumed (deleted) by the first callback that names it —
 * single-use, bound to the uid and to the browser that pressed Connect (the flow's
 * cookie, whose SHA-256 is `nonceHash` and the PKCE code challenge), valid 10
 * minutes. Only hashes are stored.
 *
 * `quickbooksConnections/{uid}`: the realm id and the tokens of a contractor's
 * company, the tokens sealed with AES-256-GCM (token-cipher.ts), never readable by a
 * client (firestore.rules deny everything there). A refresh that Intuit refuses leaves
 * the document as `disconnected` with `problem: 'refresh-failed'` and without tokens,
 * so the portal can say why.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { DocData, WriteOp } from '../kit/store';
import type { QuickbooksEnvironment, TokenSet } from './intuit-port';

export const OAUTH_STATES_COLLECTION = 'oauthStates';
export const QUICKBOOKS_CONNECTIONS_COLLECTION = 'quickbooksConnections';

export const STATE_TTL_MS = 10 * 60_000;
/** Access tokens are refreshed when they expire within this margin (Intuit's live one hour). */
export const REFRESH_MARGIN_MS = 5 * 60_000;
/** Expired states of a user swept when they start a new connection (bounded per call). */
export const STATE_SWEEP_LIMIT = 20;

/** Spec §8 and ours. */
export const QUICKBOOKS_MESSAGES = {
  connectFailed: 'Failed to initiate QuickBooks connection',
  fetchFailed: 'Failed to fetch invoices',
  notConnected: 'Not connected to QuickBooks',
  signedOut: 'No authenticated user found',
  contractorsOnly: 'Only contractor accounts can connect QuickBooks.',
  notConfigured: 'QuickBooks is not configured on this server.',
  disconnectFailed: 'Failed to disconnect QuickBooks. Please try again.',
  noArguments: 'This request takes no arguments.',
} as const;

/**
 * Redirect reason codes of the callback: `unverified` ("the connection could not be
 * verified") covers no flow cookie, a wrong one, and a state that is unknown, used,
 * malformed or expired.
 */
export type CallbackReason = 'denied' | 'unverified' | 'exchange-failed' | 'missing-code';

/** A state as the browser carries it: 32 random bytes, base64url (43 characters). */
export const STATE_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export function stateDocPath(state: string): string {
  return `${OAUTH_STATES_COLLECTION}/${createHash('sha256').update(state).digest('hex')}`;
}

export function connectionPath(uid: string): string {
  return `${QUICKBOOKS_CONNECTIONS_COLLECTION}/${uid}`;
}

export interface StateDoc {
  uid: string;
  /** SHA-256 of the flow's nonce, base64url: also the PKCE S256 code challenge. */
  nonceHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** base64url(SHA-256(nonce)): what the state keeps, and the PKCE code challenge. */
export function nonceHash(nonce: string): string {
  return createHash('sha256').update(nonce).digest('base64url');
}

function asDate(value: unknown): Date | null {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;
}

export function readStateDoc(data: DocData | null): StateDoc | null {
  if (!data) return null;
  const uid = data['uid'];
  const hash = data['nonceHash'];
  const createdAt = asDate(data['createdAt']);
  const expiresAt = asDate(data['expiresAt']);
  if (typeof uid !== 'string' || uid === '' || !createdAt || !expiresAt) return null;
  if (typeof hash !== 'string' || hash === '') return null;
  return { uid, nonceHash: hash, createdAt, expiresAt };
}

/** quickbooksConnect: a new state for the caller, and the caller's expired states swept. */
export function planCreateState(args: {
  uid: string;
  state: string;
  /** `nonceHash(nonce)` of the flow's cookie. */
  nonceHash: string;
  now: Date;
  /** The caller's existing states (path + data), read in the same transaction. */
  existing: readonly { path: string; data: DocData }[];
}): WriteOp[] {
  const { uid, state, now, existing } = args;
  const expired = existing.filter((s) => {
    const doc = readStateDoc(s.data);
    return !doc || doc.expiresAt.getTime() <= now.getTime();
  });
  return [
    ...expired.map((s): WriteOp => ({ op: 'delete', path: s.path })),
    {
      op: 'create',
      path: stateDocPath(state),
      data: {
        uid,
        nonceHash: args.nonceHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + STATE_TTL_MS),
      },
    },
  ];
}

export type StateVerdict =
  | { ok: true; uid: string; writes: WriteOp[] }
  | { ok: false; reason: 'unverified'; writes: WriteOp[] };

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The callback's state check, given the flow cookie's nonce. Whatever the verdict, a
 * state that exists is deleted (single use: a second callback with it finds nothing).
 * Only the browser holding the nonce whose hash the state keeps gets through, so a
 * link passed around, or a code injected into someone else's browser, attaches no
 * company to anyone.
 */
export function consumeState(args: {
  path: string;
  data: DocData | null;
  nonce: string;
  now: Date;
}): StateVerdict {
  const { path, data, nonce, now } = args;
  if (!data) return { ok: false, reason: 'unverified', writes: [] };
  const writes: WriteOp[] = [{ op: 'delete', path }];
  const doc = readStateDoc(data);
  if (!doc || !sameHash(doc.nonceHash, nonceHash(nonce)))
    return { ok: false, reason: 'unverified', writes };
  if (now.getTime() >= doc.expiresAt.getTime()) return { ok: false, reason: 'unverified', writes };
  return { ok: true, uid: doc.uid, writes };
}

// ---- connections --------------------------------------------------------------------------

export interface ConnectedDoc {
  status: 'connected';
  uid: string;
  realmId: string;
  environment: QuickbooksEnvironment;
  companyName: string | null;
  /** Sealed (token-cipher.ts): never the token itself. */
  accessTokenSealed: string;
  /** Sealed (token-cipher.ts): never the token itself. */
  refreshTokenSealed: string;
  accessTokenExpiresAt: Date;
  refreshTokenExpiresAt: Date | null;
  connectedAt: Date;
  lastImportAt: Date | null;
  updatedAt: Date;
}

export interface DisconnectedDoc {
  status: 'disconnected';
  uid: string;
  realmId: string;
  companyName: string | null;
  problem: 'refresh-failed';
  connectedAt: Date | null;
  lastImportAt: Date | null;
  updatedAt: Date;
}

export type ConnectionDoc = ConnectedDoc | DisconnectedDoc;

const stringOr = <T>(value: unknown, fallback: T): string | T =>
  typeof value === 'string' && value !== '' ? value : fallback;

/** Reads a stored connection; anything unreadable counts as no connection. */
export function readConnection(data: DocData | null): ConnectionDoc | null {
  if (!data) return null;
  const uid = stringOr(data['uid'], null);
  const realmId = stringOr(data['realmId'], null);
  if (!uid || !realmId) return null;
  const companyName = stringOr(data['companyName'], null);
  const lastImportAt = asDate(data['lastImportAt']);
  const updatedAt = asDate(data['updatedAt']) ?? new Date(0);
  if (data['status'] === 'disconnected') {
    return {
      status: 'disconnected',
      uid,
      realmId,
      companyName,
      problem: 'refresh-failed',
      connectedAt: asDate(data['connectedAt']),
      lastImportAt,
      updatedAt,
    };
  }
  const accessTokenSealed = stringOr(data['accessTokenSealed'], null);
  const refreshTokenSealed = stringOr(data['refreshTokenSealed'], null);
  const accessTokenExpiresAt = asDate(data['accessTokenExpiresAt']);
  const connectedAt = asDate(data['connectedAt']);
  const environment = data['environment'] === 'production' ? 'production' : 'sandbox';
  if (
    data['status'] !== 'connected' ||
    !accessTokenSealed ||
    !refreshTokenSealed ||
    !accessTokenExpiresAt ||
    !connectedAt
  )
    return null;
  return {
    status: 'connected',
    uid,
    realmId,
    environment,
    companyName,
    accessTokenSealed,
    refreshTokenSealed,
    accessTokenExpiresAt,
    refreshTokenExpiresAt: asDate(data['refreshTokenExpiresAt']),
    connectedAt,
    lastImportAt,
    updatedAt,
  };
}

/** A token set with its tokens sealed (the shell seals: sealing is not pure). */
export interface SealedTokens {
  accessTokenSealed: string;
  refreshTokenSealed: string;
  accessTokenExpiresAt: Date;
  refreshTokenExpiresAt: Date | null;
}

export function sealedTokens(
  tokens: TokenSet,
  seal: (plain: string, field: 'accessToken' | 'refreshToken') => string,
): SealedTokens {
  return {
    accessTokenSealed: seal(tokens.accessToken, 'accessToken'),
    refreshTokenSealed: seal(tokens.refreshToken, 'refreshToken'),
    accessTokenExpiresAt: tokens.accessTokenExpiresAt,
    refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
  };
}

/** The callback's write: a fresh connection (a reconnection replaces the old one). */
export function planConnected(args: {
  uid: string;
  realmId: string;
  environment: QuickbooksEnvironment;
  companyName: string | null;
  tokens: SealedTokens;
  previous: ConnectionDoc | null;
  now: Date;
}): WriteOp {
  const { uid, realmId, environment, companyName, tokens, previous, now } = args;
  // The last import date stays meaningful only for the same company.
  const lastImportAt = previous && previous.realmId === realmId ? previous.lastImportAt : null;
  const doc: ConnectedDoc = {
    status: 'connected',
    uid,
    realmId,
    environment,
    companyName,
    ...tokens,
    connectedAt: now,
    lastImportAt,
    updatedAt: now,
  };
  return { op: 'set', path: connectionPath(uid), data: { ...doc } };
}

/** True when the access token is gone or expires within the margin. */
export function needsRefresh(connection: ConnectedDoc, now: Date): boolean {
  return connection.accessTokenExpiresAt.getTime() - now.getTime() <= REFRESH_MARGIN_MS;
}

/** After a refresh: the new tokens, sealed (Intuit may rotate the refresh token). */
export function planRefreshed(uid: string, tokens: SealedTokens, now: Date): WriteOp {
  return {
    op: 'update',
    path: connectionPath(uid),
    data: { ...tokens, updatedAt: now },
  };
}

/** Intuit refused the refresh token: no tokens kept, the reason kept for the portal. */
export function planRefreshFailed(connection: ConnectedDoc, now: Date): WriteOp {
  const doc: DisconnectedDoc = {
    status: 'disconnected',
    uid: connection.uid,
    realmId: connection.realmId,
    companyName: connection.companyName,
    problem: 'refresh-failed',
    connectedAt: connection.connectedAt,
    lastImportAt: connection.lastImportAt,
    updatedAt: now,
  };
  return { op: 'set', path: connectionPath(connection.uid), data: { ...doc } };
}

export function planImported(uid: string, now: Date): WriteOp {
  return { op: 'update', path: connectionPath(uid), data: { lastImportAt: now, updatedAt: now } };
}

/** quickbooksStatus's answer. */
export interface QuickbooksStatus {
  connected: boolean;
  realmId?: string;
  companyName?: string;
  connectedAt?: string;
  lastImportAt?: string;
  problem?: 'refresh-failed' | 'not-configured';
}

export function statusOf(connection: ConnectionDoc | null, configured: boolean): QuickbooksStatus {
  if (!configured) return { connected: false, problem: 'not-configured' };
  if (!connection) return { connected: false };
  if (connection.status === 'disconnected')
    return { connected: false, problem: connection.problem };
  return {
    connected: true,
    realmId: connection.realmId,
    ...(connection.companyName ? { companyName: connection.companyName } : {}),
    connectedAt: connection.connectedAt.toISOString(),
    ...(connection.lastImportAt ? { lastImportAt: connection.lastImportAt.toISOString() } : {}),
  };
}
