import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LOADING, failed, ready } from '@/lib/data/loadable';
import {
  MemberInvitationsPanel,
  type MemberInvitationsPanelProps,
} from './member-invitations-panel';
import { invitationsFixture as I } from './households.fixtures';
import { toInvitationRow } from './api/households';
import { confirmedActionsAtRest, renderWithProps } from '@/test/render-with-props';

function setup(overrides: Partial<MemberInvitationsPanelProps> = {}) {
  return renderWithProps(MemberInvitationsPanel, {
    invitations: ready([I.viewer, I.delegate]),
    ...confirmedActionsAtRest(),
    ...overrides,
  });
}

describe('MemberInvitationsPanel', () => {
  it('lists each invitation with its role and a delegate’s grant', () => {
    setup();
    const list = screen.getByRole('list', { name: 'Invitations to you' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Olive Owner invites you to join as a viewer.')).toBeTruthy();
    expect(within(rows[1]!).getByText(/Access until May 31, 2026\./)).toBeTruthy();
  });

  it('asks before accepting or declining, then acts on the confirmed one', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Accept: 48 Maple Street' }));
    expect(props.onConfirmChange).toHaveBeenCalledWith({ row: I.delegate, action: 'accept' });
    await user.click(screen.getByRole('button', { name: 'Decline: 12 Oak Lane' }));
    expect(props.onConfirmChange).toHaveBeenCalledWith({ row: I.viewer, action: 'decline' });
    expect(props.onAct).not.toHaveBeenCalled();
  });

  it('confirms with what joining means', async () => {
    const { props, user } = setup({ confirm: { row: I.viewer, action: 'accept' } });
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/You will see 12 Oak Lane as a viewer/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(props.onAct).toHaveBeenCalledWith(I.viewer, 'accept');
  });

  it('shows nothing while loading or with no invitations, Try Again on a failure', async () => {
    const { view } = setup({ invitations: LOADING });
    expect(view.container.textContent).toBe('');
    view.unmount();
    const empty = setup({ invitations: ready([]) });
    expect(empty.view.container.textContent).toBe('');
    empty.view.unmount();
    const { props, user } = setup({ invitations: failed(new Error('offline')) });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(props.onRetry).toHaveBeenCalled();
  });
});

describe('toInvitationRow', () => {
  it('reads a stored invitation, with fallbacks for blank names', () => {
    const row = toInvitationRow('i1', {
      propertyId: 'p1',
      property: { address: ' 1 Elm St ', city: 'Springfield', state: 'IL', zipCode: '62704' },
      fromUid: 'u1',
      fromName: '',
      toUid: '',
      toEmail: 'sam@example.com',
      role: 'delegate',
      grant: { until: '2026-06-01', report: true },
      state: 'pending',
    });
    expect(row).toMatchObject({
      address: '1 Elm St',
      cityStateZip: 'Springfield, IL 62704',
      fromName: 'A homeowner',
      toName: 'sam@example.com',
      role: 'delegate',
      grant: { until: '2026-06-01', report: true },
      invited: true,
    });
  });
});
