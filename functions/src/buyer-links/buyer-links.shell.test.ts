import { describe, expect, it } from 'vitest';
import {
  BUYER_LINK_MAX_ACTIVE,
  BUYER_LINK_MESSAGES as M,
  BUYER_LINK_OPEN_LOG_DAYS,
  BUYER_LINK_OPENS_KEPT,
  TRUST_MESSAGES,
  type BuyerView,
  type CreateBuyerLinkResult,
} from '@homeledger/domain';
import { callableShell, type CallableRequestLike } from '../kit/callable';
import { platformClientAddress } from '../kit/client-address';
import { MemoryStore } from '../kit/memory-store';
import { httpsFailure, OAK_LANE_ADDRESS } from '../kit/test-support';
import { BUYER_LINK_CALLABLES as buyerLinkSpecs } from './buyer-link-callables';
import {
  BUYER_LINK_REQUESTS_PER_ADDRESS_PER_MINUTE as PER_ADDRESS,
  BUYER_LINK_REQUESTS_PER_LINK_PER_MINUTE as PER_LINK,
  buyerLinkId,
  buyerLinkLimits,
  deviceType,
  memorySigner,
  randomToken,
  type BuyerLinkLimits,
} from './ports';

const T0 = new Date('2026-05-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const PHOTO = 'photos/home/front.jpg';
const RECEIPT = 'receipts/home/up/bill.pdf';
const OWNER = {
  uid: 'olive',
  token: { role: 'homeowner', name: 'Olive', email: 'olive@home.example', email_verified: true },
};
const OTHER = {
  uid: 'hank',
  token: { role: 'homeowner', name: 'Hank', email: 'hank@home.example', email_verified: true },
};
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function world() {
  const store = new MemoryStore({
    'properties/home': {
      ownerId: 'olive',
      ownerName: 'Olive Owner',
      ...OAK_LANE_ADDRESS,
      verificationStatus: 'verified',
      photo: { path: PHOTO, contentType: 'image/jpeg', size: 10 },
      viewerIds: ['olive', 'rita'],
      repairCount: 2,
      lastRepairDate: '2025-06-01',
      totalSpentCents: 150000,
    },
    'properties/hanks': { ownerId: 'hank', verificationStatus: 'verified', viewerIds: ['hank'] },
    'properties/contested': {
      ownerId: 'olive',
      verificationStatus: 'disputed',
      viewerIds: ['olive'],
    },
    'repairs/roof': {
      propertyId: 'home',
      serviceType: 'Roofing',
      date: '2025-06-01',
      status: 'completed',
      description: 'New shingles',
      contractorName: 'Top Roofs',
      costCents: 120000,
      receipt: { path: RECEIPT, name: 'roof.pdf', contentType: 'application/pdf', size: 5 },
      isContractorValidated: true,
      validation: { state: 'validated', contractorName: 'Top Roofs LLC' },
      createdAt: T0,
    },
    'repairs/paint': {
      propertyId: 'home',
      serviceType: 'Painting',
      date: '2024-03-10',
      status: 'completed',
      costCents: 30000,
      validation: { state: 'none' },
      byPreviousOwner: true,
      createdAt: T0,
    },
    'repairs/elsewhere': { propertyId: 'hanks', serviceType: 'Plumbing', date: '2025-01-01' },
  });
  const signer = memorySigner([PHOTO, RECEIPT]);
  let clock = T0;
  let tokens = 0;
  const ports = {
    store,
    signer,
    userAgent: IPHONE as string | null,
    limits: undefined as BuyerLinkLimits | undefined,
    clientIp: null as string | null,
    newToken: () => `${'t'.repeat(40)}${String(++tokens).padStart(3, '0')}`,
    log: { error: () => undefined },
  };
  const opts = { now: () => clock };
  const as =
    <I, R>(spec: Parameters<typeof callableShell<I, R, typeof ports>>[0]) =>
    (auth: CallableRequestLike['auth'], data: unknown) =>
      callableShell(spec, ports, ports.log, opts)({ auth, data });
  return {
    store,
    signer,
    ports,
    setNow: (date: Date) => (clock = date),
    create: as<unknown, CreateBuyerLinkResult>(buyerLinkSpecs.createBuyerLink as never),
    revoke: as<unknown, { linkId: string }>(buyerLinkSpecs.revokeBuyerLink as never),
    extend: as<unknown, { expiresAt: string }>(buyerLinkSpecs.extendBuyerLink as never),
    open: (token: string) =>
      callableShell(
        buyerLinkSpecs.openBuyerLink,
        ports,
        ports.log,
        opts,
      )({ auth: null, data: { token } }),
    receipt: (token: string, repairId: string) =>
      callableShell(
        buyerLinkSpecs.buyerLinkReceipt,
        ports,
        ports.log,
        opts,
      )({
        auth: null,
        data: { token, repairId },
      }),
  };
}

const form = {
  propertyId: 'home',
  label: 'Smith family, 12 Oak Lane offer',
  days: 14,
  hideCosts: false,
  hideOwnerName: false,
  includeReceipts: true,
};

describe('createBuyerLink', () => {
  it('stores a link that expires after the chosen days, owned by the caller', async () => {
    const w = world();
    const result = await w.create(OWNER, form);
    expect(result.expiresAt).toBe(new Date(T0.getTime() + 14 * DAY).toISOString());
    expect(result.linkId).toBe(buyerLinkId(result.token));
    expect(result.linkId).toMatch(/^[0-9a-f]{64}$/);
    // Only the token's hash is stored: neither as the id nor in any field.
    expect(await w.store.get(`buyerLinks/${result.token}`)).toBeNull();
    const doc = await w.store.get(`buyerLinks/${result.linkId}`);
    expect(JSON.stringify(doc?.data)).not.toContain(result.token);
    expect(doc?.data).toMatchObject({
      propertyId: 'home',
      ownerId: 'olive',
      label: 'Smith family, 12 Oak Lane offer',
      hideCosts: false,
      hideOwnerName: false,
      includeReceipts: true,
      revokedAt: null,
      openCount: 0,
      opens: [],
    });
  });

  it('refuses days outside 1–30, an empty label and a non-boolean option with the form’s words', async () => {
    const w = world();
    for (const days of [0, 31, 2.5, '14'])
      expect((await httpsFailure(w.create(OWNER, { ...form, days }))).message).toBe(M.days);
    expect((await httpsFailure(w.create(OWNER, { ...form, label: '  ' }))).message).toBe(M.label);
    const hide = await httpsFailure(w.create(OWNER, { ...form, hideCosts: 'yes' }));
    expect(hide.details).toEqual({ field: 'hideCosts' });
    expect(w.store.writeCount).toBe(0);
  });

  it('is the owner’s alone: someone else’s or a missing property is "not found"', async () => {
    const w = world();
    for (const propertyId of ['hanks', 'missing'])
      expect((await httpsFailure(w.create(OWNER, { ...form, propertyId }))).code).toBe('not-found');
    expect((await httpsFailure(w.create(OTHER, form))).message).toBe(M.propertyNotFound);
    expect(w.store.writeCount).toBe(0);
  });

  it('needs a verified email and a homeowner', async () => {
    const w = world();
    const unverified = { ...OWNER, token: { ...OWNER.token, email_verified: false } };
    expect((await httpsFailure(w.create(unverified, form))).message).toBe(
      TRUST_MESSAGES.verifyEmailFirst,
    );
    const realtor = { uid: 'olive', token: { ...OWNER.token, role: 'realtor' } };
    expect((await httpsFailure(w.create(realtor, form))).code).toBe('permission-denied');
    expect((await httpsFailure(w.create(null, form))).code).toBe('unauthenticated');
  });

  it('refuses a disputed property', async () => {
    const w = world();
    const error = await httpsFailure(w.create(OWNER, { ...form, propertyId: 'contested' }));
    expect(error.message).toBe(M.disputed);
  });

  it(`caps active links at ${BUYER_LINK_MAX_ACTIVE}; revoked and expired ones do not count`, async () => {
    const w = world();
    await w.create(OWNER, { ...form, days: 1 });
    for (let i = 1; i < BUYER_LINK_MAX_ACTIVE; i += 1) await w.create(OWNER, form);
    expect((await httpsFailure(w.create(OWNER, form))).message).toBe(M.tooMany);
    w.setNow(new Date(T0.getTime() + DAY)); // the 1-day link has expired
    await expect(w.create(OWNER, form)).resolves.toBeTruthy();
  });
});

describe('openBuyerLink (no account)', () => {
  it('answers the property, its history with validation marks, photo and receipt names', async () => {
    const w = world();
    const { token } = await w.create(OWNER, form);
    const view: BuyerView = await w.open(token);
    expect(view.property).toEqual({
      ...OAK_LANE_ADDRESS,
      verificationStatus: 'verified',
      ownerName: 'Olive Owner',
      photoUrl: `memory://${PHOTO}?signed=1`,
      repairCount: 2,
      lastRepairDate: '2025-06-01',
      totalSpentCents: 150000,
    });
    expect(view.repairs.map((r) => r.id)).toEqual(['roof', 'paint']); // newest first, own only
    expect(view.repairs[0]).toMatchObject({
      costCents: 120000,
      validatedBy: 'Validated by Top Roofs LLC (email verified, business not verified)',
      receiptName: 'roof.pdf',
    });
    expect(view.repairs[1]?.validatedBy).toBeNull();
    expect(view.repairs.map((r) => r.byPreviousOwner)).toEqual([false, true]);
    expect(view.expiresAt).toBe(new Date(T0.getTime() + 14 * DAY).toISOString());
  });

  it('hides costs, the owner’s name and receipts when the link says so', async () => {
    const w = world();
    const { token } = await w.create(OWNER, {
      ...form,
      hideCosts: true,
      hideOwnerName: true,
      includeReceipts: false,
    });
    const view = await w.open(token);
    expect(view.property.ownerName).toBeNull();
    expect(view.property.totalSpentCents).toBeNull();
    expect(view.repairs.every((r) => r.costCents === null && r.receiptName === null)).toBe(true);
    expect(JSON.stringify(view)).not.toMatch(/Olive|120000|150000|roof\.pdf|receipts\//);
    expect((await httpsFailure(w.receipt(token, 'roof'))).message).toBe(M.receiptUnavailable);
  });

  it('logs each open with its time and device type, never an IP, keeping the newest', async () => {
    const w = world();
    const { token } = await w.create(OWNER, form);
    await w.open(token);
    w.ports.userAgent = MAC;
    w.setNow(new Date(T0.getTime() + 60_000));
    await w.open(token);
    const doc = await w.store.get(`buyerLinks/${buyerLinkId(token)}`);
    expect(doc?.data['openCount']).toBe(2);
    expect(doc?.data['opens']).toEqual([
      { at: T0, device: 'mobile' },
      { at: new Date(T0.getTime() + 60_000), device: 'desktop' },
    ]);
    expect(doc?.data['lastOpenedAt']).toEqual(new Date(T0.getTime() + 60_000));
    // Exactly the link's own fields: no IP address or User-Agent is kept anywhere.
    expect(Object.keys(doc?.data ?? {}).sort()).toEqual(
      [
        'createdAt',
        'expiresAt',
        'hideCosts',
        'hideOwnerName',
        'includeReceipts',
        'label',
        'lastOpenedAt',
        'openCount',
        'opens',
        'ownerId',
        'propertyId',
        'revokedAt',
      ].sort(),
    );
    for (let i = 0; i < BUYER_LINK_OPENS_KEPT + 5; i += 1) {
      w.ports.clientIp = `203.0.113.${i}`;
      await w.open(token);
    }
    const after = await w.store.get(`buyerLinks/${buyerLinkId(token)}`);
    expect(after?.data['openCount']).toBe(BUYER_LINK_OPENS_KEPT + 7);
    expect((after?.data['opens'] as unknown[]).length).toBe(BUYER_LINK_OPENS_KEPT);
  });

  it('logs one open per client per hour in the open log, which holds no address (#33)', async () => {
    const w = world();
    const { token } = await w.create(OWNER, form);
    const linkId = buyerLinkId(token);
    w.ports.clientIp = '198.51.100.7';
    const writes = w.store.writeCount;
    for (let i = 0; i < 5; i += 1) await w.open(token);
    // Reloads within the hour rewrite nothing: one log entry, one update of the link.
    expect(w.store.writeCount - writes).toBe(2);
    const visits = await w.store.query({ collection: `buyerLinks/${linkId}/opens` });
    expect(visits).toHaveLength(1);
    expect(visits[0]?.data).toEqual({
      at: T0,
      device: 'mobile',
      expireAt: new Date(T0.getTime() + BUYER_LINK_OPEN_LOG_DAYS * DAY),
    });
    expect(JSON.stringify(visits)).not.toContain('198.51.100.7');
    // Another client, and the same client an hour later, are new visits.
    w.ports.clientIp = '198.51.100.8';
    await w.open(token);
    w.ports.clientIp = '198.51.100.7';
    w.setNow(new Date(T0.getTime() + 60 * 60_000));
    await w.open(token);
    expect(await w.store.query({ collection: `buyerLinks/${linkId}/opens` })).toHaveLength(3);
    expect((await w.store.get(`buyerLinks/${linkId}`))?.data['openCount']).toBe(3);
  });

  it('still shows the page when the open cannot be logged (#33)', async () => {
    const w = world();
    const { token } = await w.create(OWNER, form);
    const errors: unknown[] = [];
    w.ports.log = { error: (...args: unknown[]) => void errors.push(args) };
    const transact = w.store.transact.bind(w.store);
    w.store.transact = () => Promise.reject(new Error('contention'));
    const view = await w.open(token);
    expect(view.repairs).toHaveLength(2);
    expect(errors).toEqual([
      ['buyer link open not logged', { linkId: buyerLinkId(token), error: 'contention' }],
    ]);
    w.store.transact = transact;
    expect((await w.store.get(`buyerLinks/${buyerLinkId(token)}`))?.data['openCount']).toBe(0);
  });

  it('answers "expired" for an expired, revoked, unknown or malformed link, and logs nothing', async () => {
    const w = world();
    const { token } = await w.create(OWNER, { ...form, days: 1 });
    const revoked = await w.create(OWNER, form);
    await w.revoke(OWNER, { linkId: revoked.linkId });
    const writes = w.store.writeCount;
    w.setNow(new Date(T0.getTime() + DAY)); // the expiry instant itself is expired
    const hashed = buyerLinkId(token);
    for (const bad of [token, revoked.token, randomToken(), 'short', '', hashed])
      expect((await httpsFailure(w.open(bad))).message).toBe(M.expired);
    expect(w.store.writeCount).toBe(writes);
    expect((await w.store.get(`buyerLinks/${hashed}`))?.data['openCount']).toBe(0);
  });

  it('stops working once the property has another owner or is being removed', async () => {
    const w = world();
    const { token } = await w.create(OWNER, form);
    await w.store.commit([{ op: 'update', path: 'properties/home', data: { ownerId: 'hank' } }]);
    expect((await httpsFailure(w.open(token))).message).toBe(M.expired);
    await w.store.commit([
      { op: 'update', path: 'properties/home', data: { ownerId: 'olive', deleting: true } },
    ]);
    expect((await httpsFailure(w.open(token))).message).toBe(M.expired);
  });
});

describe('links stored before tokens were hashed', () => {
  it('no longer open: a document whose id is the token itself answers "expired"', async () => {
    const w = world();
    const legacy = randomToken();
    await w.store.commit([
      {
        op: 'create',
        path: `buyerLinks/${legacy}`,
        data: {
          propertyId: 'home',
          ownerId: 'olive',
          label: 'Old link',
          hideCosts: false,
          hideOwnerName: false,
          includeReceipts: true,
          createdAt: T0,
          expiresAt: new Date(T0.getTime() + 14 * DAY),
          revokedAt: null,
          openCount: 0,
          opens: [],
          lastOpenedAt: null,
        },
      },
    ]);
    const writes = w.store.writeCount;
    expect((await httpsFailure(w.open(legacy))).message).toBe(M.expired);
    expect((await httpsFailure(w.receipt(legacy, 'roof'))).message).toBe(M.expired);
    // Nor can the owner extend it back to life: its id is no link id.
    expect((await httpsFailure(w.extend(OWNER, { linkId: legacy, days: 7 }))).message).toBe(
      M.linkNotFound,
    );
    expect(w.store.writeCount).toBe(writes);
  });
});

describe('buyerLinkReceipt', () => {
  it('signs the receipt of one of the property’s repairs when receipts are included', async () => {
    const w = world();
    const { token, linkId } = await w.create(OWNER, form);
    await expect(w.receipt(token, 'roof')).resolves.toEqual({
      url: `memory://${RECEIPT}?signed=1`,
      name: 'roof.pdf',
    });
    for (const repairId of ['paint', 'elsewhere', 'missing'])
      expect((await httpsFailure(w.receipt(token, repairId))).message).toBe(M.receiptUnavailable);
    expect((await httpsFailure(w.receipt(linkId, 'roof'))).message).toBe(M.expired);
    await w.revoke(OWNER, { linkId });
    expect((await httpsFailure(w.receipt(token, 'roof'))).message).toBe(M.expired);
  });
});

describe('revokeBuyerLink and extendBuyerLink', () => {
  it('revokes at once and idempotently; only the owner can', async () => {
    const w = world();
    const { token, linkId } = await w.create(OWNER, form);
    expect((await httpsFailure(w.revoke(OTHER, { linkId }))).message).toBe(M.linkNotFound);
    // The owner names a link by its id; the token itself is no name for it.
    expect((await httpsFailure(w.revoke(OWNER, { linkId: token }))).message).toBe(M.linkNotFound);
    await w.revoke(OWNER, { linkId });
    const again = await w.revoke(OWNER, { linkId });
    expect(again).toEqual({ linkId, revokedAt: T0.toISOString() });
    expect((await httpsFailure(w.open(token))).message).toBe(M.expired);
  });

  it('extends from now (an expired link works again), never a revoked one', async () => {
    const w = world();
    const { token, linkId } = await w.create(OWNER, { ...form, days: 1 });
    w.setNow(new Date(T0.getTime() + 2 * DAY));
    expect((await httpsFailure(w.open(token))).message).toBe(M.expired);
    const { expiresAt } = await w.extend(OWNER, { linkId, days: 7 });
    expect(expiresAt).toBe(new Date(T0.getTime() + 9 * DAY).toISOString());
    await expect(w.open(token)).resolves.toBeTruthy();
    expect((await httpsFailure(w.extend(OTHER, { linkId, days: 7 }))).message).toBe(M.linkNotFound);
    expect((await httpsFailure(w.extend(OWNER, { linkId, days: 31 }))).message).toBe(M.days);
    await w.revoke(OWNER, { linkId });
    expect((await httpsFailure(w.extend(OWNER, { linkId, days: 7 }))).message).toBe(M.revoked);
  });
});

describe('rate limits of the public callables', () => {
  function limited() {
    const w = world();
    let ms = T0.getTime();
    w.ports.limits = buyerLinkLimits(() => ms);
    return { w, later: (by: number) => (ms += by) };
  }

  it(`answers one link at most ${PER_LINK} times a minute, with a clear message and no write`, async () => {
    const { w, later } = limited();
    const { token } = await w.create(OWNER, form);
    for (let i = 0; i < PER_LINK; i += 1) await w.open(token);
    const writes = w.store.writeCount;
    const error = await httpsFailure(w.open(token));
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(M.rateLimited);
    expect(error.details).toEqual({ reason: 'rate-limited' });
    // The receipt shares the link's budget.
    expect((await httpsFailure(w.receipt(token, 'roof'))).message).toBe(M.rateLimited);
    expect(w.store.writeCount).toBe(writes);
    const doc = await w.store.get(`buyerLinks/${buyerLinkId(token)}`);
    // One client's opens within the hour are one visit.
    expect(doc?.data['openCount']).toBe(1);
    // Another link is not held back, and the next minute the first opens again.
    const other = await w.create(OWNER, form);
    await expect(w.open(other.token)).resolves.toBeTruthy();
    later(60_000);
    await expect(w.open(token)).resolves.toBeTruthy();
  });

  it(`lets one address make ${PER_ADDRESS} requests a minute over all links, guesses included`, async () => {
    const { w, later } = limited();
    const { token } = await w.create(OWNER, form);
    w.ports.clientIp = '203.0.113.7';
    for (let i = 0; i < PER_ADDRESS; i += 1)
      expect((await httpsFailure(w.open(randomToken()))).message).toBe(M.expired);
    expect((await httpsFailure(w.open(token))).message).toBe(M.rateLimited);
    w.ports.clientIp = '198.51.100.2';
    await expect(w.open(token)).resolves.toBeTruthy();
    w.ports.clientIp = '203.0.113.7';
    later(60_000);
    await expect(w.open(token)).resolves.toBeTruthy();
  });

  it('takes the address Google’s front end appended, never one the client wrote', () => {
    expect(
      platformClientAddress({
        ip: '10.0.0.1',
        headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.7' },
      }),
    ).toBe('203.0.113.7');
    expect(
      platformClientAddress({
        ip: '10.0.0.1',
        headers: { 'x-forwarded-for': ['9.9.9.9', '8.8.8.8'] },
      }),
    ).toBe('8.8.8.8');
    expect(platformClientAddress({ ip: '10.0.0.1', headers: {} })).toBe('10.0.0.1');
    expect(platformClientAddress({ headers: { 'x-forwarded-for': ' , ' } })).toBeNull();
  });
});

describe('tokens and devices', () => {
  it('makes 256-bit base64url tokens, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 1000 }, randomToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('names the device type from the User-Agent', () => {
    expect(deviceType(IPHONE)).toBe('mobile');
    expect(deviceType(MAC)).toBe('desktop');
    expect(
      deviceType(
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('tablet');
    expect(deviceType('Googlebot/2.1 (+http://www.google.com/bot.html)')).toBe('other');
    expect(deviceType(null)).toBe('other');
    expect(deviceType('')).toBe('other');
  });
});
