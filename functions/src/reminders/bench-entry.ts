/**
 * `npm run bench:reminders` and `npm run reminders:demo` (scripts/bench/bench-reminders.mjs and scripts/dev/reminders-demo.mjs bundle and run this):
 * fixture owners, tasks and warranties on the memory store, the digest job over them.
 *
 * Bench: 10,000 owners, 50,000 tasks, 5,000 warranties by default; about one owner in
 * five has something due today, the rest are due later (so a scan would read them all,
 * the job's range queries do not). Prints time, peak RSS and documents read.
 * Demo: a handful of owners; writes each digest as an .eml file and one owner's
 * calendar feed as an .ics file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { addDays, todayIsoDate, type MaintenanceTask } from '@homeledger/domain';
import { MemoryStore } from '../kit/memory-store';
import type { DocData, Store } from '../kit/store';
import { taskFromSnap, warrantyFromSnap } from '../maintenance/maintenance-docs';
import { buildFeed } from './calendar-feed';
import type { MailMessage, MailPort } from '../kit/mail/mail';
import { smtpMail } from '../kit/mail/smtp-mail';
import { DIGEST_CONCURRENCY, runDigests, type DigestPorts, type DigestReport } from './run-digests';

// A Monday, so weekly owners get theirs too.
export const BENCH_NOW = new Date('2026-06-15T13:00:00Z');
const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Australia/Sydney',
];
const NAMES = [
  'Replace HVAC filter',
  'Test smoke and CO alarms',
  'Clean gutters',
  'Flush water heater',
  'Clean dryer vent',
];

function fixtureDocs(owners: number, tasks: number, warranties: number): Record<string, DocData> {
  const docs: Record<string, DocData> = {};
  const today = todayIsoDate(BENCH_NOW, 'UTC');
  for (let o = 0; o < owners; o += 1) {
    const uid = `owner${o}`;
    docs[`profiles/${uid}`] = { email: `${uid}@example.com`, name: `Owner ${o}` };
    if (o % 3 === 0)
      docs[`reminderSettings/${uid}`] = {
        emailEnabled: o % 30 !== 0,
        frequency: o % 2 === 0 ? 'daily' : 'weekly',
        timeZone: ZONES[o % ZONES.length],
      };
    // Households (#31): the homes with news are read for who gets their reminders; one in
    // four of them has a co-owner (the next owner) who chose them, so they are mailed too.
    // Only those homes are seeded: the rest are never read, and 10,000 more documents would
    // crowd the capped heap with fixtures the job does not touch.
    const co = `owner${(o + 1) % owners}`;
    if (o % 5 === 0)
      docs[`properties/property${o}`] =
        o % 20 === 0 && co !== uid
          ? {
              ownerId: uid,
              members: { [co]: { role: 'co-owner', name: co, email: '', invitedBy: uid } },
              reminders: { [co]: true },
            }
          : { ownerId: uid };
  }
  for (let t = 0; t < tasks; t += 1) {
    const o = t % owners;
    // One owner in five has something overdue or due soon; everything else is months away.
    const soon = o % 5 === 0;
    const nextDue = soon ? addDays(today, (t % 45) - 14) : addDays(today, 60 + (t % 300));
    docs[`maintenanceTasks/task${t}`] = {
      propertyId: `property${o}`,
      ownerId: `owner${o}`,
      name: NAMES[t % NAMES.length],
      serviceType: null,
      notes: '',
      repeat: { kind: 'every', interval: 3, unit: 'months' },
      rrule: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1',
      startDate: '2026-01-01',
      timeZone: ZONES[o % ZONES.length],
      status: t % 17 === 0 ? 'suggested' : 'active',
      nextDue: t % 17 === 0 ? null : nextDue,
    };
  }
  for (let w = 0; w < warranties; w += 1) {
    const o = (w * 7) % owners;
    docs[`warranties/warranty${w}`] = {
      propertyId: `property${o}`,
      ownerId: `owner${o}`,
      item: ['Water heater', 'Roof', 'Dishwasher', 'Furnace'][w % 4],
      provider: 'Acme',
      startDate: '2020-01-01',
      coverage: 'end',
      endDate: addDays(today, (w % 10) * 30 - 10),
      notes: '',
      transferable: w % 2 === 0,
    };
  }
  return docs;
}

/**
 * Auth's getUsers stands in as one batched read of the seeded profiles (every owner here
 * verified): production asks Auth once per 100 owners, as the job reads settings.
 */
const profileEmails =
  (store: Store) =>
  async (uids: readonly string[]): Promise<ReadonlyMap<string, string>> => {
    const snaps = await store.getAll(uids.map((uid) => `profiles/${uid}`));
    return new Map(
      snaps.flatMap((snap, i) =>
        typeof snap?.data['email'] === 'string' ? [[uids[i] as string, snap.data['email']]] : [],
      ),
    );
  };

/** The digest job's ports on the bench's store: its profiles' emails count as verified. */
function benchDigestPorts(store: MemoryStore, mail: MailPort): DigestPorts {
  return {
    store,
    mail,
    verifiedEmails: profileEmails(store),
    appUrl: 'https://homeledger.app',
    unsubscribeSecret: 'bench',
    log: { info: () => undefined, error: () => undefined },
  };
}

export async function runBench(owners = 10_000, tasks = 50_000, warranties = 5_000) {
  const store = new MemoryStore(fixtureDocs(owners, tasks, warranties));
  const fixturesRssMB = Math.round(process.memoryUsage().rss / 1024 / 1024);
  let mails = 0;
  const mail: MailPort = {
    send: async () => {
      mails += 1;
    },
  };
  const before = store.readRequests;
  const start = performance.now();
  const report = await runDigests(benchDigestPorts(store, mail), BENCH_NOW);
  const ms = Math.round(performance.now() - start);
  return {
    owners,
    tasks,
    warranties,
    ms,
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    fixturesRssMB,
    readRequests: store.readRequests - before,
    documentsRead:
      report.tasksRead + report.warrantiesRead + report.homesRead + report.settingsRead,
    mails,
    report,
  };
}

