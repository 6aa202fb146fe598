import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRANSFER_MESSAGES } from '@homeledger/domain';
import { TransferPanel, type TransferPanelProps } from './transfer-panel';

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
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/nick@example\.com accepts/)).toBeTruthy();
    expect(props.onStart).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Send transfer' }));
    expect(props.onStart).toHaveBeenCalledWith('nick@example.com');
  });

  it('checks the email first and shows the server’s refusal at the field', async () => {
    const { props, user } = setup({
      onStart: vi.fn(async () => ({
        ok: false as const,
        message: TRANSFER_MESSAGES.recipientNotFound,
      })),
    });
    await user.click(screen.getByRole('button', { name: 'Transfer this home' }));
    expect(await screen.findByText(TRANSFER_MESSAGES.email)).toBeTruthy();
    await user.type(screen.getByLabelText(/New owner's email/), 'x@example.com');
    await user.click(screen.getByRole('button', { name: 'Transfer this home' }));
    await user.click(await screen.findByRole('button', { name: 'Send transfer' }));
    expect(props.onStart).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(TRANSFER_MESSAGES.recipientNotFound)).toBeTruthy();
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
});
