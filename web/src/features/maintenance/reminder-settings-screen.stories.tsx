import type { Story, StoryDefault } from '@ladle/react';
import { LOADING, failed, ready } from '@/lib/data/loadable';
import {
  ReminderSettingsScreen,
  type ReminderSettingsScreenProps,
} from './reminder-settings-screen';

export default {
  title: 'Reminder settings',
  meta: { path: '/settings/reminders' },
} satisfies StoryDefault;

const noop = () => undefined;
const base: ReminderSettingsScreenProps = {
  settings: ready({
    emailEnabled: true,
    frequency: 'weekly',
    timeZone: 'America/Chicago',
    feedActive: false,
  }),
  browserTimeZone: 'America/Chicago',
  onRetry: noop,
  onSave: noop,
  feedActive: false,
  onCreateFeed: noop,
  onRevokeFeed: noop,
};

export const Defaults: Story = () => <ReminderSettingsScreen {...base} settings={ready(null)} />;
export const WeeklyWithFeed: Story = () => (
  <ReminderSettingsScreen
    {...base}
    feedActive
    feedUrl="https://homeledger.app/calendar/q1w2e3r4t5y6u7i8o9p0aa.ics"
  />
);
export const RemindersOff: Story = () => (
  <ReminderSettingsScreen
    {...base}
    settings={ready({
      emailEnabled: false,
      frequency: 'daily',
      timeZone: 'Europe/London',
      feedActive: true,
    })}
    feedActive
  />
);
export const EmailNotVerified: Story = () => (
  <ReminderSettingsScreen {...base} emailVerified={false} />
);
export const Saving: Story = () => <ReminderSettingsScreen {...base} saving />;
export const Loading: Story = () => <ReminderSettingsScreen {...base} settings={LOADING} />;
export const LoadFailure: Story = () => (
  <ReminderSettingsScreen {...base} settings={failed(new Error('unavailable'))} />
);
