/** The reminder settings callables' fuzz entries (fuzz-registry.ts spreads them in). */
import { REMINDER_SETTINGS_FIELDS } from '@homeledger/domain';
import { specFuzzEntry, type FuzzEntry } from '../kit/fuzz';
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

export const reminderFuzzEntries: readonly FuzzEntry[] = [
  specFuzzEntry(saveReminderSettingsSpec, {
    makePorts: settingsPorts,
    writes,
    fields: [...REMINDER_SETTINGS_FIELDS],
    sample: { emailEnabled: true, frequency: 'daily', timeZone: 'America/Denver' },
  }),
  specFuzzEntry(createCalendarFeedSpec, {
    makePorts: settingsPorts,
    writes,
    fields: ['timeZone'],
    sample: { timeZone: 'America/Denver' },
  }),
  // No fields: what is fuzzed is the payload's shape (null, arrays, scalars, prototype keys).
  specFuzzEntry(revokeCalendarFeedSpec, {
    makePorts: settingsPorts,
    writes,
    fields: [],
    sample: {},
  }),
];
