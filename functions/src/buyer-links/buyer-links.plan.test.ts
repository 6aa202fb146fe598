import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BUYER_LINK_MAX_ACTIVE,
  BUYER_LINK_MESSAGES as M,
  BUYER_LINK_OPEN_LOG_DAYS,
  BUYER_LINK_OPENS_KEPT,
  BUYER_VIEW_MAX_REPAIRS,
  type CreateBuyerLinkInput,
} from '@homeledger/domain';
import type { DocSnap } from '../kit/store';
import {
  buildBuyerView,
  linkExpired,
  planCreateBuyerLink,
  planExtendBuyerLink,
  planLogOpen,
  planRevokeBuyerLink,
  receiptForBuyer,
  toLinkedProperty,
  toStoredLink,
  usableLink,
  type LinkedProperty,
  type StoredLink,
} from './buyer-links.plan';

import { HOUSEHOLD, NOT_EDITORS } from '../kit/household.test-support';
import { OAK_LANE_ADDRESS, homeowner } from '../kit/test-support';

const NOW = new Date('2026-05-01T12:00:00Z');
const DAY = 86_400_000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);
const LINK_ID = 'a'.repeat(64);

const property = (over: Partial<LinkedProperty> = {}): LinkedProperty => ({
  id: 'home',
  ownerId: 'olive',
  deleting: false,
  members: HOUSEHOLD,
  verificationStatus: 'verified',
  data: {
    ...OAK_LANE_ADDRESS,
    verificationStatus: 'verified',
    ownerName: 'Olive Owner',
    repairCount: 2,
    lastRepairDate: '2026-03-10',
    totalSpentCents: 50_000,
  },
  ...over,
});
const link = (over: Partial<StoredLink> = {}): StoredLink => ({
  id: LINK_ID,
  propertyId: 'home',
  ownerId: 'olive',
  label: 'The Bakers',
  hideCosts: true,
  hideOwnerName: true,
  includeReceipts: false,
  createdAt: NOW,
  expiresAt: inDays(14),
  revokedAt: null,
  openCount: 0,
  opens: [],
  lastOpenedAt: null,
  ...over,
});
const repair = (id: string, data: Record<string, unknown>): DocSnap => ({
  path: `repairs/${id}`,
  id,
  data: { propertyId: 'home', ...data },
});
const linkNotFound = { kind: 'reject', code: 'not-found', message: M.linkNotFound };

describe('planCreateBuyerLink', () => {
  const input: CreateBuyerLinkInput = {
    propertyId: 'home',
    label: 'The Bakers',
    days: 14,
    hideCosts: false,
    hideOwnerName: true,
    includeReceipts: true,
  } as CreateBuyerLinkInput;
  const create = (over: Partial<Parameters<typeof planCreateBuyerLink>[0]> = {}) =>
    planCreateBuyerLink({
      input,
      caller: homeowner(),
      property: property(),
      links: [],
      token: 'tok',
      linkId: LINK_ID,
      now: NOW,
      ...over,
    });

  it('stores the link under the token’s hash; the token only goes back to the owner', () => {
    // The stored link, as the input's choices make it.
    const { id: _id, ...created } = link({ hideCosts: false, includeReceipts: true });
    expect(create()).toEqual({
      kind: 'apply',
      writes: [{ op: 'create', path: `buyerLinks/${LINK_ID}`, data: created }],
      result: { token: 'tok', linkId: LINK_ID, expiresAt: inDays(14).toISOString() },
    });
    const plan = create();
    expect(JSON.stringify(plan.kind === 'apply' && plan.writes)).not.toContain('"tok"');
  });

  it('answers "Property not found" for a missing, departing or someone else’s home', () => {
    const notFound = { kind: 'reject', code: 'not-found', message: M.propertyNotFound };
    expect(create({ property: null })).toEqual(notFound);
    expect(create({ property: property({ deleting: true }) })).toEqual(notFound);
    expect(create({ caller: homeowner('ben') })).toEqual(notFound);
    // A viewer or a delegate of the home may not share it either.
    for (const uid of NOT_EDITORS) expect(create({ caller: homeowner(uid) })).toEqual(notFound);
  });

  it('a co-owner makes a link that belongs to the home’s owner (it works while they own it)', () => {
    expect(create({ caller: homeowner('cole') })).toMatchObject({
      kind: 'apply',
      writes: [{ op: 'create', data: { propertyId: 'home', ownerId: 'olive' } }],
    });
    // The cap counts the home's links, whoever made them.
    const many = Array.from({ length: BUYER_LINK_MAX_ACTIVE }, (_, i) => link({ id: `l${i}` }));
    expect(create({ caller: homeowner('cole'), links: many })).toMatchObject({
      kind: 'reject',
      code: 'resource-exhausted',
    });
  });

  it('refuses a disputed home', () => {
    expect(create({ property: property({ verificationStatus: 'disputed' }) })).toEqual({
      kind: 'reject',
      code: 'failed-precondition',
      message: M.disputed,
    });
  });

  it('counts only the owner’s active links against the cap', () => {
    const many = (n: number, over: Partial<StoredLink> = {}) =>
      Array.from({ length: n }, (_, i) => link({ id: `l${i}`, ...over }));
    const tooMany = {
      kind: 'reject',
      code: 'resource-exhausted',
      message: M.tooMany,
      details: { reason: 'quota', quota: 'buyerLinks' },
    };
    expect(create({ links: many(BUYER_LINK_MAX_ACTIVE - 1) }).kind).toBe('apply');
    expect(create({ links: many(BUYER_LINK_MAX_ACTIVE) })).toEqual(tooMany);
    expect(create({ links: many(BUYER_LINK_MAX_ACTIVE, { revokedAt: NOW }) }).kind).toBe('apply');
    expect(create({ links: many(BUYER_LINK_MAX_ACTIVE, { expiresAt: NOW }) }).kind).toBe('apply');
    // A previous owner's links do not count against the new owner.
    expect(create({ links: many(BUYER_LINK_MAX_ACTIVE, { ownerId: 'prev' }) }).kind).toBe('apply');
  });
});

