/**
 * The search box keeps its own value (issue #29's keystroke search): each key shows at once,
 * whenever the page's term (the URL's `?q=`, sent once typing pauses) comes back; a term the
 * page sets that the box did not send (Clear Search, Back) replaces what is typed.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ready } from '@/lib/data/loadable';
import { DashboardScreen } from './dashboard-screen';
import { FIXTURE_UID, propertiesFixture, repairsFixture } from './dashboard.fixtures';

/** A page whose term lags: it takes what the box sends only when asked to. */
function LaggingPage() {
  const [pending, setPending] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  return (
    <MemoryRouter>
      <button type="button" onClick={() => setSearch(pending.at(-1) ?? search)}>
        deliver
      </button>
      <button type="button" onClick={() => setSearch('from outside')}>
        outside
      </button>
      <DashboardScreen
        currentUid={FIXTURE_UID}
        userName="Hannah"
        properties={ready(propertiesFixture)}
        repairs={ready(repairsFixture)}
        search={search}
        onSearchChange={(term) => setPending((sent) => [...sent, term])}
        onClearSearch={() => setSearch('')}
        tab="properties"
        onTabChange={() => undefined}
        onLogout={() => undefined}
        onRetryProperties={() => undefined}
        onRetryRepairs={() => undefined}
      />
    </MemoryRouter>
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Search properties and repairs' });

describe('the dashboard search box', () => {
  it('shows every key at once while the page’s term lags, and the results follow the box', async () => {
    const user = userEvent.setup();
    const { container } = render(<LaggingPage />);
    await user.type(box(), 'maple');
    expect(box()).toHaveValue('maple');
    // The results are for what was typed, not for the page's term that has not come back.
    await expect
      .poll(() => container.querySelector('[data-search-term]')?.getAttribute('data-search-term'))
      .toBe('maple');
    // The page's term coming back late changes nothing typed.
    await user.click(screen.getByRole('button', { name: 'deliver' }));
    expect(box()).toHaveValue('maple');
  });

  it('takes a term the page sets that the box did not send', async () => {
    const user = userEvent.setup();
    render(<LaggingPage />);
    await user.type(box(), 'oak');
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(box()).toHaveValue('from outside');
  });
});
