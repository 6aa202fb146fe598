import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LOADING, ready } from '@/lib/data/loadable';
import { TransferOffersPanel, type TransferOffersPanelProps } from './transfer-offers-panel';
import {
  invitedRowFixture,
  transferRowsFixture as T,
  withHouseholdRowFixture as H,
} from './transfer-offers.fixtures';
import { toTransferRow } from './api/transfers';
import { confirmedActionsAtRest, renderWithProps } from '@/test/render-with-props';

function setup(overrides: Partial<TransferOffersPanelProps> = {}) {
  return renderWithProps(TransferOffersPanel, {
    incoming: ready([T.pending, T.accepting]),
    outgoing: ready([T.pending, T.accepted, T.declined]),
    ...confirmedActionsAtRest(),
    ...overrides,
  });
}

describe('TransferOffersPanel', () => {
  it('offers Accept and Decline to the recipient, Finish for a stopped acceptance', async () => {
    const { props, user } = setup();
    const received = screen.getByRole('list', { name: 'Offered to you' });
    expect(
      within(received).getByText('Olive Owner wants to transfer this home and its history to you.'),
    ).toBeTruthy();
    await user.click(within(received).getByRole('button', { name: 'Accept' }));
    expect(props.onConfirmChange).toHaveBeenCalledWith({ row: T.pending, action: 'accept' });
    await user.click(within(received).getByRole('button', { name: 'Finish transfer' }));
    expect(props.onAct).toHaveBeenCalledWith(T.accepting, 'accept');
  });

  it('shows the sender each state, and Cancel only while pending', () => {
    setup();
    const sent = screen.getByRole('list', { name: 'Sent by you' });
    expect(within(sent).getByText('Waiting for Nick Newowner to answer.')).toBeTruthy();
    expect(within(sent).getByText(/Transferred to Nick Newowner on May 3, 2026/)).toBeTruthy();
    expect(within(sent).getByText(/Nick Newowner declined on May 2, 2026/)).toBeTruthy();
    expect(within(sent).getAllByRole('button', { name: 'Cancel transfer' })).toHaveLength(1);
  });

  it('confirms with what the acceptance means', async () => {
    const { props, user } = setup({ confirm: { row: T.pending, action: 'accept' } });
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/its repairs, receipts and photo become yours/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(props.onAct).toHaveBeenCalledWith(T.pending, 'accept');
  });

  it('asks whom of the household to keep, none ticked by default (#31)', async () => {
    const onKeepChange = vi.fn();
    const { user } = setup({
      incoming: ready([H]),
      confirm: { row: H, action: 'accept' },
      keep: ['vic'],
      onKeepChange,
    });
    const dialog = screen.getByRole('alertdialog');
    const group = within(dialog).getByRole('group', {
      name: 'Keep anyone from the previous owner’s household?',
    });
    const cora = within(group).getByRole('checkbox', { name: /Cora Coowner/ });
    const vic = within(group).getByRole('checkbox', { name: /Vic Viewer/ });
    expect(cora).not.toBeChecked();
    expect(vic).toBeChecked();
    expect(within(group).getByText('Co-owner')).toBeTruthy();
    await user.click(cora);
    expect(onKeepChange).toHaveBeenLastCalledWith(['vic', 'cora']);
    await user.click(vic);
    expect(onKeepChange).toHaveBeenLastCalledWith([]);
  });

  it('asks nothing about a household when the home has none', () => {
    setup({ confirm: { row: T.pending, action: 'accept' } });
    expect(within(screen.getByRole('alertdialog')).queryByRole('checkbox')).toBeNull();
  });

  it('reads the household offered with a transfer', () => {
    expect(
      toTransferRow('t1', {
        members: [
          { uid: 'cora', name: 'Cora', role: 'co-owner' },
          { uid: 'x', name: 'X', role: 'owner' },
          { name: 'no uid', role: 'viewer' },
        ],
      }).members,
    ).toEqual([{ uid: 'cora', name: 'Cora', role: 'co-owner' }]);
  });

  it('shows nothing while loading or with no transfers', () => {
    const { view } = setup({ incoming: LOADING });
    expect(view.container.textContent).toBe('');
    view.unmount();
    const empty = setup({ incoming: ready([]), outgoing: ready([]) });
    expect(empty.view.container.textContent).toBe('');
  });

  it('reads a stored transfer defensively', () => {
    expect(
      toTransferRow('t1', {
        state: 'weird',
        property: { address: '12 Oak Lane', city: 'Springfield', state: 'IL', zipCode: '62704' },
        toEmail: 'nick@example.com',
      }),
    ).toMatchObject({
      id: 't1',
      state: 'pending',
      address: '12 Oak Lane',
      cityStateZip: 'Springfield, IL 62704',
      toName: 'nick@example.com',
      fromName: 'A homeowner',
      invited: false,
    });
    // As the functions store one: an invitation without its request time is none (the
    // domain's reader, which the functions' decisions use too).
    const invitation = { status: 'sent', mails: 1, requestedAt: new Date('2026-05-01T12:00:00Z') };
    expect(toTransferRow('t2', { toUid: '', toEmail: 'u@x.example', invitation }).invited).toBe(
      true,
    );
    expect(toTransferRow('t3', { toUid: 'u', toEmail: 'u@x.example', invitation }).invited).toBe(
      false,
    );
  });

  it('says an outgoing offer was mailed and waits, not whether the email has an account', () => {
    setup({ incoming: ready([]), outgoing: ready([invitedRowFixture]) });
    expect(
      screen.getByText('Invitation sent to una@example.com. Waiting for them to answer.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Cancel transfer/ })).toBeTruthy();
  });
});
