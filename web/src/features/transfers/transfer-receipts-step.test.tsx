import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_KEPT_RECEIPTS, TRANSFER_MESSAGES } from '@homeledger/domain';
import { TransferPanel, type TransferPanelProps } from './transfer-panel';
import { TRANSFER_PANEL_COPY as C } from './transfers-copy';
import { HOME_RECEIPTS } from './transfer-receipts.fixtures';
import { toReceiptRow } from './api/use-home-receipts';
import { interactive } from '@/test/interactive';
import { renderWithProps } from '@/test/render-with-props';

function setup(overrides: Partial<TransferPanelProps> = {}) {
  return renderWithProps(TransferPanel, {
    pendingTransferId: null,
    receipts: { status: 'ready', data: HOME_RECEIPTS },
    onStart: vi.fn(async () => ({ ok: true as const })),
    onCancel: vi.fn(async () => ({ ok: true as const })),
    ...overrides,
  });
}

async function toReceipts(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/New owner's email/), 'nick@example.com');
  await user.click(screen.getByRole('button', { name: 'Transfer this home' }));
}

const box = (name: RegExp) => screen.getByRole('checkbox', { name });

describe('Transfer this home: the receipts step (#33)', () => {
  it('lists every receipt ticked "goes with the home", with the notice of what the new owner can read', async () => {
    const { props, user } = setup();
    await toReceipts(user);
    expect(screen.getByRole('heading', { name: C.receiptsTitle })).toBeTruthy();
    expect(screen.getByText(C.receiptsNotice)).toBeTruthy();
    expect(screen.getAllByRole('checkbox').map((b) => (b as HTMLInputElement).checked)).toEqual([
      true,
      true,
      true,
    ]);
    expect(box(/Roofing, Sep 14, 2025/)).toBeTruthy();
    expect(screen.getByText('roof-invoice.pdf')).toBeTruthy();
    expect(screen.getByText(C.receiptsCount(3, 3))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: C.receiptsContinue }));
    const dialog = await interactive(screen.findByRole('alertdialog'));
    expect(within(dialog).queryByText(/You keep/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send transfer' }));
    expect(props.onStart).toHaveBeenCalledWith('nick@example.com', []);
  });

  it('an unticked receipt is kept, by keyboard too, and the confirmation says so', async () => {
    const { props, user } = setup();
    await toReceipts(user);
    box(/Water heater/).focus();
    await user.keyboard(' ');
    expect((box(/Water heater/) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(C.receiptsCount(2, 3))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: C.receiptsContinue }));
    const dialog = await interactive(screen.findByRole('alertdialog'));
    expect(within(dialog).getByText(new RegExp(C.confirmKept(1).slice(0, 20)))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send transfer' }));
    expect(props.onStart).toHaveBeenCalledWith('nick@example.com', ['r-heater']);
  });

  it('"Select none" keeps them all, "Select all" hands them all over again', async () => {
    const { user } = setup();
    await toReceipts(user);
    await user.click(screen.getByRole('button', { name: C.receiptsNone }));
    expect(screen.getAllByRole('checkbox').every((b) => !(b as HTMLInputElement).checked)).toBe(
      true,
    );
    expect(screen.getByText(C.receiptsCount(0, 3))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: C.receiptsAll }));
    expect(screen.getAllByRole('checkbox').every((b) => (b as HTMLInputElement).checked)).toBe(
      true,
    );
  });

  it('Back returns to the email, keeping it', async () => {
    const { user } = setup();
    await toReceipts(user);
    await user.click(screen.getByRole('button', { name: C.receiptsBack }));
    expect((screen.getByLabelText(/New owner's email/) as HTMLInputElement).value).toBe(
      'nick@example.com',
    );
  });

  it('a home without receipts has no step: the email goes straight to the confirmation', async () => {
    const { props, user } = setup({ receipts: { status: 'ready', data: [] } });
    await toReceipts(user);
    expect(screen.queryByRole('heading', { name: C.receiptsTitle })).toBeNull();
    await user.click(
      within(await interactive(screen.findByRole('alertdialog'))).getByRole('button', {
        name: 'Send transfer',
      }),
    );
    expect(props.onStart).toHaveBeenCalledWith('nick@example.com', []);
  });

  it('still loading when the email is given, then none: straight on to the confirmation', async () => {
    const { user, view, props } = setup({ receipts: { status: 'loading' } });
    await toReceipts(user);
    expect(screen.getByText(C.receiptsLoading)).toBeTruthy();
    view.rerender(<TransferPanel {...props} receipts={{ status: 'ready', data: [] }} />);
    const dialog = await interactive(screen.findByRole('alertdialog'));
    await user.click(within(dialog).getByRole('button', { name: 'Send transfer' }));
    expect(props.onStart).toHaveBeenCalledWith('nick@example.com', []);
  });

  it('while loading, says so and cannot continue; a failure offers Try Again', async () => {
    const { user, view, props } = setup({ receipts: { status: 'loading' } });
    await toReceipts(user);
    expect(screen.getByText(C.receiptsLoading)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: C.receiptsContinue }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const onRetryReceipts = vi.fn();
    view.rerender(
      <TransferPanel
        {...props}
        receipts={{ status: 'error', error: new Error('x') }}
        onRetryReceipts={onRetryReceipts}
      />,
    );
    expect(screen.getByText(C.receiptsFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: C.receiptsTryAgain }));
    expect(onRetryReceipts).toHaveBeenCalledTimes(1);
    expect(
      (screen.getByRole('button', { name: C.receiptsContinue }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it(`refuses to keep more than ${MAX_KEPT_RECEIPTS}, saying why`, async () => {
    const many = Array.from({ length: MAX_KEPT_RECEIPTS + 1 }, (_, i) => ({
      repairId: `r${i}`,
      title: 'Repair',
      date: '2025-01-01',
      fileName: `r${i}.pdf`,
    }));
    const { user } = setup({ receipts: { status: 'ready', data: many }, initialStep: 'receipts' });
    await user.click(screen.getByRole('button', { name: C.receiptsNone }));
    expect(screen.getByText(TRANSFER_MESSAGES.tooManyKeptReceipts).getAttribute('role')).toBe(
      'alert',
    );
    expect(
      (screen.getByRole('button', { name: C.receiptsContinue }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('toReceiptRow', () => {
  it('a repair with a receipt becomes a row; one without is none', () => {
    expect(
      toReceiptRow('r1', {
        serviceType: ' Roofing ',
        date: '2025-01-02',
        receipt: { path: 'receipts/p/u/bill.pdf', name: 'Bill.pdf' },
      }),
    ).toEqual({ repairId: 'r1', title: 'Roofing', date: '2025-01-02', fileName: 'Bill.pdf' });
    expect(toReceiptRow('r2', { serviceType: 'Roofing', receipt: null })).toBeNull();
    expect(toReceiptRow('r3', { receiptKept: true })).toBeNull();
  });
});
