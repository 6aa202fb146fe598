import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOUSEHOLD_MESSAGES, latestGrantDay } from '@homeledger/domain';
import { LOADING, failed, ready } from '@/lib/data/loadable';
import { renderInRouter } from '@/test/render-in-router';
import { MembersPanel, type MembersPanelProps } from './members-panel';
import {
  FIXTURE_TODAY,
  aloneHomeFixture,
  homeFixture,
  homeOpensFixture,
  invitationsFixture as I,
  membersFixture as M,
} from './households.fixtures';
import { interactive } from '@/test/interactive';

function setup(overrides: Partial<MembersPanelProps> = {}) {
  const props: MembersPanelProps = {
    home: ready(homeFixture),
    invitations: ready([I.viewer]),
    role: 'owner',
    currentUid: homeFixture.ownerId,
    today: FIXTURE_TODAY,
    onRetry: vi.fn(),
    onInvite: vi.fn(async () => ({ ok: true as const })),
    onChangeRole: vi.fn(async () => ({ ok: true as const })),
    onRemove: vi.fn(async () => undefined),
    onWithdraw: vi.fn(async () => undefined),
    onLeave: vi.fn(async () => undefined),
    ...overrides,
  };
  // A data router: the form dialog guards unsaved changes with useBlocker.
  const view = renderInRouter(<MembersPanel {...props} />);
  return { props, view, user: userEvent.setup() };
}

const people = () =>
  within(screen.getByRole('list', { name: 'Household' })).getAllByRole('listitem');

