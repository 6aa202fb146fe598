/**
 * Tier 2: the digest job's claims on the Firestore emulator, where transactions contend as
 * in production (the memory store does not make a losing transaction retry): two deliveries
 * at once, and a third after the day's job document is lost, still mail each owner once.
 * The day is far in the future and the owners unique to the run, so it can share the
 * emulator (other suites' due tasks are mailed to the capture port, never sent).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { emulatorAdmin } from '../kit/test-support';
import { type Firestore } from 'firebase-admin/firestore';
import { deleteDigestsSince, emulatorDigestPorts } from './digest.test-support';
import { DIGEST_JOB_PATH, runDigests } from './run-digests';

const RUN = `digest-t2-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const OWNERS = Array.from({ length: 130 }, (_, i) => `${RUN}-o${String(i).padStart(3, '0')}`);
// A day no other suite's data is about.
const DAY = new Date('2091-03-05T12:00:00Z');

let app: App;
let db: Firestore;

beforeAll(async () => {
  ({ app, db } = emulatorAdmin(RUN));
  const batch = db.batch();
  for (const [i, uid] of OWNERS.entries()) {
    batch.set(db.doc(`reminderSettings/${uid}`), {
      emailEnabled: true,
      frequency: 'daily',
      timeZone: 'Pacific/Auckland',
    });
    batch.set(db.doc(`maintenanceTasks/${RUN}-t${i}`), {
      propertyId: `${RUN}-p`,
      ownerId: uid,
      name: 'Clean gutters',
      status: 'active',
      nextDue: '2091-03-01',
      timeZone: 'Pacific/Auckland',
    });
  }
  await batch.commit();
});

afterAll(async () => {
  if (!app) return;
  const writes = db.bulkWriter();
  for (const [i, uid] of OWNERS.entries()) {
    void writes.delete(db.doc(`reminderSettings/${uid}`));
    void writes.delete(db.doc(`maintenanceTasks/${RUN}-t${i}`));
  }
  await deleteDigestsSince(db, writes, '2091-01-01');
  await writes.close();
  await deleteApp(app);
});

describe('the digest job on the Firestore emulator', () => {
  it('two deliveries at once, then one after the job document is lost, mail each owner once', async () => {
    const { ports, sent } = emulatorDigestPorts(db);
    const reports = await Promise.all([runDigests(ports, DAY), runDigests(ports, DAY)]);
    // One holds the lease and sends; the other finds it busy (or, if it came second, done).
    const outcomes = reports.map((r) => r.outcome);
    expect(outcomes.filter((o) => o === 'finished')).toHaveLength(1);
    expect(outcomes.find((o) => o !== 'finished')).toMatch(/^(busy|done-before)$/);
    await db.doc(DIGEST_JOB_PATH).delete();
    await runDigests(ports, DAY);
    const mine = sent.filter((m) => m.to.startsWith(`${RUN}-`));
    const counts = new Map<string, number>();
    for (const m of mine) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
    expect(counts.size).toBe(OWNERS.length);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const record = await db.doc(`reminderDigests/${OWNERS[0]}__2091-03-06`).get();
    expect(record.get('state')).toBe('sent');
  });
});
