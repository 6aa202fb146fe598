import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ready } from '@/lib/data/loadable';
import {
  ReminderSettingsScreen,
  type ReminderSettingsScreenProps,
} from './reminder-settings-screen';
import { renderInRouter } from '@/test/render-in-router';
import { interactive } from '@/test/interactive';

function renderScreen(patch: Partial<ReminderSettingsScreenProps> = {}) {
  const props: ReminderSettingsScreenProps = {
    settings: ready(null),
    browserTimeZone: 'America/Denver',
    onRetry: vi.fn(),
    onSave: vi.fn(),
    feedActive: false,
    onCreateFeed: vi.fn(),
    onRevokeFeed: vi.fn(),
    ...patch,
  };
  const { router, unmount } = renderInRouter(<ReminderSettingsScreen {...props} />, {
    path: '/settings/reminders',
    routes: [{ path: '/dashboard', element: <p>Dashboard page</p> }],
  });
  return Object.assign(props, { router, unmount });
}

/** Replaces the Time zone field's text with `zone`. */
async function typeTimeZone(zone: string) {
  const field = screen.getByLabelText('Time zone');
  await userEvent.clear(field);
  await userEvent.type(field, zone);
}

describe('ReminderSettingsScreen', () => {
  it('defaults to on, weekly, the browser time zone; saves the choice', async () => {
    const props = renderScreen();
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/Denver');
    await userEvent.click(screen.getByRole('radio', { name: 'Daily' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(props.onSave).toHaveBeenCalledWith({
      emailEnabled: true,
      frequency: 'daily',
      timeZone: 'America/Denver',
    });
  });

  it('tells an unverified account that reminders wait for a verified email (#33)', () => {
    const { unmount } = renderScreen({ emailVerified: false });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Reminders are emailed only to a verified address.',
    );
    unmount();
    renderScreen({ emailVerified: true });
    expect(screen.queryByText(/emailed only to a verified address/)).toBeNull();
  });

  it('refuses an unknown time zone with a message at the field', async () => {
    const props = renderScreen();
    await typeTimeZone('Mars/Olympus');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(props.onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Please choose a valid time zone')).toBeInTheDocument();
  });

  it('saves the time zone trimmed, and email off without a frequency to choose', async () => {
    const props = renderScreen();
    await typeTimeZone('  Europe/Paris ');
    await userEvent.click(screen.getByRole('radio', { name: 'Off' }));
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(props.onSave).toHaveBeenCalledWith({
      emailEnabled: false,
      frequency: 'weekly',
      timeZone: 'Europe/Paris',
    });
  });

  it('asks before leaving the page with changes not saved', async () => {
    const props = renderScreen();
    await userEvent.click(screen.getByRole('radio', { name: 'Daily' }));
    await act(() => props.router.navigate('/dashboard'));
    expect(
      await interactive(screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })),
    ).toHaveAccessibleDescription('Your changes to these settings will be lost.');
    await userEvent.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('creates a calendar address and offers to revoke an active one', async () => {
    const props = renderScreen({ feedActive: true });
    await userEvent.click(screen.getByRole('button', { name: 'Turn off calendar feed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Replace address' }));
    expect(props.onRevokeFeed).toHaveBeenCalled();
    expect(props.onCreateFeed).toHaveBeenCalled();
  });
});
