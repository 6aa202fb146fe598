/**
 * The digest job at scale (#29): owners in batches with mails in flight at once, a cursor
 * that a run nearing its deadline leaves for the next, a lease against two runs at once,
 * and at most one digest per owner per day whatever the scheduler does, in every zone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayIsoDate } from '@homeledger/domain';
import { MemoryStore } from '../kit/memory-store';
import type { MailMessage, MailPort } from '../kit/mail/mail';
import { DIGEST_HOUR_UTC, digestRunInstant } from './digest.plan';
import { DIGEST_JOB_PATH, runDigests, type DigestPorts } from './run-digests';

const silent: DigestPorts['log'] = { info: () => undefined, error: () => undefined };

/** `count` daily owners (uids sort in number order), each with one task due on `nextDue`. */
function owners(count: number, timeZone = 'UTC', nextDue = '2026-01-01'): MemoryStore {
  const docs: Record<string, Record<string, unknown>> = {};
  for (let i = 0; i < count; i += 1) {
    const uid = `owner${String(i).padStart(5, '0')}`;
    docs[`reminderSettings/${uid}`] = { emailEnabled: true, frequency: 'daily', timeZone };
    docs[`maintenanceTasks/t${i}`] = {
      propertyId: `p${i}`,
      ownerId: uid,
      name: 'Replace HVAC filter',
      status: 'active',
      nextDue,
      timeZone,
    };
  }
  return new MemoryStore(docs);
}

function capture(): MailPort & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (m) => void sent.push(m) };
}

const ports = (store: MemoryStore, mail: MailPort): DigestPorts => ({
  store,
  mail,
  verifiedEmails: async (uids) => new Map(uids.map((uid) => [uid, `${uid}@example.com`])),
  appUrl: 'https://homeledger.app',
  unsubscribeSecret: 'test',
  log: silent,
});

/** Each recipient and how many digests they got. */
const perRecipient = (sent: readonly MailMessage[]) => {
  const counts = new Map<string, number>();
  for (const m of sent) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  return counts;
};

const NOW = new Date('2026-06-15T12:00:00Z');

describe('runDigests: batches, concurrency, cursor', () => {
  it('keeps up to `concurrency` mails in flight', async () => {
    const store = owners(30);
    let inFlight = 0;
    let most = 0;
    const mail: MailPort = {
      async send() {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setImmediate(resolve));
        inFlight -= 1;
      },
    };
    const report = await runDigests(ports(store, mail), NOW, { concurrency: 6 });
    expect(report).toMatchObject({ outcome: 'finished', sent: 30 });
    expect(most).toBe(6);
  });

  it('pauses at the deadline, keeps the cursor, and the next run mails the rest once', async () => {
    const store = owners(250);
    const mail = capture();
    // A clock that moves one second per mail sent: the deadline falls inside the 2nd batch.
    const clock = () => mail.sent.length * 1000;
    const first = await runDigests(ports(store, mail), NOW, { clock, deadline: 150_000 });
    expect(first).toMatchObject({ outcome: 'paused', resumedAfter: null, sent: 200 });
    expect(store.snapshot()[DIGEST_JOB_PATH]).toMatchObject({
      day: '2026-06-15',
      cursor: 'owner00199',
      done: false,
    });
    const second = await runDigests(ports(store, mail), NOW, { clock, deadline: 1e12 });
    expect(second).toMatchObject({
      outcome: 'finished',
      resumedAfter: 'owner00199',
      sent: 50,
      // Only the owners after the cursor are read and decided again.
      settingsRead: 50,
      alreadySent: 0,
    });
    const counts = perRecipient(mail.sent);
    expect(counts.size).toBe(250);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    // A later delivery the same day reads the job document and stops.
    const third = await runDigests(ports(store, mail), NOW, { clock });
    expect(third).toMatchObject({ outcome: 'done-before', tasksRead: 0, sent: 0 });
    // A new day starts again from the first owner (nothing new to tell them, so no mail).
    const tomorrow = await runDigests(ports(store, mail), new Date('2026-06-16T12:00:00Z'), {
      clock,
    });
    expect(tomorrow).toMatchObject({ outcome: 'finished', resumedAfter: null, nothingNew: 250 });
  });

  it('a second delivery while a run holds the lease does nothing', async () => {
    const store = owners(3);
    const mail = capture();
    await store.commit([
      {
        op: 'set',
        path: DIGEST_JOB_PATH,
        data: { day: '2026-06-15', cursor: null, done: false, leaseUntil: new Date(5_000) },
      },
    ]);
    const busy = await runDigests(ports(store, mail), NOW, { clock: () => 1_000 });
    expect(busy).toMatchObject({ outcome: 'busy', sent: 0 });
    // Once the lease has run out (that run died), the next delivery takes over.
    const after = await runDigests(ports(store, mail), NOW, { clock: () => 6_000 });
    expect(after).toMatchObject({ outcome: 'finished', sent: 3 });
  });
});

