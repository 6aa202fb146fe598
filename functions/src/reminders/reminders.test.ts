/**
 * The digest: decision, idempotency on the memory store, and real mail captured by an
 * in-test SMTP server (smtp-server) and parsed back (mailparser): headers, both parts,
 * links.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../kit/memory-store';
import { isMonday, planDigest, queryWindow, type DigestTask } from './digest.plan';
import { renderDigest } from './digest-mail';
import type { MailPort } from '../kit/mail/mail';
import { smtpConfigFrom, smtpMail } from '../kit/mail/smtp-mail';
import { runDigests, type DigestPorts } from './run-digests';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

// Monday June 15, 2026, 13:00 UTC: 08:00 in Chicago, 23:00 in Sydney (also Monday).
const NOW = new Date('2026-06-15T13:00:00Z');
const SECRET = 'test-secret';

const task = (id: string, nextDue: string, extra: Record<string, unknown> = {}) => ({
  propertyId: 'p1',
  ownerId: 'ann',
  name: `Task ${id}`,
  status: 'active',
  nextDue,
  timeZone: 'America/Chicago',
  repeat: { kind: 'every', interval: 1, unit: 'months' },
  rrule: 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=1',
  startDate: '2026-01-01',
  ...extra,
});

function world() {
  return new MemoryStore({
    'profiles/ann': { email: 'ann@example.com', name: 'Ann' },
    'profiles/bob': { email: 'bob@example.com', name: 'Bob' },
    'reminderSettings/bob': { emailEnabled: true, frequency: 'daily', timeZone: 'Europe/Berlin' },
    'maintenanceTasks/t1': task('t1', '2026-06-01'),
    'maintenanceTasks/t2': task('t2', '2026-07-01'),
    'maintenanceTasks/t3': task('t3', '2026-09-01'),
    'maintenanceTasks/t4': task('t4', '2026-06-20', { ownerId: 'bob', name: 'Bob <b>task</b>' }),
    'maintenanceTasks/s1': task('s1', '', { status: 'suggested', nextDue: null }),
    'warranties/w1': {
      propertyId: 'p1',
      ownerId: 'ann',
      item: 'Dishwasher',
      provider: 'Bosch',
      endDate: '2026-07-31',
    },
    'warranties/w2': {
      propertyId: 'p1',
      ownerId: 'ann',
      item: 'Roof',
      provider: '',
      endDate: '2040-01-01',
    },
  });
}

function capture(): MailPort & { sent: Parameters<MailPort['send']>[0][] } {
  const sent: Parameters<MailPort['send']>[0][] = [];
  return { sent, send: async (m) => void sent.push(m) };
}

const silent: DigestPorts['log'] = { info: () => undefined, error: () => undefined };
/** Auth as the job sees it: Ann and Bob verified their emails. */
const VERIFIED = new Map([
  ['ann', 'ann@example.com'],
  ['bob', 'bob@example.com'],
]);

const ports = (
  store: MemoryStore,
  mail: MailPort | null,
  log = silent,
  verified: ReadonlyMap<string, string> = VERIFIED,
): DigestPorts => ({
  store,
  mail,
  verifiedEmails: async (uids) =>
    new Map(uids.flatMap((uid) => (verified.has(uid) ? [[uid, verified.get(uid) ?? '']] : []))),
  appUrl: 'https://homeledger.app',
  unsubscribeSecret: SECRET,
  log,
});

