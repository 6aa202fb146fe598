/** /settings/reminders: binds the live reminder settings and their callables to the screen. */
import { useCallback, useState } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { callableFailure } from '@/lib/firebase/callable';
import {
  browserTimeZone,
  createCalendarFeed,
  revokeCalendarFeed,
  saveReminderSettings,
} from './api/maintenance';
import { useReminderSettings } from './api/use-maintenance';
import { MAINTENANCE_COPY, REMINDER_SETTINGS_COPY as COPY } from './maintenance-copy';
import { ReminderSettingsScreen, type ReminderSettingsValues } from './reminder-settings-screen';

export function ReminderSettingsPage() {
  const { user } = useAuth();
  const settings = useReminderSettings(user?.id);
  const [zone] = useState(browserTimeZone);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const [feedBusy, setFeedBusy] = useState(false);

  const onSave = useCallback(async (values: ReminderSettingsValues) => {
    setSaving(true);
    setError(null);
    try {
      await saveReminderSettings(values);
      toast({ title: COPY.saved });
    } catch (failure) {
      const { message, field } = callableFailure(failure);
      if (field) setError(message);
      else
        toast({
          title: MAINTENANCE_COPY.actionFailed,
          description: message,
          variant: 'destructive',
        });
    } finally {
      setSaving(false);
    }
  }, []);

  const feedAction = useCallback(async (action: () => Promise<void>) => {
    setFeedBusy(true);
    try {
      await action();
    } catch (failure) {
      toast({
        title: MAINTENANCE_COPY.actionFailed,
        description: callableFailure(failure).message,
        variant: 'destructive',
      });
    } finally {
      setFeedBusy(false);
    }
  }, []);

  const current = settings.state.status === 'ready' ? settings.state.data : null;
  return (
    <>
      <PageMeta title={COPY.title} description={COPY.subtitle} />
      <ReminderSettingsScreen
        settings={settings.state}
        browserTimeZone={zone}
        onRetry={settings.retry}
        onSave={(values) => void onSave(values)}
        saving={saving}
        error={error}
        feedActive={Boolean(current?.feedActive)}
        emailVerified={user?.emailVerified ?? false}
        feedUrl={feedUrl}
        feedBusy={feedBusy}
        onCreateFeed={() =>
          void feedAction(async () => {
            const { url } = await createCalendarFeed(current?.timeZone ?? zone);
            setFeedUrl(url);
          })
        }
        onRevokeFeed={() =>
          void feedAction(async () => {
            await revokeCalendarFeed();
            setFeedUrl(null);
          })
        }
      />
    </>
  );
}
