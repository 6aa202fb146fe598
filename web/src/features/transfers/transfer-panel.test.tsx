import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRANSFER_MESSAGES } from '@homeledger/domain';
import { TransferPanel, type PendingTransferView, type TransferPanelProps } from './transfer-panel';
import { toPendingTransfer } from './api/use-pending-transfer';
import { interactive } from '@/test/interactive';

function setup(overrides: Partial<TransferPanelProps> = {}) {
  const props: TransferPanelProps = {
    pendingTransferId: null,
    onStart: vi.fn(async () => ({ ok: true as const })),
    onCancel: vi.fn(async () => ({ ok: true as const })),
    ...overrides,
  };
  render(<TransferPanel {...props} />);
  return { props, user: userEvent.setup() };
}

describe('TransferPanel', () => {
  it('asks for confirmation, saying what changes hands, before sending', async () => {
    const { props, user } = setup();
    await user.type(screen.getByLabelText(/New owner's email/), ' Nick@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Transfer this home' }));
    const dialog = await interactive(screen.findByRole('alertdialog'));
    expect(within(dialog).getByText(/nick@example\.com accepts/)).toBeTruthy();
    expect(props.onStart).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Send transfer' }));
    expect(props.onStart).toHaveBeenCalledWith('nick@example.com', []);
  });

  it('checks the email first and shows the server’s refusal at the field', async () => {
    const { props, user } = setup({
      onStart: vi.fn(async () => ({
        ok: false as const,
        message: TRANSFER_MESSAGES.toSelf,
      })),
    });
    await user.click(screen.getByRole('button', { name: 'Transfer this home' }));
    expect(await screen.findByText(TRANSFER_MESSAGES.email)).toBeTruthy();
    await user.type(screen.getByLabelText(/New owner's email/), 'x@example.com');
    await user.click(screen.getByRole('button', { name: 'Transfer this home' }));
    await user.click(await interactive(screen.findByRole('button', { name: 'Send transfer' })));
    expect(props.onStart).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(TRANSFER_MESSAGES.toSelf)).toBeTruthy();
  });

  it('while pending, offers Cancel (confirmed)', async () => {
    const { props, user } = setup({ pendingTransferId: 't-1' });
    expect(screen.queryByLabelText(/New owner's email/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel transfer' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel transfer' }),
    );
    expect(props.onCancel).toHaveBeenCalledWith('t-1');
  });

  const invited = (status: 'sent' | 'failed' | 'sending'): PendingTransferView => ({
    id: 't-1',
    toEmail: 'una@example.com',
    invitation: { status, mails: 1, requestedAt: '2026-05-01T12:00:00Z', sentAt: null },
  });

  it('shows "Invitation sent to {email}" with Resend and Cancel, and says the resend', async () => {
    const onResend = vi.fn(async () => ({ ok: true as const }));
    const { props, user } = setup({
      pendingTransferId: 't-1',
      pendingTransfer: invited('sent'),
      onResend,
    });
    expect(screen.getByText('Invitation sent to una@example.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend invitation' }));
    expect(onResend).toHaveBeenCalledWith('t-1');
    expect(await screen.findByText('Invitation sent again to una@example.com.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel transfer' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel transfer' }),
    );
    expect(props.onCancel).toHaveBeenCalledWith('t-1');
  });

  it('says when the invitation was not sent, and shows a refused resend', async () => {
    const { user } = setup({
      pendingTransferId: 't-1',
      pendingTransfer: invited('failed'),
      onResend: async () => ({ ok: false, message: TRANSFER_MESSAGES.resendTooSoon }),
    });
    expect(screen.getByText('Invitation to una@example.com not sent')).toBeTruthy();
    expect(screen.getByText(/could not be sent\. Resend it/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText(TRANSFER_MESSAGES.resendTooSoon)).toBeTruthy();
  });

  it('holds Resend while a mail is being sent', () => {
    setup({
      pendingTransferId: 't-1',
      pendingTransfer: invited('sending'),
      onResend: vi.fn(async () => ({ ok: true as const })),
    });
    expect(screen.getByText('Sending the invitation...')).toBeTruthy();
    const resend = screen.getByRole('button', { name: 'Resend invitation' });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('toPendingTransfer', () => {
  const at = (iso: string) => ({ toDate: () => new Date(iso) });
  it('shows the mail and the typed email, never a recipient it names (#33)', () => {
    const data = {
      toEmail: 'una@example.com',
      invitation: {
        status: 'sent',
        mails: 2,
        requestedAt: at('2026-05-01T12:00:00Z'),
        sentAt: at('2026-05-01T12:00:01Z'),
      },
    };
    expect(toPendingTransfer('t', data).invitation).toEqual({
      status: 'sent',
      mails: 2,
      requestedAt: '2026-05-01T12:00:00.000Z',
      sentAt: '2026-05-01T12:00:01.000Z',
    });
    // Were a name or uid there (an old document), the view would still show the same.
    expect(toPendingTransfer('t', { ...data, toUid: 'una', toName: 'Una' })).toEqual(
      toPendingTransfer('t', data),
    );
    expect(toPendingTransfer('t', { ...data, invitation: null }).invitation).toBeNull();
    expect(
      toPendingTransfer('t', { ...data, invitation: { status: 'junk' } }).invitation,
    ).toBeNull();
  });
});
