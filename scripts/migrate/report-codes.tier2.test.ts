/**
 * Tier 2: the report codes migration (scripts/migrate/report-codes.mjs) on the Firestore
 * emulator — reports from before #33 store their verification code as it is: a dry run
 * writes nothing; --apply adds the hash verifyReport finds them by and removes the code of a
 * finished report (one still queued keeps it for its render); a second run changes nothing.
 * Ids are unique to the run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { emulatorAdmin } from '../../functions/src/kit/test-support';
import { type Firestore } from 'firebase-admin/firestore';
import { firestoreStore } from '../../functions/src/kit/firestore-store';
import { callableShell } from '../../functions/src/kit/callable';
import { reportCodeHash } from '../../functions/src/reports/report-code-hash';
import { verifyReportSpec } from '../../functions/src/reports/verify-report';
import { migrateReportCodes, reportCodeHash as scriptHash } from './report-codes.mjs';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
// 26 letters and digits 2-7, unique to the run (codes are looked up across all reports).
const codeOf = (tag: string) =>
  `${tag}${RUN}`
    .toLowerCase()
    .replace(/[^a-z2-7]/g, 'a')
    .padEnd(26, 'z')
    .slice(0, 26);
const DONE = `reports/done-${RUN}`;
const QUEUED = `reports/queued-${RUN}`;
const DONE_CODE = codeOf('done');
const QUEUED_CODE = codeOf('queue');
const certified = {
  address: '3 Birch Way, Springfield, IL 62704',
  generatedAt: '2026-01-02T03:04:05.000Z',
  createdByRole: 'homeowner',
  repairCount: 1,
  validatedCount: 0,
  dateRange: null,
  sha256: 'ab'.repeat(32),
  pageCount: 2,
};

let app: App;
let db: Firestore;

beforeAll(async () => {
  ({ app, db } = emulatorAdmin(`migrate-report-codes-${RUN}`));
  // As reports were stored before #33: the code itself, no hash.
  await db.doc(DONE).set({ state: 'done', code: DONE_CODE, codeWithdrawn: false, certified });
  await db.doc(QUEUED).set({ state: 'queued', code: QUEUED_CODE, codeWithdrawn: false });
});

afterAll(async () => {
  if (!db) return;
  await Promise.all([db.doc(DONE).delete(), db.doc(QUEUED).delete()]);
  if (app) await deleteApp(app);
});

describe('scripts/migrate/report-codes.mjs', () => {
  const verify = () =>
    callableShell(
      verifyReportSpec,
      { store: firestoreStore(db) },
      { error: () => undefined },
    )({
      data: { code: DONE_CODE },
    });

  it('hashes as verifyReport does', () => {
    expect(scriptHash('AB-cd ef')).toBe(reportCodeHash('AB-cd ef'));
  });

  it('dry run, then apply, then nothing: the finished report keeps only its hash', async () => {
    // Before: the hashed lookup does not find an unmigrated report.
    expect(await verify()).toEqual({ status: 'unknown' });
    const dry = await migrateReportCodes(db);
    expect(dry.hashed).toBeGreaterThanOrEqual(2);
    expect((await db.doc(DONE).get()).data()?.['codeHash']).toBeUndefined();

    await migrateReportCodes(db, { apply: true });
    const done = (await db.doc(DONE).get()).data() ?? {};
    expect(done['code']).toBeUndefined();
    expect(done['codeHash']).toBe(reportCodeHash(DONE_CODE));
    expect(JSON.stringify(done)).not.toContain(DONE_CODE);
    // A report not yet rendered keeps its code for the render, hashed already.
    expect((await db.doc(QUEUED).get()).data()).toMatchObject({
      code: QUEUED_CODE,
      codeHash: reportCodeHash(QUEUED_CODE),
    });
    expect(await verify()).toMatchObject({ status: 'valid', summary: { pageCount: 2 } });

    const again = await migrateReportCodes(db, { apply: true });
    expect(again).toMatchObject({ hashed: 0, codesRemoved: 0 });
  });
});
