/**
 * The sweep of reports whose render died (issue #29), on the memory store: what counts as
 * stuck, what the sweep writes, and that a kept report can be remade after it.
 */
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@homeledger/domain';
import { callableShell } from '../kit/callable';
import { MemoryStore } from '../kit/memory-store';
import { REPORT_STALE_MS, keptReportDoc } from './create-history-report.plan';
import { remakeKeptReportSpec } from './remake-kept-report';
import { isStuck, stuckReportUpdate, sweepStuckReports } from './sweep-stuck-reports';
import { OWNER_UID } from './reports.test-support';

const NOW = new Date('2026-06-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const STALE = ago(REPORT_STALE_MS);
const FRESH = ago(REPORT_STALE_MS - 60_000);
const quiet = { error: () => undefined };

const report = (state: string, updatedAt: Date) => ({
  propertyId: 'p1',
  ownerId: OWNER_UID,
  viewerIds: [OWNER_UID],
  state,
  progress: { done: 3, total: 10, phase: 'receipts' },
  failureReason: null,
  updatedAt,
});

describe('isStuck', () => {
  it('is a queued or rendering report untouched for REPORT_STALE_MS', () => {
    expect(isStuck(report('rendering', STALE), NOW)).toBe(true);
    expect(isStuck(report('queued', STALE), NOW)).toBe(true);
    expect(isStuck(report('rendering', FRESH), NOW)).toBe(false);
    expect(isStuck(report('queued', FRESH), NOW)).toBe(false);
  });

  it('never a finished one, however old', () => {
    expect(isStuck(report('done', ago(30 * 86_400_000)), NOW)).toBe(false);
    expect(isStuck(report('failed', ago(30 * 86_400_000)), NOW)).toBe(false);
  });

  it('becomes failed with the reason the screen shows for a render that took too long', () => {
    expect(stuckReportUpdate(NOW)).toEqual({
      state: 'failed',
      failureReason: REPORT_MESSAGES.timedOut,
      updatedAt: NOW,
    });
  });
});

describe('sweepStuckReports', () => {
  function home() {
    return new MemoryStore({
      'reports/stuck-rendering': report('rendering', STALE),
      'reports/stuck-queued': report('queued', ago(3 * REPORT_STALE_MS)),
      'reports/live': report('rendering', FRESH),
      'reports/done': report('done', ago(86_400_000)),
      'reports/failed': { ...report('failed', ago(86_400_000)), failureReason: 'earlier' },
    });
  }

  it('marks the stuck reports failed with a reason, and leaves every other one', async () => {
    const store = home();
    const before = store.snapshot();
    const result = await sweepStuckReports({ store, log: quiet }, NOW);
    expect(result.failed.sort()).toEqual(['stuck-queued', 'stuck-rendering']);
    expect(result.checked).toBe(3);
    const after = store.snapshot();
    for (const id of ['stuck-queued', 'stuck-rendering'])
      expect(after[`reports/${id}`]).toEqual({
        ...before[`reports/${id}`],
        state: 'failed',
        failureReason: REPORT_MESSAGES.timedOut,
        updatedAt: NOW,
      });
    for (const id of ['live', 'done', 'failed'])
      expect(after[`reports/${id}`]).toEqual(before[`reports/${id}`]);
  });

  it('a second run finds nothing to do', async () => {
    const store = home();
    await sweepStuckReports({ store }, NOW);
    const writes = store.writeCount;
    expect(await sweepStuckReports({ store }, NOW)).toEqual({ checked: 1, failed: [] });
    expect(store.writeCount).toBe(writes);
  });

  it('lets a kept report whose render died be remade', async () => {
    const kept = keptReportDoc({
      propertyId: 'p1',
      ownerUid: OWNER_UID,
      kept: {
        transferId: 'tr1',
        transferredAt: ago(86_400_000),
        property: { address: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' },
        ownerName: 'Olive Owner',
        verificationStatus: 'verified',
        photoPath: null,
      },
      code: 'keptkeptkeptkeptkeptkept23',
      now: ago(86_400_000),
    });
    const store = new MemoryStore({
      'reports/tr1': { ...kept, state: 'rendering', updatedAt: STALE },
    });
    expect((await sweepStuckReports({ store }, NOW)).failed).toEqual(['tr1']);
    expect(store.snapshot()['reports/tr1']).toMatchObject({
      state: 'failed',
      failureReason: REPORT_MESSAGES.timedOut,
    });
    const remake = callableShell(
      remakeKeptReportSpec,
      {
        store,
        newId: () => 'again',
        randomBytes: (n: number) => new Uint8Array(n).fill(7),
        log: quiet,
      },
      quiet,
      { now: () => NOW },
    );
    await expect(
      remake({
        auth: { uid: OWNER_UID, token: { role: 'homeowner', email_verified: true } },
        data: { reportId: 'tr1' },
      }),
    ).resolves.toEqual({ reportId: 'again' });
    expect(store.snapshot()['reports/again']).toMatchObject({ kind: 'kept', state: 'queued' });
  });
});
