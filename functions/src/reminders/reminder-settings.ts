/**
 * Reminder settings and the calendar feed's token, as callables (docs/architecture.md §8):
 * `saveReminderSettings` writes `reminderSettings/{uid}`; `createCalendarFeed` makes a new
 * private feed address (revoking the previous one) and returns it once;
 * `revokeCalendarFeed` deletes it.
 */
import * as v from 'valibot';
import {
  APP_LINKS,
  appLink,
  CALENDAR_FEEDS_COLLECTION,
  REMINDER_MESSAGES,
  REMINDER_SETTINGS_COLLECTION,
  REMINDER_SETTINGS_FIELDS,
  ReminderSettingsSchema,
  timeZoneField,
} from '@homeledger/domain';
import type { ContractSpec } from '../kit/callable';
import type { Store, WriteOp } from '../kit/store';
import { feedHash, newFeedToken } from './calendar-feed';

export interface SettingsPorts {
  store: Store;
  appUrl: string;
}

const settingsPath = (uid: string) => `${REMINDER_SETTINGS_COLLECTION}/${uid}`;

export const saveReminderSettingsSpec: ContractSpec<'saveReminderSettings', SettingsPorts> = {
  name: 'saveReminderSettings',
  schema: ReminderSettingsSchema,
  fieldOrder: REMINDER_SETTINGS_FIELDS,
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) => {
      const current = await tx.get(settingsPath(caller.uid));
      const write: WriteOp = current
        ? { op: 'update', path: settingsPath(caller.uid), data: { ...input, updatedAt: now } }
        : { op: 'create', path: settingsPath(caller.uid), data: { ...input, updatedAt: now } };
      return { writes: [write], result: input };
    });
  },
};

const FeedSchema = v.object({ timeZone: timeZoneField }, REMINDER_MESSAGES.timeZone);

export const createCalendarFeedSpec: ContractSpec<'createCalendarFeed', SettingsPorts> = {
  name: 'createCalendarFeed',
  schema: FeedSchema,
  fieldOrder: ['timeZone'],
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    const token = newFeedToken();
    const hash = feedHash(token);
    await ports.store.transact(async (tx) => {
      const current = await tx.get(settingsPath(caller.uid));
      const previous = current?.data['calendarFeedHash'];
      const writes: WriteOp[] = [];
      if (typeof previous === 'string' && /^[0-9a-f]{64}$/.test(previous))
        writes.push({ op: 'delete', path: `${CALENDAR_FEEDS_COLLECTION}/${previous}` });
      writes.push({
        op: 'create',
        path: `${CALENDAR_FEEDS_COLLECTION}/${hash}`,
        data: { uid: caller.uid, timeZone: input.timeZone, createdAt: now },
      });
      writes.push(
        current
          ? {
              op: 'update',
              path: settingsPath(caller.uid),
              data: { calendarFeedHash: hash, calendarFeedAt: now },
            }
          : {
              op: 'create',
              path: settingsPath(caller.uid),
              data: {
                emailEnabled: true,
                frequency: 'weekly',
                timeZone: input.timeZone,
                calendarFeedHash: hash,
                calendarFeedAt: now,
              },
            },
      );
      return { writes, result: null };
    });
    return { url: appLink(ports.appUrl, APP_LINKS.calendarFeed(token)) };
  },
};

export const revokeCalendarFeedSpec: ContractSpec<'revokeCalendarFeed', SettingsPorts> = {
  name: 'revokeCalendarFeed',
  schema: v.object({}, REMINDER_MESSAGES.request) as unknown as v.GenericSchema<
    unknown,
    Record<string, never>
  >,
  access: 'signed-in',
  async run({ caller, ports, now }) {
    return ports.store.transact<{ revoked: boolean }>(async (tx) => {
      const current = await tx.get(settingsPath(caller.uid));
      const previous = current?.data['calendarFeedHash'];
      if (!current || typeof previous !== 'string' || !/^[0-9a-f]{64}$/.test(previous))
        return { writes: [], result: { revoked: false } };
      return {
        writes: [
          { op: 'delete', path: `${CALENDAR_FEEDS_COLLECTION}/${previous}` },
          {
            op: 'update',
            path: settingsPath(caller.uid),
            data: { calendarFeedHash: null, calendarFeedAt: now },
          },
        ],
        result: { revoked: true },
      };
    });
  },
};

/** The unsubscribe endpoint's write: reminders off (the settings document is made if missing). */
export async function unsubscribe(store: Store, uid: string, now: Date): Promise<void> {
  await store.transact(async (tx) => {
    const current = await tx.get(settingsPath(uid));
    const write: WriteOp = current
      ? { op: 'update', path: settingsPath(uid), data: { emailEnabled: false, updatedAt: now } }
      : {
          op: 'create',
          path: settingsPath(uid),
          data: { emailEnabled: false, frequency: 'weekly', timeZone: 'UTC', updatedAt: now },
        };
    return { writes: [write], result: null };
  });
}
