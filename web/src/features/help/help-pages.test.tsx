import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELP_ARTICLES, HELP_TOPICS } from './help-articles';
import { HelpArticlePage } from './help-article-page';
import { HelpCenterPage } from './help-center-page';

function renderCenter() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/help']}>
      <HelpCenterPage />
    </MemoryRouter>,
  );
  return { user };
}

function renderArticle(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/help/:topic" element={<HelpArticlePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search help topics' });
const topicLinks = () => screen.queryAllByRole('link').filter((a) => a.closest('#popular-topics'));

describe('HelpCenterPage', () => {
  it('shows six quick links, four categories and one h1', () => {
    renderCenter();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(topicLinks()).toHaveLength(6);
    for (const name of [
      'Getting Started',
      'Homeowner Guides',
      'Contractor Resources',
      'Technical Support',
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/help\//),
      );
    }
  });

  it('filters quick links as you type', async () => {
    const { user } = renderCenter();
    await user.type(searchBox(), 'quickbooks');
    expect(topicLinks()).toHaveLength(1);
    expect(topicLinks()[0]).toHaveAttribute('href', '/help/quickbooks');
  });

  it('shows the empty state with the term, and Clear search restores all topics', async () => {
    const { user } = renderCenter();
    await user.type(searchBox(), 'xyzzy');
    expect(screen.getByText('No questions found matching "xyzzy"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(searchBox()).toHaveValue('');
    expect(topicLinks()).toHaveLength(6);
    expect(searchBox()).toHaveFocus();
  });

  it('emails support and is honest about channels that do not exist yet', () => {
    renderCenter();
    expect(screen.getByRole('link', { name: 'Email Support' })).toHaveAttribute(
      'href',
      'mailto:support@homeledger.app',
    );
    expect(
      screen.getByText(
        'Write to support@homeledger.app. We reply within 24 hours on business days.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Monday to Friday, 9am-5pm Eastern/)).toBeInTheDocument();
    const soon = screen.getAllByRole('button', { name: 'Coming soon' });
    expect(soon).toHaveLength(2);
    for (const b of soon) expect(b).toBeDisabled();
    expect(screen.getByText(/Live chat is not available yet/)).toBeInTheDocument();
    expect(screen.getByText(/community forums have not opened yet/)).toBeInTheDocument();
  });
});

describe('HelpArticlePage', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(HELP_TOPICS)(
    'renders /help/%s with its heading and a breadcrumb back to /help',
    (slug) => {
      renderArticle(`/help/${slug}`);
      expect(
        screen.getByRole('heading', { level: 1, name: HELP_ARTICLES[slug].title }),
      ).toBeInTheDocument();
      const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(crumbs).toHaveTextContent(`Help Center${HELP_ARTICLES[slug].title}`);
      expect(screen.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );

  it('labels the reminders article as planned', () => {
    renderArticle('/help/reminders');
    expect(screen.getAllByText('Planned').length).toBeGreaterThan(0);
  });

  it('renders the not-found page for an unknown topic and logs the path', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderArticle('/help/no-such-topic');
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/help/no-such-topic',
    );
  });
});
