import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failed, LOADING, ready, type Loadable } from '@/lib/data/loadable';
import { CountBadge } from './badge';
import { PanelList } from './panel-list';
import { RetryAlert } from './retry-alert';
import { SpinnerBlock } from './spinner';

describe('RetryAlert', () => {
  it('announces the failure and reads again on Try Again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <RetryAlert
        title="Something went wrong"
        message="Could not load your repairs."
        retryLabel="Try Again"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Could not load your repairs.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('PanelList', () => {
  function renderList(items: Loadable<readonly string[]>, onRetry = vi.fn()) {
    return render(
      <PanelList
        items={items}
        loadingLabel="Loading the reports"
        failedText="Could not load the reports."
        retryLabel="Try Again"
        onRetry={onRetry}
        emptyText="No reports yet."
      >
        {(rows) => (
          <ul aria-label="Reports">
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </PanelList>,
    );
  }

  it('loading: a spinner named for what loads', () => {
    renderList(LOADING);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the reports');
  });

  it('failed: the message and Try Again', async () => {
    const onRetry = vi.fn();
    renderList(failed(new Error('denied')), onRetry);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the reports.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('empty: the line, and no list', () => {
    renderList(ready([]));
    expect(screen.getByText('No reports yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('ready: the rows', () => {
    renderList(ready(['March', 'April']));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'March',
      'April',
    ]);
  });
});

describe('SpinnerBlock and CountBadge', () => {
  it('SpinnerBlock is a named loading status', () => {
    render(<SpinnerBlock label="Loading your repair history" space="sm" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your repair history');
  });

  it('CountBadge shows the number and reads out what it counts', () => {
    render(<CountBadge count={3} label="3 pending" />);
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 pending')).toBeInTheDocument();
  });
});
