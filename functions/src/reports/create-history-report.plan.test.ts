import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KEPT_REPORT_KIND, REPORT_MESSAGES as M } from '@homeledger/domain';
import {
  KEPT_REPORT_OPTIONS,
  REPORT_STALE_MS,
  creatorRole,
  keptFacts,
  keptReportDoc,
  millis,
  planCreateHistoryReport,
  type CreateReportFacts,
} from './create-history-report.plan';
import { OWNER_UID, REALTOR_UID, propertyDoc } from './reports.test-support';
import { NOT_REPORTERS, STORED_HOUSEHOLD } from '../kit/household.test-support';
import { callerOf, homeowner } from '../kit/test-support';

const NOW = new Date('2026-05-01T12:00:00Z');
const OWNER = homeowner(OWNER_UID);
const REALTOR = callerOf(REALTOR_UID, { role: 'realtor' });
const OPTIONS = { includeReceipts: true, includeCosts: false, includePhoto: true };

const create = (over: Partial<CreateReportFacts> = {}) =>
  planCreateHistoryReport({
    input: { propertyId: 'home', ...OPTIONS },
    caller: OWNER,
    property: propertyDoc(),
    shared: false,
    pending: [],
    newId: 'rep1',
    code: 'HL-ABCD-EFGH',
    now: NOW,
    ...over,
  });
const queued = {
  state: 'queued',
  progress: { done: 0, total: 0 },
  failureReason: null,
  path: null,
  size: null,
  sha256: null,
  pageCount: null,
  code: 'HL-ABCD-EFGH',
  // What verifyReport finds it by once the render has printed the code and dropped it (#33).
  codeHash: createHash('sha256').update('hlabcdefgh').digest('hex'),
  codeWithdrawn: false,
  certified: null,
  createdAt: NOW,
  updatedAt: NOW,
};
const notFound = { kind: 'reject', code: 'not-found', message: M.propertyNotFound };
const refused = (message: string) => ({ kind: 'reject', code: 'failed-precondition', message });

describe('creatorRole', () => {
  it('the owner; a realtor the home is shared with and who is a viewer; nobody else', () => {
    const home = propertyDoc();
    expect(creatorRole(OWNER, home, false, NOW)).toBe('homeowner');
    expect(creatorRole(REALTOR, home, true, NOW)).toBe('realtor');
    expect(creatorRole(REALTOR, home, false, NOW)).toBeNull();
    expect(creatorRole(REALTOR, propertyDoc({ viewerIds: [OWNER_UID] }), true, NOW)).toBeNull();
    expect(creatorRole(REALTOR, propertyDoc({ viewerIds: 'rita' }), true, NOW)).toBeNull();
    expect(creatorRole(homeowner(REALTOR_UID), home, true, NOW)).toBeNull();
  });

  it('the household by the role on the home now: a co-owner, a delegate granted reports', () => {
    const home = propertyDoc({ members: STORED_HOUSEHOLD });
    expect(creatorRole(homeowner('cole'), home, false, NOW)).toBe('homeowner');
    expect(creatorRole(homeowner('dana'), home, false, NOW)).toBe('homeowner');
    // A viewer, a delegate without the grant, one whose grant ended: no report.
    for (const uid of NOT_REPORTERS)
      expect(creatorRole(homeowner(uid), home, false, NOW)).toBeNull();
    // Dana's grant ends after 30 June 2026 (UTC).
    const july = new Date('2026-07-01T00:00:00Z');
    expect(creatorRole(homeowner('dana'), home, false, july)).toBeNull();
  });
});