describe('planDigest', () => {
  const settings = { emailEnabled: true, frequency: 'daily' as const, timeZone: 'America/Chicago' };
  const tasks: DigestTask[] = [
    {
      task: { id: 'a', propertyId: 'p', name: 'A', nextDue: '2026-06-10', status: 'active' },
      remindedKey: null,
    },
    {
      task: { id: 'b', propertyId: 'p', name: 'B', nextDue: '2026-06-30', status: 'active' },
      remindedKey: '2026-06-30:due-soon',
    },
  ];

  it("reports only what is new, in the owner's own day", () => {
    const decision = planDigest({
      uid: 'u',
      email: 'u@x',
      settings,
      now: NOW,
      tasks,
      warranties: [],
    });
    expect(decision.send && decision.digest.overdue.map((i) => i.key)).toEqual([
      '2026-06-10:overdue',
    ]);
    expect(decision.send && decision.digest.dueSoon).toEqual([]);
    expect(decision.send && decision.digest.date).toBe('2026-06-15');
  });

  it('sends nothing when off, without an email, with nothing new, or on a weekday for weekly', () => {
    const base = { uid: 'u', email: 'u@x', now: NOW, tasks, warranties: [] };
    expect(planDigest({ ...base, settings: { ...settings, emailEnabled: false } })).toEqual({
      send: false,
      reason: 'disabled',
    });
    expect(planDigest({ ...base, email: null, settings })).toEqual({
      send: false,
      reason: 'no-email',
    });
    expect(planDigest({ ...base, tasks: [tasks[1]!], settings })).toEqual({
      send: false,
      reason: 'nothing-new',
    });
    const tuesday = new Date('2026-06-16T13:00:00Z');
    expect(
      planDigest({ ...base, now: tuesday, settings: { ...settings, frequency: 'weekly' } }),
    ).toEqual({
      send: false,
      reason: 'not-today',
    });
    // Monday in Chicago at 20:00 local is already Tuesday in Tokyo.
    expect(isMonday('2026-06-15')).toBe(true);
    const lateMonday = new Date('2026-06-16T01:00:00Z');
    expect(
      planDigest({ ...base, now: lateMonday, settings: { ...settings, frequency: 'weekly' } }).send,
    ).toBe(true);
    expect(
      planDigest({
        ...base,
        now: lateMonday,
        settings: { ...settings, frequency: 'weekly', timeZone: 'Asia/Tokyo' },
      }),
    ).toEqual({ send: false, reason: 'not-today' });
  });

  it('queries a window wide enough for every time zone', () => {
    expect(queryWindow(NOW)).toEqual({
      dueBy: '2026-07-16',
      warrantiesFrom: '2026-05-31',
      warrantiesTo: '2026-08-15',
    });
  });
});

describe('runDigests on the memory store', () => {
  it('sends one digest per owner with something new, and never twice the same day', async () => {
    const store = world();
    const mail = capture();
    const first = await runDigests(ports(store, mail), NOW);
    expect(first).toMatchObject({ ownersConsidered: 2, sent: 2, alreadySent: 0, failed: 0 });
    // Reads: only due tasks and nearby warranties, not the far ones or the suggestion.
    expect(first.tasksRead).toBe(3);
    expect(first.warrantiesRead).toBe(1);
    const ann = mail.sent.find((m) => m.to === 'ann@example.com')!;
    expect(ann.subject).toBe('HomeLedger: 1 task overdue, 1 task due soon, 1 warranty to check');
    expect(store.snapshot()['maintenanceTasks/t1']).toMatchObject({
      remindedKey: '2026-06-01:overdue',
    });
    expect(store.snapshot()['reminderDigests/ann__2026-06-15']).toMatchObject({
      state: 'sent',
      items: 3,
    });
    // The job runs again (a retry): the record stops it, nothing is sent.
    const again = await runDigests(ports(store, mail), NOW);
    expect(again.sent).toBe(0);
    expect(mail.sent).toHaveLength(2);
    // Tomorrow: nothing new for Ann (already reported); Bob (daily) neither.
    const tomorrow = await runDigests(ports(store, mail), new Date('2026-06-16T13:00:00Z'));
    expect(tomorrow).toMatchObject({ sent: 0, nothingNew: 1 });
  });

  it('mails only verified emails: an unverified owner gets nothing, their items stay unmarked (#33)', async () => {
    const store = world();
    const mail = capture();
    const onlyBob = new Map([['bob', 'bob@example.com']]);
    const report = await runDigests(ports(store, mail, silent, onlyBob), NOW);
    expect(mail.sent.map((m) => m.to)).toEqual(['bob@example.com']);
    expect(report).toMatchObject({ sent: 1, skipped: 1 });
    expect(store.snapshot()['maintenanceTasks/t1']?.['remindedKey']).toBeUndefined();
    // The address mailed is Auth's verified one, not whatever the profile says.
    const moved = await runDigests(
      ports(world(), mail, silent, new Map([['ann', 'ann.new@example.com']])),
      NOW,
    );
    expect(moved.sent).toBe(1);
    expect(mail.sent.at(-1)?.to).toBe('ann.new@example.com');
  });

  it('an existing record for the day (a run in flight) stops a second send', async () => {
    const store = world();
    await store.commit([
      { op: 'create', path: 'reminderDigests/ann__2026-06-15', data: { state: 'sending' } },
    ]);
    const mail = capture();
    const report = await runDigests(ports(store, mail), NOW);
    expect(report.alreadySent).toBe(1);
    expect(mail.sent.map((m) => m.to)).toEqual(['bob@example.com']);
  });

  it('a failed send is recorded, leaves items unmarked, and is not retried the same day', async () => {
    const store = world();
    const errors: unknown[] = [];
    const failing: MailPort = { send: async () => Promise.reject(new Error('SMTP down')) };
    const report = await runDigests(
      ports(store, failing, { info: () => undefined, error: (m: string) => void errors.push(m) }),
      NOW,
    );
    expect(report.failed).toBe(2);
    expect(errors).toHaveLength(2);
    expect(store.snapshot()['reminderDigests/ann__2026-06-15']).toMatchObject({ state: 'failed' });
    expect(store.snapshot()['maintenanceTasks/t1']?.['remindedKey']).toBeUndefined();
  });

  it('without SMTP credentials: no mail, no record, one logged line, no crash', async () => {
    const store = world();
    const lines: string[] = [];
    const report = await runDigests(
      ports(store, null, { info: (m: string) => void lines.push(m), error: () => undefined }),
      NOW,
    );
    expect(report.sent).toBe(0);
    expect(lines).toEqual([expect.stringContaining('SMTP is not configured')]);
    expect(Object.keys(store.snapshot()).some((p) => p.startsWith('reminderDigests/'))).toBe(false);
    expect(smtpConfigFrom({ host: '' })).toBeNull();
  });
});

