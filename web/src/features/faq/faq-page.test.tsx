import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from './faq-data';
import { FaqPage } from './faq-page';

function Location() {
  const { search } = useLocation();
  return <div data-testid="location">{search}</div>;
}

function renderAt(url = '/faq') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <FaqPage />
      <Location />
    </MemoryRouter>,
  );
  return { user };
}

const questions = () =>
  screen
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent?.trim() ?? '')
    .filter((t) => t !== 'No results found');
const search = () => screen.getByRole('searchbox', { name: 'Search FAQs' });
const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by category' })).getByRole('button', { name });
const location = () => screen.getByTestId('location').textContent;

describe('FaqPage', () => {
  it('renders one h1 and all ten questions, with "All" pressed', () => {
    renderAt();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(questions()).toHaveLength(10);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Security')).toHaveAttribute('aria-pressed', 'false');
  });

  it('searches question and answer text case-insensitively and writes ?q=', async () => {
    const { user } = renderAt();
    await user.type(search(), 'QUICKBOOKS');
    expect(questions()).toEqual(['How does the QuickBooks integration work?']);
    expect(location()).toBe('?q=QUICKBOOKS');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 10 questions');

    // A word that appears only in an answer.
    await user.clear(search());
    await user.type(search(), 'intuit');
    expect(questions()).toEqual(['How does the QuickBooks integration work?']);
  });

  it('filters by category chip and writes ?category=', async () => {
    const { user } = renderAt();
    await user.click(chip('Security'));
    expect(chip('Security')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false');
    expect(questions()).toEqual(
      FAQ_ITEMS.filter((i) => i.category === 'security').map((i) => i.question),
    );
    expect(location()).toBe('?category=security');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Security questions' }),
    ).toBeInTheDocument();

    await user.click(chip('All'));
    expect(questions()).toHaveLength(10);
    expect(location()).toBe('');
  });

  it('combines search and category', async () => {
    const { user } = renderAt();
    await user.type(search(), 'realtor');
    const all = questions();
    await user.click(chip('Features'));
    const combined = questions();
    expect(combined.length).toBeGreaterThan(0);
    expect(combined.length).toBeLessThan(all.length);
    expect(combined).toContain('Can realtors export a property history?');
    expect(location()).toBe('?q=realtor&category=features');
  });

  it('restores search and category from the URL', () => {
    renderAt('/faq?q=pdf&category=features');
    expect(search()).toHaveValue('pdf');
    expect(chip('Features')).toHaveAttribute('aria-pressed', 'true');
    expect(questions()).toEqual(['Can I export to PDF or get maintenance reminders?']);
  });

  it('treats an unknown category in the URL as All', () => {
    renderAt('/faq?category=nonsense');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(questions()).toHaveLength(10);
  });

  it('shows the empty state and "View all FAQs" clears search and category', async () => {
    const { user } = renderAt('/faq?category=contractors');
    await user.type(search(), 'zzzz-nothing');
    expect(questions()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View all FAQs' }));
    expect(search()).toHaveValue('');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(questions()).toHaveLength(10);
    expect(location()).toBe('');
    expect(search()).toHaveFocus();
  });

  it('keeps only one answer open at a time', async () => {
    const { user } = renderAt();
    const first = screen.getByRole('button', { name: FAQ_ITEMS[0]!.question });
    const second = screen.getByRole('button', { name: FAQ_ITEMS[1]!.question });
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(FAQ_ITEMS[0]!.answer)).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');

    // Collapsible: clicking the open item closes it.
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('links to the help center', () => {
    renderAt();
    expect(screen.getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute(
      'href',
      '/help',
    );
  });
});