describe('MembersPanel, the owner', () => {
  it('lists the delegates’ visits, who and when, newest first', () => {
    setup({ opens: ready(homeOpensFixture) });
    const visits = within(screen.getByRole('list', { name: 'Delegate visits' })).getAllByRole(
      'listitem',
    );
    expect(visits.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Dana Insurer opened this home.*Apr 30, 2026/),
      expect.stringMatching(/^Dana Insurer opened this home.*Apr 29, 2026/),
    ]);
    expect(within(visits[0]!).getByText(/until Jun 30, 2026/)).toBeTruthy();
  });

  it('turns the owner’s own reminders for the home off and on', async () => {
    const onReminders = vi.fn(async () => undefined);
    const { user } = setup({ reminders: true, onReminders });
    const box = screen.getByRole('checkbox', {
      name: 'Email me this home’s maintenance reminders',
    });
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(box);
    expect(onReminders).toHaveBeenCalledWith(false);
  });

  it('says no delegate has opened the home yet, and nothing without a delegate', () => {
    setup({ opens: ready([]) });
    expect(screen.getByText('No delegate has opened this home yet.')).toBeTruthy();
    setup({ home: ready(aloneHomeFixture), invitations: ready([]), opens: ready([]) });
    expect(screen.getAllByText('No delegate has opened this home yet.')).toHaveLength(1);
  });

  it('lists the owner first, then members with their role and a delegate’s grant', () => {
    setup();
    const rows = people();
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Olive Owner \(you\)Owner/),
      expect.stringMatching(/^Cora CoownerCo-owner/),
      expect.stringMatching(/^Vic ViewerViewer/),
      expect.stringMatching(/^Dana InsurerDelegate/),
    ]);
    expect(within(rows[3]!).getByText(/until Jun 30, 2026, may make a report/)).toBeTruthy();
  });

  it('manages every member but itself, and withdraws a pending invitation after asking', async () => {
    const { props, user } = setup();
    expect(screen.getAllByRole('group', { name: /^Actions for / })).toHaveLength(3);
    expect(screen.queryByRole('group', { name: 'Actions for Olive Owner' })).toBeNull();
    const pending = screen.getByRole('list', { name: 'Invitations waiting for an answer' });
    expect(within(pending).getByText(/Invited as a viewer/)).toBeTruthy();
    await user.click(within(pending).getByRole('button', { name: 'Withdraw: Nina Neighbor' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/Nina Neighbor will no longer be able to join/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(props.onWithdraw).toHaveBeenCalledWith(I.viewer);
  });

  it('removes a member only once confirmed', async () => {
    const { props, user } = setup();
    const actions = screen.getByRole('group', { name: 'Actions for Vic Viewer' });
    await user.click(within(actions).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(props.onRemove).not.toHaveBeenCalled();
    await user.click(within(actions).getByRole('button', { name: 'Remove' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(props.onRemove).toHaveBeenCalledWith(M.viewer);
  });

  it('says only they can see a home with no members or invitations', () => {
    setup({ home: ready(aloneHomeFixture), invitations: ready([]) });
    expect(
      screen.getByText('Only you can see this home. Invite a co-owner, a viewer or a delegate.'),
    ).toBeTruthy();
    expect(people()).toHaveLength(1);
  });

  it('shows a spinner while loading and Try Again on a failure', async () => {
    const { view } = setup({ invitations: LOADING });
    expect(screen.getByText('Loading the household')).toBeTruthy();
    view.unmount();
    const { props, user } = setup({ invitations: failed(new Error('x')) });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(props.onRetry).toHaveBeenCalled();
  });
});

describe('MembersPanel, a member', () => {
  it('a co-owner chooses the home’s reminders; a viewer and a delegate are never offered them', async () => {
    const onReminders = vi.fn(async () => undefined);
    const { user, view } = setup({
      role: 'co-owner',
      currentUid: M.coOwner.uid,
      invitations: ready([]),
      reminders: false,
      onReminders,
    });
    await user.click(screen.getByRole('checkbox', { name: /maintenance reminders/ }));
    expect(onReminders).toHaveBeenCalledWith(true);
    view.unmount();
    for (const [role, me] of [
      ['viewer', M.viewer],
      ['delegate', M.delegate],
    ] as const) {
      const other = setup({
        role,
        currentUid: me.uid,
        invitations: ready([]),
        reminders: true,
        onReminders,
      });
      expect(screen.queryByRole('checkbox', { name: /maintenance reminders/ })).toBeNull();
      other.view.unmount();
    }
  });

  it.each([
    ['co-owner', M.coOwner],
    ['viewer', M.viewer],
    ['delegate', M.delegate],
  ] as const)('a %s sees the household, no management, and may leave', async (role, me) => {
    // Even handed the owner's log, a member's panel never shows it.
    const { props, user } = setup({
      role,
      currentUid: me.uid,
      invitations: ready([]),
      opens: ready(homeOpensFixture),
    });
    expect(people()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Invite a member' })).toBeNull();
    expect(screen.queryByRole('group', { name: /^Actions for / })).toBeNull();
    expect(screen.queryByText(/Only you can see this home/)).toBeNull();
    expect(screen.queryByText('Delegate visits')).toBeNull();
    expect(within(people().find((r) => r.textContent?.includes('(you)'))!).getByText(me.name));
    await user.click(screen.getByRole('button', { name: 'Leave this home' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/You will no longer see 12 Oak Lane/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Leave this home' }));
    expect(props.onLeave).toHaveBeenCalledTimes(1);
  });
});

describe('Invite a member', () => {
  async function openInvite(overrides: Partial<MembersPanelProps> = {}) {
    const setupResult = setup(overrides);
    await setupResult.user.click(screen.getByRole('button', { name: 'Invite a member' }));
    return { ...setupResult, dialog: await interactive(screen.findByRole('dialog')) };
  }

  it('shows the schema’s messages at their fields', async () => {
    const { props, user, dialog } = await openInvite();
    await user.type(within(dialog).getByLabelText(/Email/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(HOUSEHOLD_MESSAGES.email)).toBeTruthy();
    expect(within(dialog).getByText(HOUSEHOLD_MESSAGES.role)).toBeTruthy();
    expect(props.onInvite).not.toHaveBeenCalled();
  });

  it('limits a delegate’s last day to today..90 days on', async () => {
    const { props, user, dialog } = await openInvite();
    await user.type(within(dialog).getByLabelText(/Email/), 'ian@inspect.example');
    await user.click(within(dialog).getByText('Delegate'));
    const until = within(dialog).getByLabelText(/Last day of access/) as HTMLInputElement;
    expect(until.min).toBe(FIXTURE_TODAY);
    expect(until.max).toBe(latestGrantDay(FIXTURE_TODAY));
    await user.type(until, '2026-04-30');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(HOUSEHOLD_MESSAGES.untilPast)).toBeTruthy();
    await user.clear(until);
    await user.type(until, '2026-09-01');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(HOUSEHOLD_MESSAGES.untilTooLate)).toBeTruthy();
    await user.clear(until);
    await user.type(until, '2026-05-31');
    // createHistoryReport takes a delegate whose grant says so: the dialog offers it.
    await user.click(within(dialog).getByLabelText('May create a report'));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(props.onInvite).toHaveBeenCalledWith({
        email: 'ian@inspect.example',
        role: 'delegate',
        until: '2026-05-31',
        report: true,
      }),
    );
  });

  it('offers the report grant to a delegate only, unticked', async () => {
    const { user, dialog } = await openInvite();
    expect(within(dialog).queryByLabelText('May create a report')).toBeNull();
    await user.click(within(dialog).getByText('Co-owner'));
    expect(within(dialog).queryByLabelText('May create a report')).toBeNull();
    await user.click(within(dialog).getByText('Delegate'));
    expect(within(dialog).getByLabelText('May create a report')).not.toBeChecked();
  });

  it('puts the callable’s refusal at the field it names', async () => {
    const onInvite = vi.fn(async () => ({
      ok: false as const,
      field: 'email',
      message: HOUSEHOLD_MESSAGES.alreadyMember,
    }));
    const { user, dialog } = await openInvite({ onInvite });
    await user.type(within(dialog).getByLabelText(/Email/), 'cora@example.com');
    await user.click(within(dialog).getByText('Viewer'));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(HOUSEHOLD_MESSAGES.alreadyMember)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Change role', () => {
  /** Opens Change role for `member`, picks `role` and presses Save role; returns the dialog. */
  async function saveRole(user: ReturnType<typeof userEvent.setup>, member: string, role: string) {
    const actions = screen.getByRole('group', { name: `Actions for ${member}` });
    await user.click(within(actions).getByRole('button', { name: 'Change role' }));
    const dialog = await interactive(screen.findByRole('dialog'));
    await user.click(within(dialog).getByText(role));
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    return dialog;
  }

  it('asks once more before lowering a role', async () => {
    const { props, user } = setup();
    const dialog = await saveRole(user, 'Cora Coowner', 'Viewer');
    expect(await within(dialog).findByText(/Cora Coowner will become a viewer/)).toBeTruthy();
    expect(props.onChangeRole).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, lower the role' }));
    await waitFor(() =>
      expect(props.onChangeRole).toHaveBeenCalledWith(M.coOwner, {
        email: '',
        role: 'viewer',
        until: '',
        report: false,
      }),
    );
  });

  it('raises a role without asking', async () => {
    const { props, user } = setup();
    await saveRole(user, 'Vic Viewer', 'Co-owner');
    await waitFor(() => expect(props.onChangeRole).toHaveBeenCalledTimes(1));
  });
});
