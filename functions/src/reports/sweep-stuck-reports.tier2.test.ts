/**
 * Tier 2 (docs/architecture.md §3, §6): the sweep of reports whose render died, with the real
 * Firestore adapter on the emulator — the `state in [...]` query paged by id, Timestamps for
 * `updatedAt`, and the per-report transaction — as sweep-stuck-reports.test.ts runs it in
 * memory. Its reports live in a collection of the run's own, so it can share the emulators.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { emulatorAdmin } from '../kit/test-support';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { REPORT_MESSAGES } from '@homeledger/domain';
import { firestoreStore } from '../kit/firestore-store';
import { REPORT_STALE_MS } from './create-history-report.plan';
import { sweepStuckReports } from './sweep-stuck-reports';

const RUN = `sweep${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const COLLECTION = `${RUN}_reports`;
const NOW = new Date('2026-06-01T12:00:00Z');
const ago = (ms: number) => Timestamp.fromMillis(NOW.getTime() - ms);

let app: App;
let db: Firestore;

beforeAll(() => {
  ({ app, db } = emulatorAdmin(`sweep-tier2-${RUN}`));
});

afterAll(async () => {
  if (!app) return;
  await db.recursiveDelete(db.collection(COLLECTION));
  await deleteApp(app);
});

describe('sweepStuckReports on Firestore', () => {
  it('marks every stuck report failed across pages, and nothing else', async () => {
    const batch = db.batch();
    const docs: Record<string, { state: string; updatedAt: Timestamp }> = {
      live: { state: 'rendering', updatedAt: ago(60_000) },
      done: { state: 'done', updatedAt: ago(86_400_000) },
    };
    // Seven stuck, read three at a time: the paging by id must reach them all.
    for (let i = 0; i < 7; i++)
      docs[`stuck${i}`] = {
        state: i % 2 ? 'queued' : 'rendering',
        updatedAt: ago(REPORT_STALE_MS + i * 1000),
      };
    for (const [id, data] of Object.entries(docs))
      batch.set(db.collection(COLLECTION).doc(id), { ...data, failureReason: null });
    await batch.commit();

    const result = await sweepStuckReports({ store: firestoreStore(db) }, NOW, {
      collection: COLLECTION,
      pageSize: 3,
    });
    expect(result.failed.sort()).toEqual(Array.from({ length: 7 }, (_, i) => `stuck${i}`));
    expect(result.checked).toBe(8);

    const stored = Object.fromEntries(
      (await db.collection(COLLECTION).get()).docs.map((d) => [d.id, d.data()]),
    );
    for (let i = 0; i < 7; i++) {
      expect(stored[`stuck${i}`]).toMatchObject({
        state: 'failed',
        failureReason: REPORT_MESSAGES.timedOut,
      });
      expect((stored[`stuck${i}`]?.['updatedAt'] as Timestamp).toMillis()).toBe(NOW.getTime());
    }
    expect(stored['live']).toMatchObject({ state: 'rendering', failureReason: null });
    expect(stored['done']).toMatchObject({ state: 'done' });

    // Run again: nothing left to sweep.
    expect(
      await sweepStuckReports({ store: firestoreStore(db) }, NOW, { collection: COLLECTION }),
    ).toEqual({ checked: 1, failed: [] });
  });
});
