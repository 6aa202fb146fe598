import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { buyerViewFixture } from './buyer-view.fixtures';

const callFunction = vi.hoisted(() => vi.fn());
vi.mock('@/lib/firebase/functions', () => ({ callFunction }));

import { BuyerViewPage } from './buyer-view-page';

const TOKEN = 'k'.repeat(43);

function renderAt(token: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[`/h/${token}`]}>
        <Routes>
          <Route path="/h/:token" element={<BuyerViewPage />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

describe('BuyerViewPage', () => {
  it('opens the link once (one logged open, even under StrictMode) and shows the home', async () => {
    callFunction.mockReset().mockResolvedValue(buyerViewFixture);
    renderAt(TOKEN);
    expect(await screen.findByRole('heading', { level: 1, name: '12 Oak Lane' })).toBeTruthy();
    expect(callFunction).toHaveBeenCalledTimes(1);
    expect(callFunction).toHaveBeenCalledWith('openBuyerLink', { token: TOKEN }, undefined);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
  });

  it('shows the expired message for the server’s "not-found"', async () => {
    callFunction.mockReset().mockRejectedValue(
      Object.assign(new Error('This link has expired. Ask the owner for a new one.'), {
        code: 'functions/not-found',
      }),
    );
    renderAt('e'.repeat(43));
    expect(
      await screen.findByText('This link has expired. Ask the owner for a new one.'),
    ).toBeTruthy();
  });

  it('says the link was opened too often when the server rate-limits it, with Try Again', async () => {
    callFunction
      .mockReset()
      .mockRejectedValue(
        Object.assign(new Error('Too many'), { code: 'functions/resource-exhausted' }),
      );
    renderAt('r'.repeat(43));
    expect(
      await screen.findByText(
        'This link has been opened too many times in a short while. Please wait a minute and try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
