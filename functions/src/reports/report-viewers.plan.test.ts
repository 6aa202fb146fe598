import { describe, expect, it } from 'vitest';
import type { DocSnap } from '../kit/store';
import { planReportsFollow, reportLags, type ReportProperty } from './report-viewers.plan';

const property: ReportProperty = {
  id: 'p1',
  ownerId: 'nick',
  viewerIds: ['nick', 'rita'],
  deleting: false,
};
const report = (id: string, data: Record<string, unknown>): DocSnap => ({
  path: `reports/${id}`,
  id,
  data: { propertyId: 'p1', ownerId: 'olive', viewerIds: ['olive'], state: 'done', ...data },
});

describe('planReportsFollow', () => {
  it('gives each report of the home its owner and readers now', () => {
    const writes = planReportsFollow({
      property,
      reports: [report('a', {}), report('b', { ownerId: 'nick', viewerIds: ['nick'] })],
    });
    expect(writes).toEqual([
      { op: 'update', path: 'reports/a', data: { ownerId: 'nick', viewerIds: ['nick', 'rita'] } },
      { op: 'update', path: 'reports/b', data: { ownerId: 'nick', viewerIds: ['nick', 'rita'] } },
    ]);
  });

  it('writes nothing for a report in step, so a rerun changes nothing', () => {
    const inStep = report('a', { ownerId: 'nick', viewerIds: ['nick', 'rita'] });
    expect(reportLags(inStep, property)).toBe(false);
    expect(planReportsFollow({ property, reports: [inStep, null] })).toEqual([]);
  });

  it('never touches the report a previous owner kept, nor another home’s', () => {
    const kept = report('k', { kind: 'kept', ownerId: 'olive', viewerIds: ['olive'] });
    const other = report('o', { propertyId: 'p2' });
    expect(reportLags(kept, property)).toBe(false);
    expect(planReportsFollow({ property, reports: [kept, other] })).toEqual([]);
  });

  it('leaves reports alone when the home is gone or being removed', () => {
    expect(planReportsFollow({ property: null, reports: [report('a', {})] })).toEqual([]);
    expect(
      planReportsFollow({ property: { ...property, deleting: true }, reports: [report('a', {})] }),
    ).toEqual([]);
  });
});
