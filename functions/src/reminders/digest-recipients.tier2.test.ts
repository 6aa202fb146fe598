/**
 * Tier 2 (issue #31): the digest job reads who gets a home's reminders from the property on
 * the Firestore emulator — the owner and the co-owner who chose them each get one digest with
 * both homes' tasks, a viewer never does whatever is stored, and each recipient's own field
 * on the task says what they were told, so a second run sends nothing. The day is far in the
 * future and the ids unique to the run, so it can share the emulator (other suites' due
 * tasks are mailed to the capture port, never sent).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { emulatorAdmin } from '../kit/test-support';
import { type Firestore } from 'firebase-admin/firestore';
import { deleteDigestsSince, emulatorDigestPorts } from './digest.test-support';
import { DIGEST_JOB_PATH, runDigests } from './run-digests';

const RUN = `recip-t2-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const OWNER = `${RUN}-olive`;
const CO = `${RUN}-cole`;
const CO_OFF = `${RUN}-cora`;
const VIEWER = `${RUN}-vera`;
const HOMES = [`${RUN}-oak`, `${RUN}-elm`];
// A day no other suite's data is about (digest-run.tier2 uses 2091).
const DAY = new Date('2092-04-07T12:00:00Z');
const NEXT_DAY = new Date('2092-04-08T12:00:00Z');

let app: App;
let db: Firestore;

const member = (role: string) => ({
  role,
  name: role,
  email: `${role}@example.com`,
  since: new Date(),
  invitedBy: OWNER,
});
const taskPath = (home: string) => `maintenanceTasks/${home}-task`;

beforeAll(async () => {
  ({ app, db } = emulatorAdmin(RUN));
  const batch = db.batch();
  for (const uid of [OWNER, CO, CO_OFF, VIEWER])
    batch.set(db.doc(`reminderSettings/${uid}`), {
      emailEnabled: true,
      frequency: 'daily',
      timeZone: 'UTC',
    });
  for (const home of HOMES) {
    batch.set(db.doc(`properties/${home}`), {
      ownerId: OWNER,
      address: home,
      memberIds: [OWNER, CO, CO_OFF, VIEWER],
      members: {
        [CO]: member('co-owner'),
        [CO_OFF]: member('co-owner'),
        [VIEWER]: member('viewer'),
      },
      reminders: { [CO]: true, [CO_OFF]: false, [VIEWER]: true },
    });
    batch.set(db.doc(taskPath(home)), {
      propertyId: home,
      ownerId: OWNER,
      name: `Clean gutters at ${home}`,
      status: 'active',
      nextDue: '2092-04-01',
      timeZone: 'UTC',
    });
  }
  await batch.commit();
});

afterAll(async () => {
  if (!app) return;
  const writes = db.bulkWriter();
  for (const uid of [OWNER, CO, CO_OFF, VIEWER])
    void writes.delete(db.doc(`reminderSettings/${uid}`));
  for (const home of HOMES) {
    void writes.delete(db.doc(`properties/${home}`));
    void writes.delete(db.doc(taskPath(home)));
  }
  await deleteDigestsSince(db, writes, '2092-01-01');
  await writes.close();
  await deleteApp(app);
});

describe('the digest job’s recipients on the Firestore emulator', () => {
  it('the owner and the co-owner who chose them, once each, every home in one digest', async () => {
    const { ports, sent } = emulatorDigestPorts(db);
    await runDigests(ports, DAY);
    const mine = () => sent.filter((m) => m.to.startsWith(`${RUN}-`));
    expect(
      mine()
        .map((m) => m.to)
        .sort(),
    ).toEqual([`${CO}@example.com`, `${OWNER}@example.com`]);
    for (const message of mine())
      for (const home of HOMES) expect(message.text).toContain(`Clean gutters at ${home}`);
    const task = (await db.doc(taskPath(HOMES[0] as string)).get()).data() ?? {};
    expect(task['remindedKey']).toBe('2092-04-01:overdue');
    expect(task[`remindedKey_${CO}`]).toBe('2092-04-01:overdue');
    expect(task[`remindedKey_${VIEWER}`]).toBeUndefined();

    // The next day: nothing new for either of them.
    await db.doc(DIGEST_JOB_PATH).delete();
    const before = mine().length;
    await runDigests(ports, NEXT_DAY);
    expect(mine()).toHaveLength(before);
  });
});