describe('digestRunInstant', () => {
  it("is the schedule's hour on the scheduled UTC day, whenever the delivery comes", () => {
    const noon = new Date(`2026-06-15T${String(DIGEST_HOUR_UTC).padStart(2, '0')}:00:00Z`);
    expect(digestRunInstant('2026-06-15T12:00:00Z', new Date('2026-06-15T13:20:00Z'))).toEqual(
      noon,
    );
    expect(digestRunInstant(undefined, new Date('2026-06-15T13:59:00Z'))).toEqual(noon);
    expect(digestRunInstant('not a time', new Date('2026-06-15T12:05:00Z'))).toEqual(noon);
  });
});

// Zones from UTC−12 to UTC+14, with and without daylight saving.
const ZONES = [
  'Etc/GMT+12',
  'Pacific/Pago_Pago',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Chicago',
  'America/New_York',
  'America/St_Johns',
  'America/Sao_Paulo',
  'Atlantic/Azores',
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'Australia/Adelaide',
  'Australia/Sydney',
  'Pacific/Norfolk',
  'Asia/Kamchatka',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Pacific/Tongatapu',
  'Pacific/Kiritimati',
];

describe('at most one digest a day, in every zone (property)', () => {
  it('a delivery that comes twice, or up to three hours late, with or without its schedule time, sends once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ZONES),
        // The scheduled day, anywhere in 2026–2027 (both DST changes included).
        fc.integer({ min: 0, max: 729 }),
        // Each later delivery: minutes after 12:00 UTC, and whether it carries the schedule time.
        fc.array(fc.record({ late: fc.integer({ min: 0, max: 180 }), stamped: fc.boolean() }), {
          minLength: 1,
          maxLength: 4,
        }),
        // Whether the job document is lost between deliveries (a crashed run, a reset cursor).
        fc.boolean(),
        async (zone, dayIndex, deliveries, loseCursor) => {
          const scheduled = new Date(Date.UTC(2026, 0, 1 + dayIndex, DIGEST_HOUR_UTC));
          // Due on the owner's scheduled day: "due soon" that day, news again ("overdue") on
          // the next, so a delivery that took the next local day for today would mail twice.
          const store = owners(2, zone, todayIsoDate(scheduled, zone));
          const mail = capture();
          const at = [{ late: 0, stamped: true }, ...deliveries];
          for (const { late, stamped } of at) {
            const clock = new Date(scheduled.getTime() + late * 60_000);
            const instant = digestRunInstant(stamped ? scheduled.toISOString() : undefined, clock);
            await runDigests(ports(store, mail), instant, { clock: () => clock.getTime() });
            if (loseCursor) await store.commit([{ op: 'delete', path: DIGEST_JOB_PATH }]);
          }
          const counts = perRecipient(mail.sent);
          expect(counts.size).toBe(2);
          expect([...counts.values()]).toEqual([1, 1]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