/**
 * Every one of `owners` owners with news today (a task overdue or due soon, one in three a
 * warranty too), daily or — it is a Monday — weekly, verified: the day every owner is mailed.
 */
function everyoneDueDocs(owners: number): Record<string, DocData> {
  const docs: Record<string, DocData> = {};
  const today = todayIsoDate(BENCH_NOW, 'UTC');
  for (let o = 0; o < owners; o += 1) {
    const uid = `owner${o}`;
    docs[`profiles/${uid}`] = { email: `${uid}@example.com`, name: `Owner ${o}` };
    docs[`properties/property${o}`] = { ownerId: uid };
    docs[`reminderSettings/${uid}`] = {
      emailEnabled: true,
      frequency: o % 2 === 0 ? 'daily' : 'weekly',
      timeZone: ZONES[o % ZONES.length],
    };
    for (let t = 0; t < 3; t += 1)
      docs[`maintenanceTasks/task${o}-${t}`] = {
        propertyId: `property${o}`,
        ownerId: uid,
        name: NAMES[(o + t) % NAMES.length],
        timeZone: ZONES[o % ZONES.length],
        status: 'active',
        nextDue: addDays(today, ((o + t * 7) % 40) - 20),
      };
    if (o % 3 === 0)
      docs[`warranties/warranty${o}`] = {
        propertyId: `property${o}`,
        ownerId: uid,
        item: 'Water heater',
        provider: 'Acme',
        endDate: addDays(today, 20),
      };
  }
  return docs;
}

/**
 * The job against a real SMTP server (the bench's mail catcher on 127.0.0.1:`smtpPort`,
 * which takes its time over each mail): runs of `budgetMs` each — the deployed function's
 * timeout less its stop margin — one after another as the schedule repeats them, each
 * resuming from the cursor the last one left, until the day is done. Same pooled transport
 * and concurrency as production.
 */
export async function runSmtpBench(owners: number, smtpPort: number, budgetMs: number) {
  const store = new MemoryStore(everyoneDueDocs(owners));
  const fixturesRssMB = Math.round(process.memoryUsage().rss / 1024 / 1024);
  const mail = smtpMail(
    { host: '127.0.0.1', port: smtpPort, secure: false },
    { maxConnections: DIGEST_CONCURRENCY },
  );
  const ports = benchDigestPorts(store, mail);
  const runs: Pick<DigestReport, 'outcome' | 'sent' | 'alreadySent' | 'failed'>[] = [];
  const longestRunMs = { ms: 0 };
  const start = performance.now();
  try {
    for (;;) {
      const runStart = performance.now();
      const report = await runDigests(ports, BENCH_NOW, { deadline: Date.now() + budgetMs });
      longestRunMs.ms = Math.max(longestRunMs.ms, Math.round(performance.now() - runStart));
      runs.push({
        outcome: report.outcome,
        sent: report.sent,
        alreadySent: report.alreadySent,
        failed: report.failed,
      });
      if (report.outcome !== 'paused' || runs.length >= 50) break;
    }
  } finally {
    mail.close?.();
  }
  const ms = Math.round(performance.now() - start);
  const sent = runs.reduce((sum, r) => sum + r.sent, 0);
  return {
    owners,
    ms,
    longestRunMs: longestRunMs.ms,
    runs,
    sent,
    failed: runs.reduce((sum, r) => sum + r.failed, 0),
    mailsPerSecond: Math.round((sent / ms) * 1000 * 10) / 10,
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    fixturesRssMB,
  };
}

/** Raw RFC 5322 bytes of a message, as nodemailer would send them. */
async function emlOf(message: MailMessage): Promise<Buffer> {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const info = await transport.sendMail({ ...message });
  return info.message as Buffer;
}

export async function runDemo(outDir: string) {
  mkdirSync(outDir, { recursive: true });
  const store = new MemoryStore(fixtureDocs(10, 40, 6));
  const written: string[] = [];
  const mail: MailPort = {
    async send(message) {
      const file = path.join(outDir, `digest-${message.to.replace(/[^A-Za-z0-9]+/g, '-')}.eml`);
      writeFileSync(file, await emlOf(message));
      written.push(file);
    },
  };
  const report = await runDigests(
    {
      store,
      mail,
      verifiedEmails: profileEmails(store),
      appUrl: 'http://127.0.0.1:5000',
      unsubscribeSecret: 'demo-secret',
      log: { info: () => undefined, error: () => undefined },
    },
    BENCH_NOW,
  );
  const owner = 'owner0';
  const tasks = (
    await store.query({
      collection: 'maintenanceTasks',
      where: [{ field: 'ownerId', op: '==', value: owner }],
    })
  )
    .map(taskFromSnap)
    .filter((t: MaintenanceTask) => t.status === 'active');
  const warranties = (
    await store.query({
      collection: 'warranties',
      where: [{ field: 'ownerId', op: '==', value: owner }],
    })
  ).map(warrantyFromSnap);
  const ics = path.join(outDir, `${owner}.ics`);
  writeFileSync(
    ics,
    buildFeed({
      tasks,
      warranties,
      today: todayIsoDate(BENCH_NOW, 'America/New_York'),
      appUrl: 'http://127.0.0.1:5000',
    }),
  );
  written.push(ics);
  return { report, written };
}
