import { describe, expect, it } from 'vitest';
import { KEPT_REPORT_KIND, REPORT_MESSAGES as M } from '@homeledger/domain';
import { NOT_REPORTERS, STORED_HOUSEHOLD } from '../kit/household.test-support';
import { OWNER_UID, REALTOR_UID, propertyDoc } from './reports.test-support';
import { planWithdrawReportCode } from './withdraw-report-code';
import { homeowner } from '../kit/test-support';

const NOW = new Date('2026-05-01T12:00:00Z');
const HOUSEHOLD_IDS = Object.keys(STORED_HOUSEHOLD);
const report = (over: Record<string, unknown> = {}) => ({
  propertyId: 'home',
  ownerId: OWNER_UID,
  viewerIds: [OWNER_UID, REALTOR_UID, ...HOUSEHOLD_IDS],
  codeWithdrawn: false,
  ...over,
});
const home = propertyDoc({ members: STORED_HOUSEHOLD });
const withdraw = (uid: string, over: { report?: object | null; home?: object | null } = {}) =>
  planWithdrawReportCode(
    homeowner(uid),
    'rep1',
    over.report === undefined ? report() : (over.report as never),
    NOW,
    over.home === undefined ? home : (over.home as never),
  );
const withdrawn = {
  kind: 'apply',
  writes: [{ op: 'update', path: 'reports/rep1', data: { codeWithdrawn: true, updatedAt: NOW } }],
  result: { withdrawn: true },
};
const ownerOnly = { kind: 'reject', code: 'permission-denied', message: M.ownerOnly };

describe('planWithdrawReportCode', () => {
  it('the owner, a co-owner and a delegate granted reports withdraw the home’s code', () => {
    for (const uid of [OWNER_UID, 'cole', 'dana']) expect(withdraw(uid)).toEqual(withdrawn);
    expect(withdraw('cole', { report: report({ codeWithdrawn: true }) })).toEqual({
      kind: 'apply',
      writes: [],
      result: { withdrawn: true },
    });
  });

  it('refuses a viewer, a delegate without the grant or past it, and a realtor', () => {
    for (const uid of [...NOT_REPORTERS, REALTOR_UID]) expect(withdraw(uid)).toEqual(ownerOnly);
    // After the grant's last day (30 June 2026) the delegate cannot any more.
    expect(
      planWithdrawReportCode(
        homeowner('dana'),
        'rep1',
        report(),
        new Date('2026-07-01T00:00Z'),
        home,
      ),
    ).toEqual(ownerOnly);
  });

  it('the role on the home as read now decides: a co-owner since removed may not', () => {
    expect(withdraw('cole', { home: propertyDoc() })).toEqual(ownerOnly);
    expect(withdraw('cole', { home: null })).toEqual(ownerOnly);
    // A report made under an earlier owner is not the household's to withdraw.
    expect(withdraw('cole', { report: report({ ownerId: 'earlier' }) })).toEqual(ownerOnly);
  });

  it('a kept report is its previous owner’s alone; someone who cannot read it learns nothing', () => {
    const kept = report({ kind: KEPT_REPORT_KIND, ownerId: 'prev', viewerIds: ['prev'] });
    expect(withdraw('prev', { report: kept, home: null })).toEqual(withdrawn);
    expect(withdraw('stranger')).toEqual({
      kind: 'reject',
      code: 'not-found',
      message: M.reportNotFound,
    });
    expect(withdraw(OWNER_UID, { report: null })).toMatchObject({ code: 'not-found' });
  });
});
