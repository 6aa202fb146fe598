/** The reminder settings callables' fuzz entries (fuzz-registry.ts spreads them in). */
import { REMINDER_SETTINGS_FIELDS } from '@homeledger/domain';
import { fuzzWorld, type FuzzEntry } from '../kit/fuzz';
import { MemoryStore } from '../kit/memory-store';
import {
  createCalendarFeedSpec,
  revokeCalendarFeedSpec,
  saveReminderSettingsSpec,
  type SettingsPorts,
} from './reminder-settings';

function settingsPorts(): SettingsPorts & { store: MemoryStore } {
  return {
    store: new MemoryStore({
      'reminderSettings/fuzz-user': { emailEnabled: true, frequency: 'weekly', timeZone: 'UTC' },
    }),
    appUrl: 'https://homeledger.app',
  };
}
const writes = (p: SettingsPorts) => (p.store as MemoryStore).writeCount;

const entry = fuzzWorld(settingsPorts, writes);

export const reminderFuzzEntries: readonly FuzzEntry[] = [
  entry(saveReminderSettingsSpec, [...REMINDER_SETTINGS_FIELDS], {
    emailEnabled: true,
    frequency: 'daily',
    timeZone: 'America/Denver',
  }),
  entry(createCalendarFeedSpec, ['timeZone'], { timeZone: 'America/Denver' }),
  // No fields: what is fuzzed is the payload's shape (null, arrays, scalars, prototype keys).
  entry(revokeCalendarFeedSpec, [], {}),
];
