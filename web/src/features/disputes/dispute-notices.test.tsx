import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LOADING, ready } from '@/lib/data/loadable';
import { DisputeNotices, type DisputeNoticesProps } from './dispute-notices';
import { toDisputeNoticeRow } from './api/disputes';
import { renderWithProps } from '@/test/render-with-props';

const row = { id: 'p-new', address: '123 Main Street', deadline: '2026-05-31T12:00:00Z' };

function setup(overrides: Partial<DisputeNoticesProps> = {}) {
  return renderWithProps(DisputeNotices, {
    notices: ready([row]),
    busy: null,
    confirming: null,
    onConfirmingChange: vi.fn(),
    onAnswer: vi.fn(),
    ...overrides,
  });
}

describe('DisputeNotices', () => {
  it('says "Someone else added {address}." with both answers', async () => {
    const { props, user } = setup();
    expect(screen.getByText('Someone else added 123 Main Street.')).toBeTruthy();
    expect(screen.getByText(/by May 31, 2026/)).toBeTruthy();
    // Silence never costs the holder their home (#33): the notice only closes.
    expect(
      screen.getByText(/your home stays verified and their claim stays disputed/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "It's still my home" }));
    expect(props.onAnswer).toHaveBeenCalledWith(row, 'keep');
    await user.click(screen.getByRole('button', { name: 'Transfer this home to them' }));
    expect(props.onConfirmingChange).toHaveBeenCalledWith(row);
  });

  it('confirms the transfer before offering it', async () => {
    const { props, user } = setup({ confirming: row });
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Offer the transfer' }));
    expect(props.onAnswer).toHaveBeenCalledWith(row, 'transfer');
  });

  it('shows nothing while loading or without notices', () => {
    expect(setup({ notices: LOADING }).view.container.textContent).toBe('');
  });

  it('reads a notice defensively', () => {
    expect(toDisputeNoticeRow('d1', { property: {}, deadline: 'nope' })).toEqual({
      id: 'd1',
      address: 'your home',
      deadline: null,
    });
  });
});