describe('planCreateHistoryReport', () => {
  it('queues the owner’s report, readable by the home’s viewers, with its code', () => {
    expect(create()).toEqual({
      kind: 'apply',
      writes: [
        {
          op: 'create',
          path: 'reports/rep1',
          data: {
            propertyId: 'home',
            ownerId: OWNER_UID,
            viewerIds: [OWNER_UID, REALTOR_UID],
            createdBy: { uid: OWNER_UID, role: 'homeowner' },
            options: OPTIONS,
            ...queued,
          },
        },
      ],
      result: { reportId: 'rep1' },
    });
  });

  it('a home without viewers stored is read as none, not a crash (#33)', () => {
    const property = propertyDoc();
    delete property['viewerIds'];
    expect(create({ property })).toMatchObject({
      kind: 'apply',
      writes: [{ data: { viewerIds: [] } }],
    });
  });

  it('a co-owner or a delegate granted reports makes one, recorded as theirs', () => {
    const property = propertyDoc({ members: STORED_HOUSEHOLD });
    for (const uid of ['cole', 'dana'])
      expect(create({ caller: homeowner(uid), property })).toMatchObject({
        kind: 'apply',
        writes: [{ data: { ownerId: OWNER_UID, createdBy: { uid, role: 'homeowner' } } }],
      });
    for (const uid of NOT_REPORTERS)
      expect(create({ caller: homeowner(uid), property })).toEqual(notFound);
  });

  it('a shared realtor makes one too, recorded as theirs', () => {
    expect(create({ caller: REALTOR, shared: true })).toMatchObject({
      kind: 'apply',
      writes: [{ data: { ownerId: OWNER_UID, createdBy: { uid: REALTOR_UID, role: 'realtor' } } }],
    });
  });

  it('someone who may not see the home learns nothing, not even that it exists', () => {
    expect(create({ property: null })).toEqual(notFound);
    expect(create({ property: propertyDoc({ deleting: true }) })).toEqual(notFound);
    expect(create({ caller: REALTOR, shared: false })).toEqual(notFound);
    expect(create({ caller: homeowner('stranger') })).toEqual(notFound);
    // …even when the home is disputed or empty: access is checked first.
    expect(
      create({ caller: REALTOR, property: propertyDoc({ verificationStatus: 'disputed' }) }),
    ).toEqual(notFound);
  });

  it('refuses a disputed home and one without repairs', () => {
    expect(create({ property: propertyDoc({ verificationStatus: 'disputed' }) })).toEqual(
      refused(M.disputed),
    );
    for (const repairCount of [0, undefined, '2'])
      expect(create({ property: propertyDoc({ repairCount }) })).toEqual(refused(M.noRepairs));
  });

  it('refuses while another report of the home is being made, until that one is stale', () => {
    const pending = (ageMs: number, extra: Record<string, unknown> = {}) => ({
      state: 'rendering',
      updatedAt: new Date(NOW.getTime() - ageMs),
      ...extra,
    });
    expect(create({ pending: [pending(60_000)] })).toEqual(refused(M.inProgress));
    expect(create({ pending: [pending(REPORT_STALE_MS - 1)] })).toEqual(refused(M.inProgress));
    expect(create({ pending: [pending(REPORT_STALE_MS)] }).kind).toBe('apply');
    expect(create({ pending: [{ state: 'queued' }] }).kind).toBe('apply'); // no time: dead
  });

  it('a previous owner’s kept report never holds up the home’s', () => {
    expect(create({ pending: [{ kind: KEPT_REPORT_KIND, updatedAt: NOW }] }).kind).toBe('apply');
  });
});

describe('millis', () => {
  it('reads a Date, a Timestamp-like value, and anything else as 0', () => {
    expect(millis(NOW)).toBe(NOW.getTime());
    expect(millis({ toMillis: () => 42 })).toBe(42);
    expect(millis(null)).toBe(0);
    expect(millis('2026-05-01')).toBe(0);
  });
});

describe('the kept report', () => {
  const kept = {
    transferId: 'tr1',
    transferredAt: NOW,
    property: { address: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' },
    ownerName: 'Olive Owner',
    verificationStatus: 'verified',
    photoPath: null,
  };

  it('is queued for the previous owner alone, with everything in it', () => {
    expect(
      keptReportDoc({
        propertyId: 'home',
        ownerUid: 'olive',
        kept,
        code: 'HL-ABCD-EFGH',
        now: NOW,
      }),
    ).toEqual({
      propertyId: 'home',
      ownerId: 'olive',
      viewerIds: ['olive'],
      createdBy: { uid: 'olive', role: 'homeowner' },
      options: { includeReceipts: true, includeCosts: true, includePhoto: true },
      ...queued,
      kind: KEPT_REPORT_KIND,
      kept,
    });
    expect(KEPT_REPORT_OPTIONS).toEqual({
      includeReceipts: true,
      includeCosts: true,
      includePhoto: true,
    });
  });

  it('reads back what it recorded; nothing for another report or one without an instant', () => {
    const doc = keptReportDoc({ propertyId: 'home', ownerUid: 'olive', kept, code: 'c', now: NOW });
    expect(keptFacts(doc)).toEqual(kept);
    expect(keptFacts({ ...doc, kind: undefined })).toBeNull();
    expect(keptFacts({ kind: KEPT_REPORT_KIND, kept: { transferId: 'tr1' } })).toBeNull();
    expect(
      keptFacts({ kind: KEPT_REPORT_KIND, kept: { ...kept, photoPath: 7 } })?.photoPath,
    ).toBeNull();
  });
});