describe('planRevokeBuyerLink and planExtendBuyerLink', () => {
  const revoke = (over: Partial<Parameters<typeof planRevokeBuyerLink>[0]> = {}) =>
    planRevokeBuyerLink({
      link: link(),
      property: property(),
      caller: homeowner(),
      now: NOW,
      ...over,
    });
  const extend = (over: Partial<Parameters<typeof planExtendBuyerLink>[0]> = {}) =>
    planExtendBuyerLink({
      link: link(),
      property: property(),
      caller: homeowner(),
      days: 30,
      now: NOW,
      ...over,
    });

  it('revoke: at once; a second click answers the first time', () => {
    expect(revoke()).toEqual({
      kind: 'apply',
      writes: [{ op: 'update', path: `buyerLinks/${LINK_ID}`, data: { revokedAt: NOW } }],
      result: { linkId: LINK_ID, revokedAt: NOW.toISOString() },
    });
    const earlier = inDays(-1);
    expect(revoke({ link: link({ revokedAt: earlier }) })).toEqual({
      kind: 'apply',
      writes: [],
      result: { linkId: LINK_ID, revokedAt: earlier.toISOString() },
    });
  });

  it('extend: a new expiry from now, even for an expired link; never a revoked one', () => {
    for (const expiresAt of [inDays(3), inDays(-3)])
      expect(extend({ link: link({ expiresAt }) })).toEqual({
        kind: 'apply',
        writes: [{ op: 'update', path: `buyerLinks/${LINK_ID}`, data: { expiresAt: inDays(30) } }],
        result: { linkId: LINK_ID, expiresAt: inDays(30).toISOString() },
      });
    expect(extend({ link: link({ revokedAt: NOW }) })).toEqual({
      kind: 'reject',
      code: 'failed-precondition',
      message: M.revoked,
    });
  });

  it('a co-owner revokes and extends the home’s links', () => {
    expect(revoke({ caller: homeowner('cole') })).toMatchObject({ kind: 'apply' });
    expect(extend({ caller: homeowner('cole') })).toMatchObject({ kind: 'apply' });
  });

  it('both answer "no longer exists" unless the link is the home’s and the caller may share it', () => {
    const cases: Partial<Parameters<typeof planRevokeBuyerLink>[0]>[] = [
      { link: null },
      { link: link({ ownerId: 'prev' }) },
      { caller: homeowner('ben') },
      ...NOT_EDITORS.map((uid) => ({ caller: homeowner(uid) })),
      { caller: homeowner('cole'), property: property({ members: [] }) }, // removed since
      { property: null },
      { property: property({ deleting: true }) },
      { property: property({ ownerId: 'ben' }) }, // transferred since
      { property: property({ id: 'elsewhere' }) },
    ];
    for (const c of cases) {
      expect(revoke(c)).toEqual(linkNotFound);
      expect(extend(c)).toEqual(linkNotFound);
    }
  });
});

