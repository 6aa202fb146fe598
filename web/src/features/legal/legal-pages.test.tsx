import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CookiesPage, PrivacyPage, TermsPage } from './legal-pages';

function renderPage(node: ReactNode, url = '/') {
  render(<MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>);
}

describe('legal pages', () => {
  it.each([
    ['Privacy Policy', <PrivacyPage key="p" />],
    ['Terms of Service', <TermsPage key="t" />],
    ['Cookie Policy', <CookiesPage key="c" />],
  ])('%s has one h1 and the last-updated date', (title, page) => {
    renderPage(page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText('Last updated: November 21, 2026')).toBeInTheDocument();
  });

  it('the cookie policy names the storage keys the app uses', () => {
    renderPage(<CookiesPage />);
    for (const key of ['theme', 'homeledger.previewBypass', 'homeledger.session']) {
      expect(screen.getByRole('rowheader', { name: key })).toBeInTheDocument();
    }
  });
});
