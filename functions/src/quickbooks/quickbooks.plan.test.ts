/**
 * The pure QuickBooks decisions: OAuth state (single use, bound to the uid, 10
 * minutes), refresh timing, invoice → service record mapping (cents without
 * float error) and the idempotent upsert.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REFRESH_MARGIN_MS,
  STATE_TTL_MS,
  consumeState,
  nonceHash,
  needsRefresh,
  planCreateState,
  planRefreshFailed,
  readConnection,
  stateDocPath,
  statusOf,
  type ConnectedDoc,
} from './connection';
import {
  UNKNOWN_CLIENT,
  amountToCents,
  importedRecordPath,
  mapInvoice,
  planUpsert,
  type ImportedRecord,
} from './invoices';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const STATE = 'Vq3m1hX0y9Zk7nP2r5tW8aBcDeFgHiJkLmNoPqRsTuV';
const NONCE = 'n0nceN0nceN0nceN0nceN0nceN0nceN0nceN0nce012';

describe('OAuth state', () => {
  it('is stored by its SHA-256 (never the raw value), for the uid and the flow nonce’s hash, 10 minutes', () => {
    const hash = nonceHash(NONCE);
    const writes = planCreateState({
      uid: 'u1',
      state: STATE,
      nonceHash: hash,
      now: NOW,
      existing: [],
    });
    expect(writes).toEqual([
      {
        op: 'create',
        path: stateDocPath(STATE),
        data: {
          uid: 'u1',
          nonceHash: hash,
          createdAt: NOW,
          expiresAt: new Date(NOW.getTime() + STATE_TTL_MS),
        },
      },
    ]);
    expect(stateDocPath(STATE)).toMatch(/^oauthStates\/[0-9a-f]{64}$/);
    expect(stateDocPath(STATE)).not.toContain(STATE);
    expect(JSON.stringify(writes)).not.toContain(NONCE);
    // base64url(SHA-256): the PKCE S256 challenge of the nonce as verifier (RFC 7636 §4.2).
    expect(hash).toBe(createHash('sha256').update(NONCE).digest('base64url'));
  });

  it('sweeps the caller’s expired states, keeps the live ones', () => {
    const hash = nonceHash(NONCE);
    const live = {
      uid: 'u1',
      nonceHash: hash,
      createdAt: NOW,
      expiresAt: new Date(NOW.getTime() + 1000),
    };
    const dead = { uid: 'u1', nonceHash: hash, createdAt: NOW, expiresAt: NOW };
    const writes = planCreateState({
      uid: 'u1',
      state: STATE,
      nonceHash: nonceHash(NONCE),
      now: NOW,
      existing: [
        { path: 'oauthStates/live', data: live },
        { path: 'oauthStates/dead', data: dead },
        { path: 'oauthStates/junk', data: { uid: 'u1' } },
      ],
    });
    expect(writes.filter((w) => w.op === 'delete').map((w) => w.path)).toEqual([
      'oauthStates/dead',
      'oauthStates/junk',
    ]);
  });

  const doc = (expiresAt: Date) => ({
    uid: 'u1',
    nonceHash: nonceHash(NONCE),
    createdAt: NOW,
    expiresAt,
  });
  const path = 'oauthStates/h';
  const later = new Date(NOW.getTime() + STATE_TTL_MS);

  it('a live state with the browser’s nonce → ok and deleted', () => {
    expect(consumeState({ path, data: doc(later), nonce: NONCE, now: NOW })).toEqual({
      ok: true,
      uid: 'u1',
      writes: [{ op: 'delete', path }],
    });
  });

  it('missing (never made, or already used) → unverified, nothing written', () => {
    expect(consumeState({ path, data: null, nonce: NONCE, now: NOW })).toEqual({
      ok: false,
      reason: 'unverified',
      writes: [],
    });
  });

  it('expired (at 10 minutes exactly and after) → unverified, and deleted', () => {
    const verdict = consumeState({ path, data: doc(NOW), nonce: NONCE, now: NOW });
    expect(verdict).toEqual({ ok: false, reason: 'unverified', writes: [{ op: 'delete', path }] });
  });

  it('another browser’s nonce, or a state without one → unverified, and deleted (no retry)', () => {
    const other = 'x'.repeat(43);
    expect(consumeState({ path, data: doc(later), nonce: other, now: NOW })).toEqual({
      ok: false,
      reason: 'unverified',
      writes: [{ op: 'delete', path }],
    });
    const { nonceHash: _dropped, ...withoutNonce } = doc(later);
    expect(consumeState({ path, data: withoutNonce, nonce: NONCE, now: NOW })).toMatchObject({
      ok: false,
      reason: 'unverified',
    });
  });
});

function connected(expiresInMs: number): ConnectedDoc {
  return {
    status: 'connected',
    uid: 'u1',
    realmId: '9130',
    environment: 'sandbox',
    companyName: 'Pipes Inc',
    accessTokenSealed: 'v1.sealed-a',
    refreshTokenSealed: 'v1.sealed-r',
    accessTokenExpiresAt: new Date(NOW.getTime() + expiresInMs),
    refreshTokenExpiresAt: null,
    connectedAt: NOW,
    lastImportAt: null,
    updatedAt: NOW,
  };
}

describe('token refresh timing', () => {
  it('refreshes when the access token expires within 5 minutes (boundary included), not before', () => {
    expect(needsRefresh(connected(REFRESH_MARGIN_MS + 1), NOW)).toBe(false);
    expect(needsRefresh(connected(REFRESH_MARGIN_MS), NOW)).toBe(true);
    expect(needsRefresh(connected(60_000), NOW)).toBe(true);
    expect(needsRefresh(connected(-1), NOW)).toBe(true);
  });

  it('a refused refresh leaves a disconnected connection without tokens; status says why', () => {
    const write = planRefreshFailed(connected(0), NOW);
    expect(write.op).toBe('set');
    const data = (write as { data: Record<string, unknown> }).data;
    expect(data).not.toHaveProperty('accessTokenSealed');
    expect(data).not.toHaveProperty('refreshTokenSealed');
    expect(statusOf(readConnection(data), true)).toEqual({
      connected: false,
      problem: 'refresh-failed',
    });
  });

  it('status: connected with ISO dates; not configured; nothing stored', () => {
    const conn = { ...connected(3_600_000), lastImportAt: NOW };
    expect(statusOf(readConnection({ ...conn }), true)).toEqual({
      connected: true,
      realmId: '9130',
      companyName: 'Pipes Inc',
      connectedAt: NOW.toISOString(),
      lastImportAt: NOW.toISOString(),
    });
    expect(statusOf(null, true)).toEqual({ connected: false });
    expect(statusOf(readConnection({ ...conn }), false)).toEqual({
      connected: false,
      problem: 'not-configured',
    });
    expect(readConnection({ status: 'connected', uid: 'u1', realmId: '1' })).toBeNull();
  });
});

describe('amountToCents', () => {
  it('reads the decimal text, never float arithmetic', () => {
    expect(amountToCents(1234.56)).toBe(123456);
    expect(amountToCents(0.1)).toBe(10);
    expect(amountToCents(0.29)).toBe(29); // 0.29 * 100 = 28.999999999999996
    expect(amountToCents(1005.7)).toBe(100570); // 1005.7 * 100 = 100569.99999999999
    expect(amountToCents(19.999)).toBe(2000);
    expect(amountToCents(19.994)).toBe(1999);
    expect(amountToCents('42.5')).toBe(4250);
    expect(amountToCents(0)).toBe(0);
    expect(amountToCents(-12.5)).toBe(-1250);
    expect(amountToCents(1e-7)).toBe(0);
    for (const bad of [Number.NaN, Infinity, '12a', '', null, undefined, {}, '1e3'])
      expect(amountToCents(bad)).toBeNull();
  });

  it('for every amount with two decimals, JSON’s number reads back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (cents) => {
        const json = JSON.parse(
          `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
        );
        expect(amountToCents(json)).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('mapInvoice', () => {
  const invoice = {
    Id: '130',
    DocNumber: '1037',
    TxnDate: '2026-02-14',
    CustomerRef: { value: '3', name: 'Amy’s Bird Sanctuary' },
    TotalAmt: 362.07,
    Balance: 100.1,
    Line: [
      { Description: 'Rock Fountain', Amount: 275 },
      { Description: '  Fountain   Pump ', Amount: 87.07 },
      { Description: 'Rock Fountain' },
      { Amount: 362.07, DetailType: 'SubTotalLineDetail' },
    ],
  };

  it('maps Id, DocNumber, TxnDate, CustomerRef.name, TotalAmt, Balance; open balance → pending', () => {
    expect(mapInvoice(invoice)).toEqual({
      ok: true,
      record: {
        invoiceId: '130',
        docNumber: '1037',
        date: '2026-02-14',
        client: 'Amy’s Bird Sanctuary',
        description: 'Rock Fountain; Fountain Pump',
        amountCents: 36207,
        balanceCents: 10010,
        status: 'pending',
      },
    });
  });

  it('Balance 0 → completed; numeric Id; no DocNumber, customer or lines → fallbacks', () => {
    const mapped = mapInvoice({ Id: 7, TxnDate: '2026-01-02', TotalAmt: 50, Balance: 0 });
    expect(mapped).toEqual({
      ok: true,
      record: {
        invoiceId: '7',
        docNumber: '7',
        date: '2026-01-02',
        client: UNKNOWN_CLIENT,
        description: 'QuickBooks invoice 7',
        amountCents: 5000,
        balanceCents: 0,
        status: 'completed',
      },
    });
  });

  it('a balance above the total or below 0 is clamped; long texts are clipped to the schema’s limits', () => {
    const over = mapInvoice({ ...invoice, Balance: 999 });
    expect(over.ok && over.record.balanceCents).toBe(36207);
    const under = mapInvoice({ ...invoice, Balance: -5 });
    expect(under.ok && [under.record.balanceCents, under.record.status]).toEqual([0, 'completed']);
    const long = mapInvoice({
      ...invoice,
      CustomerRef: { name: 'x'.repeat(300) },
      Line: [{ Description: 'y'.repeat(3000) }],
    });
    expect(long.ok && [long.record.client.length, long.record.description.length]).toEqual([
      120, 2000,
    ]);
  });

  it('skips what cannot be a service record (with the reason)', () => {
    expect(mapInvoice({ ...invoice, Id: '../x' })).toMatchObject({ ok: false, invoiceId: null });
    expect(mapInvoice({ ...invoice, TxnDate: '2026-02-30' })).toMatchObject({ ok: false });
    expect(mapInvoice({ ...invoice, TotalAmt: -1 })).toMatchObject({ ok: false });
    expect(mapInvoice({ ...invoice, TotalAmt: 'abc' })).toMatchObject({ ok: false });
    expect(mapInvoice({ ...invoice, Balance: 'abc' })).toMatchObject({ ok: false });
  });
});

describe('planUpsert', () => {
  const record = (id: string, amountCents = 1000): ImportedRecord => ({
    invoiceId: id,
    docNumber: `D${id}`,
    date: '2026-01-01',
    client: 'C',
    description: 'D',
    amountCents,
    balanceCents: 0,
    status: 'completed',
  });

  it('creates new records, updates changed ones (keeping createdAt and offer), leaves the same ones', () => {
    const first = planUpsert({
      uid: 'u1',
      realmId: '9130',
      records: [record('1'), record('2'), record('2')],
      existing: new Map(),
      now: NOW,
    });
    expect([first.imported, first.updated, first.unchanged]).toEqual([2, 0, 0]);
    expect(first.writes.map((w) => [w.op, w.path])).toEqual([
      ['create', 'serviceRecords/qb_u1_9130_1'],
      ['create', 'serviceRecords/qb_u1_9130_2'],
    ]);
    const stored = new Map(
      first.writes.map((w) => [
        w.path,
        { ...(w as { data: Record<string, unknown> }).data, offer: { state: 'sent' } },
      ]),
    );
    const later = new Date(NOW.getTime() + 1000);
    const second = planUpsert({
      uid: 'u1',
      realmId: '9130',
      records: [record('1'), record('2', 2000)],
      existing: stored,
      now: later,
    });
    expect([second.imported, second.updated, second.unchanged]).toEqual([0, 1, 1]);
    expect(second.writes).toEqual([
      {
        op: 'update',
        path: importedRecordPath('u1', '9130', '2'),
        data: expect.objectContaining({ amountCents: 2000, updatedAt: later }) as unknown,
      },
    ]);
    const data = (second.writes[0] as { data: Record<string, unknown> }).data;
    expect(data).not.toHaveProperty('createdAt');
    expect(data).not.toHaveProperty('offer');
  });

  it('compares maps by content, not key order: Firestore hands maps back with sorted keys', () => {
    const first = planUpsert({
      uid: 'u1',
      realmId: '9130',
      records: [record('1')],
      existing: new Map(),
      now: NOW,
    });
    const written = (first.writes[0] as { data: Record<string, unknown> }).data;
    // What a read returns: every map (and the document) with its keys in sorted order.
    const sortedKeys = (value: unknown): unknown =>
      typeof value === 'object' && value !== null && !(value instanceof Date)
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
          )
        : value;
    const asRead = sortedKeys(written) as Record<string, unknown>;
    expect(Object.keys(asRead['source'] as object)).not.toEqual(
      Object.keys(written['source'] as object),
    );
    const again = planUpsert({
      uid: 'u1',
      realmId: '9130',
      records: [record('1')],
      existing: new Map([[importedRecordPath('u1', '9130', '1'), asRead]]),
      now: NOW,
    });
    expect(again.writes).toEqual([]);
    expect(again.unchanged).toBe(1);
  });
});
