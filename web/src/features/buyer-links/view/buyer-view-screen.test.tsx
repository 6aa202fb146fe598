import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUYER_LINK_MESSAGES } from '@homeledger/domain';
import { BuyerViewScreen, type BuyerViewState } from './buyer-view-screen';
import { buyerViewFixture, hiddenBuyerViewFixture } from './buyer-view.fixtures';

function setup(state: BuyerViewState, onOpenReceipt = vi.fn(async () => true)) {
  const onRetry = vi.fn();
  render(<BuyerViewScreen state={state} onRetry={onRetry} onOpenReceipt={onOpenReceipt} />);
  return { onRetry, onOpenReceipt, user: userEvent.setup() };
}

describe('BuyerViewScreen', () => {
  it('shows the home, the owner, costs, validation marks and receipts when allowed', async () => {
    const { onOpenReceipt, user } = setup({ status: 'ready', view: buyerViewFixture });
    expect(screen.getByRole('heading', { level: 1, name: '12 Oak Lane' })).toBeTruthy();
    expect(screen.getByText('Shared by Olive Owner')).toBeTruthy();
    expect(screen.getByText('$18,450.00')).toBeTruthy();
    const roof = screen.getByRole('heading', { name: 'Roofing' }).closest('li') as HTMLElement;
    expect(
      within(roof).getByText('Validated by Top Roofs LLC (email and business verified)'),
    ).toBeTruthy();
    expect(within(roof).getByText('$12,000.00')).toBeTruthy();
    const hvac = screen.getByRole('heading', { name: 'HVAC' }).closest('li') as HTMLElement;
    expect(within(hvac).getByText('Previous owner')).toBeTruthy();
    expect(within(roof).queryByText('Previous owner')).toBeNull();
    await user.click(within(roof).getByRole('button', { name: /Receipt: roof-invoice\.pdf/ }));
    expect(onOpenReceipt).toHaveBeenCalledWith('r-roof');
  });

  it('shows nothing the owner hid', () => {
    setup({ status: 'ready', view: hiddenBuyerViewFixture });
    expect(screen.queryByText(/Olive/)).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.queryByText('Total spent')).toBeNull();
    expect(screen.queryByRole('button', { name: /Receipt/ })).toBeNull();
    expect(screen.getByText('The owner chose not to share costs.')).toBeTruthy();
  });

  it('says a receipt could not be opened', async () => {
    const { user } = setup(
      { status: 'ready', view: buyerViewFixture },
      vi.fn(async () => false),
    );
    await user.click(screen.getByRole('button', { name: /Receipt: furnace\.jpg/ }));
    expect(
      await screen.findByText('This receipt could not be opened. Please try again.'),
    ).toBeTruthy();
  });

  it('an expired link says so in the spec’s words', () => {
    setup({ status: 'expired' });
    expect(screen.getByRole('alert').textContent).toBe(BUYER_LINK_MESSAGES.expired);
    expect(screen.getByText('This link has expired. Ask the owner for a new one.')).toBeTruthy();
  });

  it('a failure offers Try Again', async () => {
    const { onRetry, user } = setup({ status: 'error' });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
