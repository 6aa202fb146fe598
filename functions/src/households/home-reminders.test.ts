/**
 * setHomeReminders on the memory store: the owner and a co-owner choose for themselves; a
 * viewer, a delegate and a stranger are refused; the stored map keeps only the plan's
 * keepers, and the digest's recipients follow it (domain homeReminderRecipients).
 */
import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  HOUSEHOLD_MESSAGES as M,
  homeReminderRecipients,
  readHomeReminders,
  readMembers,
} from '@homeledger/domain';
import { callableShell } from '../kit/callable';
import { MemoryStore } from '../kit/memory-store';
import { setHomeRemindersSpec } from './home-reminders';
import { storedMember } from '../kit/household.test-support';

const NOW = new Date('2026-05-01T12:00:00Z');
const member = (role: string, extra: Record<string, unknown> = {}) =>
  storedMember(role, role, { since: new Date('2026-04-01T00:00:00Z'), ...extra });

function world(reminders: Record<string, unknown> = {}) {
  const store = new MemoryStore({
    'properties/home': {
      ownerId: 'olive',
      members: {
        cole: member('co-owner'),
        vera: member('viewer'),
        dana: member('delegate', { grant: { until: '2026-05-20', report: false } }),
      },
      reminders,
    },
  });
  const set = (uid: string, on: boolean, propertyId = 'home') =>
    callableShell(setHomeRemindersSpec, { store }, undefined, { now: () => NOW })({
      auth: { uid, token: { role: 'homeowner', email: `${uid}@x.example`, email_verified: true } },
      data: { propertyId, on },
    });
  const home = () => store.snapshot()['properties/home'] ?? {};
  const recipients = () =>
    homeReminderRecipients({
      ownerId: 'olive',
      members: readMembers(home()['members']),
      reminders: readHomeReminders(home()['reminders']),
    });
  return { store, set, home, recipients };
}

async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return { code: (error as HttpsError).code, message: (error as HttpsError).message };
}

describe('setHomeReminders', () => {
  it('the owner is on by default and may turn it off; a co-owner opts in', async () => {
    const w = world();
    expect(w.recipients()).toEqual(['olive']);
    expect(await w.set('cole', true)).toEqual({ propertyId: 'home', on: true });
    expect(await w.set('olive', false)).toEqual({ propertyId: 'home', on: false });
    expect(w.home()['reminders']).toEqual({ cole: true, olive: false });
    expect(w.recipients()).toEqual(['cole']);
  });

  it.each([
    ['a viewer', 'vera', 'permission-denied', M.notAllowed],
    ['a delegate', 'dana', 'permission-denied', M.notAllowed],
    ['a stranger', 'sam', 'not-found', M.propertyNotFound],
  ])('%s is refused and nothing changes', async (_, uid, code, message) => {
    const w = world();
    const before = w.store.writeCount;
    expect(await refusal(w.set(uid, true))).toEqual({ code, message });
    expect(w.store.writeCount).toBe(before);
  });

  it('drops the choices of people who no longer keep the plan', async () => {
    const w = world({ gone: true, vera: true, cole: 'yes' });
    await w.set('cole', true);
    expect(w.home()['reminders']).toEqual({ cole: true });
  });
});