describe('unsubscribe tokens', () => {
  it('verify for their uid only', () => {
    const token = unsubscribeToken(SECRET, 'ann');
    expect(verifyUnsubscribeToken(SECRET, token)).toBe('ann');
    expect(verifyUnsubscribeToken('other', token)).toBeNull();
    const forged = `${Buffer.from('bob').toString('base64url')}.${token.split('.')[1]}`;
    expect(verifyUnsubscribeToken(SECRET, forged)).toBeNull();
    for (const junk of ['', 'a', 'a.b.c', '!!.??', 42, null])
      expect(verifyUnsubscribeToken(SECRET, junk)).toBeNull();
  });
});

describe('mail over SMTP, captured by an in-test server', () => {
  let server: SMTPServer;
  let port = 0;
  const received: ParsedMail[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (parsed) => {
            received.push(parsed);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends text and HTML parts, one-click unsubscribe headers and working links', async () => {
    const store = world();
    const mail = smtpMail(smtpConfigFrom({ host: '127.0.0.1', port: String(port) })!);
    const report = await runDigests(ports(store, mail), NOW);
    expect(report.sent).toBe(2);
    expect(received).toHaveLength(2);
    const ann = received.find((m) => m.subject?.includes('overdue'))!;
    const token = unsubscribeToken(SECRET, 'ann');
    const unsubscribe = `https://homeledger.app/unsubscribe?token=${encodeURIComponent(token)}`;
    const header = (name: string) =>
      ann.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe}>`);
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(ann.text).toBeTruthy();
    expect(ann.html).toBeTruthy();
    expect(ann.text).toContain('Overdue\n- Task t1 (was due June 1, 2026)');
    expect(ann.text).toContain(`Unsubscribe: ${unsubscribe}`);
    expect(ann.html).toContain('href="https://homeledger.app/property/p1?tab=maintenance"');
    expect(ann.html).toContain('Dishwasher (Bosch) (ends July 31, 2026)');
    expect(ann.html).toContain(`href="${unsubscribe.replaceAll('&', '&amp;')}"`);
    expect(verifyUnsubscribeToken(SECRET, new URL(unsubscribe).searchParams.get('token'))).toBe(
      'ann',
    );
    // User text is escaped in the HTML part.
    const bob = received.find((m) => m.to && JSON.stringify(m.to).includes('bob@'))!;
    expect(bob.html).toContain('Bob &lt;b&gt;task&lt;/b&gt;');
    expect(bob.html).not.toContain('<b>task</b>');
  });

  it('renders a subject for each kind of news', () => {
    const digest = {
      uid: 'u',
      date: '2026-06-15',
      overdue: [],
      dueSoon: [],
      expiring: [],
      expired: [
        {
          kind: 'warranty' as const,
          id: 'w',
          propertyId: 'p',
          title: 'Heater',
          date: '2026-06-10',
          state: 'expired' as const,
          key: 'k',
          field: 'remindedKey',
        },
      ],
    };
    const message = renderDigest(digest, 'u@x', { appUrl: 'https://a', unsubscribeToken: 't' });
    expect(message.subject).toBe('HomeLedger: 1 warranty to check');
    expect(message.text).toContain('Warranties that just expired\n- Heater (ended June 10, 2026)');
  });
});