describe('usableLink', () => {
  it('only an active link whose home is still the link owner’s', () => {
    expect(usableLink(link(), property(), NOW)).toBe(true);
    expect(usableLink(null, property(), NOW)).toBe(false);
    expect(usableLink(link({ revokedAt: NOW }), property(), NOW)).toBe(false);
    expect(usableLink(link({ expiresAt: NOW }), property(), NOW)).toBe(false);
    expect(usableLink(link(), null, NOW)).toBe(false);
    expect(usableLink(link(), property({ deleting: true }), NOW)).toBe(false);
    expect(usableLink(link(), property({ id: 'other' }), NOW)).toBe(false);
    expect(usableLink(link(), property({ ownerId: 'ben' }), NOW)).toBe(false);
  });

  it('the buyer’s one answer for every link that does not work', () => {
    expect(linkExpired()).toEqual({ kind: 'reject', code: 'not-found', message: M.expired });
  });
});

describe('planLogOpen', () => {
  const log = (over: Partial<Parameters<typeof planLogOpen>[0]> = {}) =>
    planLogOpen({
      link: link({ openCount: 4 }),
      visit: 'v1',
      alreadyLogged: false,
      device: 'mobile',
      now: NOW,
      ...over,
    });

  it('logs a new visit in the open log and counts it on the link', () => {
    expect(log()).toEqual([
      {
        op: 'create',
        path: `buyerLinks/${LINK_ID}/opens/v1`,
        data: { at: NOW, device: 'mobile', expireAt: inDays(BUYER_LINK_OPEN_LOG_DAYS) },
      },
      {
        op: 'update',
        path: `buyerLinks/${LINK_ID}`,
        data: { openCount: 5, opens: [{ at: NOW, device: 'mobile' }], lastOpenedAt: NOW },
      },
    ]);
  });

  it('writes nothing for a visit already logged this hour', () => {
    expect(log({ alreadyLogged: true })).toEqual([]);
  });

  it('keeps the newest opens only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BUYER_LINK_OPENS_KEPT + 5 }), (n) => {
        const opens = Array.from({ length: n }, (_, i) => ({
          at: new Date(i),
          device: 'desktop' as const,
        }));
        const summary = log({ link: link({ opens, openCount: n }), device: 'tablet' }).find(
          (write) => write.op === 'update',
        );
        const data = summary?.op === 'update' ? summary.data : {};
        const kept = data['opens'] as unknown[];
        expect(kept).toHaveLength(Math.min(n + 1, BUYER_LINK_OPENS_KEPT));
        expect(kept.at(-1)).toEqual({ at: NOW, device: 'tablet' });
        expect(data['openCount']).toBe(n + 1);
      }),
    );
  });
});

