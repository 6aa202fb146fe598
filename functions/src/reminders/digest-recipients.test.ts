/**
 * The digest job's recipients (issue #31): a home's owner unless they turned its reminders
 * off, its co-owners who turned them on, never a viewer or a delegate; each recipient gets one
 * digest with every home's due items, at most once (their own `remindedKey…` field), and
 * only at a verified email.
 */
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../kit/memory-store';
import type { MailMessage, MailPort } from '../kit/mail/mail';
import { runDigests, type DigestPorts } from './run-digests';

const NOW = new Date('2026-06-15T12:00:00Z');
const NEXT_DAY = new Date('2026-06-16T12:00:00Z');
const daily = { emailEnabled: true, frequency: 'daily', timeZone: 'UTC' };
const member = (role: string, extra: Record<string, unknown> = {}) => ({
  role,
  name: role,
  email: `${role}@example.com`,
  since: new Date('2026-01-01T00:00:00Z'),
  invitedBy: 'olive',
  ...extra,
});
const task = (id: string, propertyId: string, ownerId = 'olive') => ({
  propertyId,
  ownerId,
  name: `Task ${id}`,
  status: 'active',
  nextDue: '2026-06-10',
  timeZone: 'UTC',
});

function world(reminders: Record<string, unknown> = {}) {
  const household = {
    ownerId: 'olive',
    members: {
      cole: member('co-owner'),
      cora: member('co-owner'),
      vera: member('viewer'),
      dana: member('delegate', { grant: { until: '2099-12-31', report: false } }),
    },
    reminders,
  };
  return new MemoryStore({
    'properties/oak': { ...household, address: '1 Oak' },
    'properties/elm': { ...household, address: '2 Elm' },
    // A home without a household: its owner alone, as before.
    'properties/pine': { ownerId: 'pat', address: '3 Pine' },
    'maintenanceTasks/t-oak': task('oak', 'oak'),
    'maintenanceTasks/t-elm': task('elm', 'elm'),
    'maintenanceTasks/t-pine': task('pine', 'pine', 'pat'),
    'warranties/w-oak': {
      propertyId: 'oak',
      ownerId: 'olive',
      item: 'Roof',
      provider: '',
      endDate: '2026-06-20',
    },
    ...Object.fromEntries(
      ['olive', 'cole', 'cora', 'vera', 'dana', 'pat'].map((uid) => [
        `reminderSettings/${uid}`,
        daily,
      ]),
    ),
  });
}

function run(store: MemoryStore, unverified: readonly string[] = [], now = NOW) {
  const sent: MailMessage[] = [];
  const mail: MailPort = { send: async (m) => void sent.push(m) };
  const ports: DigestPorts = {
    store,
    mail,
    verifiedEmails: async (uids) =>
      new Map(uids.filter((u) => !unverified.includes(u)).map((u) => [u, `${u}@example.com`])),
    appUrl: 'https://homeledger.app',
    unsubscribeSecret: 'test',
    log: { info: () => undefined, error: () => undefined },
  };
  return runDigests(ports, now).then((report) => ({ report, sent }));
}

const recipients = (sent: readonly MailMessage[]) => sent.map((m) => m.to).sort();

describe('runDigests: who gets a home’s reminders', () => {
  it('by default the owners only: one digest each, every home of theirs in it', async () => {
    const { sent, report } = await run(world());
    expect(recipients(sent)).toEqual(['olive@example.com', 'pat@example.com']);
    const olive = sent.find((m) => m.to === 'olive@example.com');
    expect(olive?.text).toContain('Task oak');
    expect(olive?.text).toContain('Task elm');
    expect(olive?.text).toContain('Roof');
    expect(report.homesRead).toBe(3);
  });

  it('a co-owner who chose the reminders gets them; one who did not, and viewers and delegates, do not', async () => {
    const { sent } = await run(world({ cole: true, cora: false, vera: true, dana: true }));
    expect(recipients(sent)).toEqual(['cole@example.com', 'olive@example.com', 'pat@example.com']);
  });

  it('an owner who turned them off gets none, the co-owner who chose them still does', async () => {
    const { sent } = await run(world({ olive: false, cole: true }));
    expect(recipients(sent)).toEqual(['cole@example.com', 'pat@example.com']);
  });

  it('marks each recipient’s own field, so a second run sends nothing to anyone', async () => {
    const store = world({ cole: true });
    await run(store);
    const docs = store.snapshot();
    expect(docs['maintenanceTasks/t-oak']).toMatchObject({
      remindedKey: '2026-06-10:overdue',
      remindedKey_cole: '2026-06-10:overdue',
    });
    expect(docs['warranties/w-oak']).toMatchObject({
      remindedKey: '2026-06-20:expiring',
      remindedKey_cole: '2026-06-20:expiring',
    });
    // The next day's run: nothing new for either of them.
    const next = await run(store, [], NEXT_DAY);
    expect(next.sent).toEqual([]);
    expect(next.report).toMatchObject({ sent: 0, failed: 0, nothingNew: 3 });
  });

  it('a co-owner joining later is told of what the owner was already told', async () => {
    const store = world();
    await run(store);
    await store.transact(async () => ({
      writes: [{ op: 'update', path: 'properties/oak', data: { reminders: { cole: true } } }],
      result: null,
    }));
    const { sent } = await run(store, [], NEXT_DAY);
    expect(recipients(sent)).toEqual(['cole@example.com']);
    expect(sent[0]?.text).toContain('Task oak');
    expect(sent[0]?.text).not.toContain('Task elm');
  });

  it('never mails an unverified co-owner', async () => {
    const { sent } = await run(world({ cole: true }), ['cole']);
    expect(recipients(sent)).toEqual(['olive@example.com', 'pat@example.com']);
  });
});
