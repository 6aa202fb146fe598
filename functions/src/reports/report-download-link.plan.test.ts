import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES as M } from '@homeledger/domain';
import type { Caller } from '../kit/callable';
import type { DocData } from '../kit/store';
import { planReportDownloadLink, type ReportDownloadFacts } from './report-download-link.plan';
import { callerOf } from '../kit/test-support';

const NOW = new Date('2026-05-01T12:00:00Z');
/** A caller the plan knows by uid and role alone. */
const caller = (uid: string, role: Caller['role'] = 'homeowner'): Caller =>
  callerOf(uid, { role, name: null, email: null });
const member = (role: string, extra: DocData = {}) => ({
  role,
  name: role,
  email: `${role}@example.com`,
  since: NOW,
  invitedBy: 'own',
  ...extra,
});
const property: DocData = {
  ownerId: 'own',
  viewerIds: ['own', 'co', 'view', 'dele', 'gone', 'rita'],
  members: {
    co: member('co-owner'),
    view: member('viewer'),
    dele: member('delegate', { grant: { until: '2026-05-31', report: false } }),
    // Ended yesterday: still in viewerIds until the hourly job runs.
    gone: member('delegate', { grant: { until: '2026-04-30', report: true } }),
  },
};
const report: DocData = {
  propertyId: 'p1',
  ownerId: 'own',
  viewerIds: ['own', 'rita'],
  state: 'done',
  path: 'reports/p1/r1.pdf',
  zipPath: 'reports/p1/r1.zip',
};
const kept: DocData = {
  kind: 'kept',
  propertyId: 'p1',
  ownerId: 'prev',
  viewerIds: ['prev'],
  state: 'done',
  path: 'keptReports/prev/r2.pdf',
  zipPath: null,
};

const plan = (over: Partial<ReportDownloadFacts> & { caller: Caller }) =>
  planReportDownloadLink({ file: 'pdf', report, property, now: NOW, ...over });
const notFound = { kind: 'reject', code: 'not-found', message: M.reportNotFound };

describe('planReportDownloadLink', () => {
  it.each(['own', 'co', 'view', 'dele'])(
    'the household member %s gets the PDF and the ZIP',
    (uid) => {
      expect(plan({ caller: caller(uid) })).toEqual({
        kind: 'apply',
        writes: [],
        result: { path: 'reports/p1/r1.pdf' },
      });
      expect(plan({ caller: caller(uid), file: 'zip' })).toMatchObject({
        result: { path: 'reports/p1/r1.zip' },
      });
    },
  );

  it('a realtor the home is shared with (a viewer without a role) gets it', () => {
    expect(plan({ caller: caller('rita', 'realtor') })).toMatchObject({ kind: 'apply' });
  });

  it('follows the live property, not the report: an unshared realtor gets nothing', () => {
    const unshared = { ...property, viewerIds: ['own'] };
    expect(plan({ caller: caller('rita', 'realtor'), property: unshared })).toEqual(notFound);
  });

  it('a delegate whose grant ended gets nothing, though still in viewerIds', () => {
    expect(plan({ caller: caller('gone') })).toEqual(notFound);
  });

  it('strangers, a missing report and a missing home learn nothing', () => {
    expect(plan({ caller: caller('sam') })).toEqual(notFound);
    expect(plan({ caller: caller('own'), report: null })).toEqual(notFound);
    expect(plan({ caller: caller('own'), property: null })).toEqual(notFound);
  });

  it('a file not made yet is "not ready" only for those who may see it', () => {
    const rendering = { ...report, state: 'rendering', path: null, zipPath: null };
    expect(plan({ caller: caller('own'), report: rendering })).toEqual({
      kind: 'reject',
      code: 'failed-precondition',
      message: M.notReady,
    });
    expect(plan({ caller: caller('sam'), report: rendering })).toEqual(notFound);
  });

  it('never signs a path outside the home’s report folder', () => {
    const odd = { ...report, path: 'receipts/p2/u/x.pdf' };
    expect(plan({ caller: caller('own'), report: odd })).toEqual(notFound);
  });

  it('a kept report is its previous owner’s alone, whoever holds the home now', () => {
    expect(plan({ caller: caller('prev'), report: kept, property: null })).toMatchObject({
      result: { path: 'keptReports/prev/r2.pdf' },
    });
    expect(plan({ caller: caller('own'), report: kept, property: null })).toEqual(notFound);
    expect(plan({ caller: caller('prev'), report: kept, property: null, file: 'zip' })).toEqual({
      kind: 'reject',
      code: 'failed-precondition',
      message: M.notReady,
    });
    const elsewhere = { ...kept, path: 'keptReports/own/r2.pdf' };
    expect(plan({ caller: caller('prev'), report: elsewhere, property: null })).toEqual(notFound);
  });
});