describe('buildBuyerView', () => {
  const repairs = [
    repair('old', { date: '2025-01-01', serviceType: 'Roofing', costCents: 10_000 }),
    repair('new', {
      date: '2026-03-10',
      serviceType: 'Plumbing',
      status: 'in-progress',
      description: 'Leak',
      contractorName: 'Pat',
      costCents: 40_000,
      isContractorValidated: true,
      validation: { state: 'validated', contractorName: 'Pat Plumbing' },
      receipt: { path: 'receipts/home/x.pdf', name: 'invoice.pdf' },
      byPreviousOwner: true,
    }),
  ];

  it('hides costs, the owner’s name and receipts unless the link allows them', () => {
    const view = buildBuyerView({ link: link(), property: property(), repairs, photoUrl: null });
    expect(view).toEqual({
      property: {
        ...OAK_LANE_ADDRESS,
        verificationStatus: 'verified',
        ownerName: null,
        photoUrl: null,
        repairCount: 2,
        lastRepairDate: '2026-03-10',
        totalSpentCents: null,
      },
      repairs: [
        {
          id: 'new',
          serviceType: 'Plumbing',
          date: '2026-03-10',
          status: 'in-progress',
          description: 'Leak',
          contractorName: 'Pat',
          costCents: null,
          validatedBy: 'Validated by Pat Plumbing (email verified, business not verified)',
          receiptName: null,
          byPreviousOwner: true,
        },
        {
          id: 'old',
          serviceType: 'Roofing',
          date: '2025-01-01',
          status: 'completed',
          description: null,
          contractorName: null,
          costCents: null,
          validatedBy: null,
          receiptName: null,
          byPreviousOwner: false,
        },
      ],
      hideCosts: true,
      includeReceipts: false,
      expiresAt: inDays(14).toISOString(),
    });
  });

  it('shows them when the link allows them', () => {
    const open = link({ hideCosts: false, hideOwnerName: false, includeReceipts: true });
    const view = buildBuyerView({
      link: open,
      property: property(),
      repairs,
      photoUrl: 'https://x/p.jpg',
    });
    expect(view.property).toMatchObject({
      ownerName: 'Olive Owner',
      totalSpentCents: 50_000,
      photoUrl: 'https://x/p.jpg',
    });
    expect(view.repairs.map((r) => [r.id, r.costCents, r.receiptName])).toEqual([
      ['new', 40_000, 'invoice.pdf'],
      ['old', 10_000, null],
    ]);
  });

  it('orders by date then newest created, and fills the gaps of junk documents', () => {
    const view = buildBuyerView({
      link: link(),
      property: property({ data: {} }),
      repairs: [
        repair('a', { date: '2026-01-01', createdAt: new Date(1) }),
        repair('b', { date: '2026-01-01', createdAt: new Date(2) }),
        repair('c', { status: 3 }), // no date: last
      ],
      photoUrl: null,
    });
    expect(view.repairs.map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(view.repairs[2]).toMatchObject({ serviceType: 'Other', date: '', status: 'completed' });
    expect(view.property).toMatchObject({
      address: '',
      verificationStatus: '',
      repairCount: 3,
      lastRepairDate: null,
    });
  });

  it('shows at most the newest BUYER_VIEW_MAX_REPAIRS repairs', () => {
    const lots = Array.from({ length: BUYER_VIEW_MAX_REPAIRS + 1 }, (_, i) =>
      repair(`r${i}`, { date: `2026-01-01`, createdAt: new Date(i) }),
    );
    const view = buildBuyerView({
      link: link(),
      property: property(),
      repairs: lots,
      photoUrl: null,
    });
    expect(view.repairs).toHaveLength(BUYER_VIEW_MAX_REPAIRS);
    expect(view.repairs.map((r) => r.id)).not.toContain('r0');
  });
});

describe('receiptForBuyer', () => {
  const withReceipt = repair('r1', { receipt: { path: 'receipts/home/x.pdf', name: 'bill.pdf' } });
  const allowed = link({ includeReceipts: true });

  it('the file of a repair of the home, when the link includes receipts', () => {
    expect(receiptForBuyer(allowed, withReceipt)).toEqual({
      path: 'receipts/home/x.pdf',
      name: 'bill.pdf',
    });
    expect(
      receiptForBuyer(allowed, repair('r1', { receipt: { path: 'receipts/home/x.pdf' } })),
    ).toEqual({ path: 'receipts/home/x.pdf', name: 'Receipt' });
  });

  it('nothing otherwise', () => {
    expect(receiptForBuyer(link(), withReceipt)).toBeNull();
    expect(receiptForBuyer(allowed, null)).toBeNull();
    expect(
      receiptForBuyer(allowed, { ...withReceipt, data: { ...withReceipt.data, propertyId: 'x' } }),
    ).toBeNull();
    expect(receiptForBuyer(allowed, repair('r1', {}))).toBeNull();
    expect(receiptForBuyer(allowed, repair('r1', { receipt: { path: '' } }))).toBeNull();
  });
});

describe('reading stored documents', () => {
  it('a link that cannot be read is unusable; its options default to hidden', () => {
    const stored = toStoredLink({ path: `buyerLinks/${LINK_ID}`, id: LINK_ID, data: {} });
    expect(stored).toMatchObject({
      hideCosts: true,
      hideOwnerName: true,
      includeReceipts: false,
      expiresAt: new Date(0),
      openCount: 0,
      opens: [],
    });
    expect(usableLink(stored, property({ ownerId: '' }), NOW)).toBe(false);
    const { id: _id, ...data } = link({ opens: [{ at: NOW, device: 'mobile' }] });
    expect(
      toStoredLink({
        path: `buyerLinks/${LINK_ID}`,
        id: LINK_ID,
        data: { ...data, opens: [...data.opens, null, { at: 'x' }, { at: NOW, device: 3 }] },
      }),
    ).toEqual(
      link({
        opens: [
          { at: NOW, device: 'mobile' },
          { at: NOW, device: 'other' },
        ],
      }),
    );
  });

  it('reads a property', () => {
    expect(
      toLinkedProperty({ path: 'properties/p', id: 'p', data: { ownerId: 3, deleting: true } }),
    ).toEqual({
      id: 'p',
      ownerId: '',
      deleting: true,
      verificationStatus: '',
      data: { ownerId: 3, deleting: true },
      members: [],
    });
  });
});
