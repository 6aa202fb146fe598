import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installRafClock } from './test-utils';
import { Toaster, dismissToast, preloadToaster, toast } from './toast';
import { toaster } from './toaster-view';

function clearToasts() {
  act(() => {
    toaster.remove();
  });
}

let restoreRaf: () => void;
beforeAll(() => {
  restoreRaf = installRafClock();
});
afterAll(() => restoreRaf());

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

const toastRoots = () => document.querySelectorAll('[data-scope="toast"][data-part="root"]');

describe('toast()', () => {
  it('renders title and description in a polite live region', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Login successful', description: 'Welcome back to HomeLedger!' });
    });
    const title = await screen.findByText('Login successful');
    expect(screen.getByText('Welcome back to HomeLedger!')).toBeInTheDocument();
    const root = title.closest('[data-part="root"]');
    expect(root).toHaveAttribute('role', 'status');
    expect(root).toHaveAttribute('data-type', 'info');
    expect(screen.getByRole('region')).toHaveAttribute('aria-live', 'polite');
  });

  it('replaces the visible toast immediately instead of queueing the new one', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First toast' });
    });
    await screen.findByText('First toast');
    act(() => {
      toast({ title: 'Second toast', variant: 'success' });
    });
    expect(await screen.findByText('Second toast')).toBeInTheDocument();
    expect(screen.queryByText('First toast')).not.toBeInTheDocument();
    expect(toastRoots()).toHaveLength(1);
    expect(toaster.getVisibleToasts()).toHaveLength(1);

    act(() => {
      toast({ title: 'Third toast', variant: 'warning' });
    });
    expect(await screen.findByText('Third toast')).toBeInTheDocument();
    expect(screen.queryByText('Second toast')).not.toBeInTheDocument();
    expect(toastRoots()).toHaveLength(1);
  });

  it('updates a toast in place when the same id is reused', async () => {
    render(<Toaster />);
    act(() => {
      toast({ id: 'save', title: 'Saving...' });
    });
    await screen.findByText('Saving...');
    act(() => {
      toast({ id: 'save', title: 'Saved', variant: 'success' });
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('Saving...')).not.toBeInTheDocument();
    expect(toastRoots()).toHaveLength(1);
  });

  it('announces destructive toasts assertively', async () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Login failed',
        description: 'Invalid email or password. Please try again.',
        variant: 'destructive',
      });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveAttribute('data-type', 'error');
  });

  it('closes when the Close button is pressed', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Closable' });
    });
    await screen.findByText('Closable');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Closable')).not.toBeInTheDocument());
  });

  it('dismissToast() removes the visible toast', async () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = toast({ title: 'Going away' });
    });
    await screen.findByText('Going away');
    act(() => {
      dismissToast(id);
    });
    await waitFor(() => expect(screen.queryByText('Going away')).not.toBeInTheDocument());
  });

  it('auto-dismisses after the default 5 s but not before', async () => {
    // Load the lazy toast view with real timers, so the fake clock only times the toast.
    await preloadToaster();
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Timed' });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(screen.getByText('Timed')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.queryByText('Timed')).not.toBeInTheDocument();
  });

  it('honours a per-toast duration', async () => {
    await preloadToaster();
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Quick', duration: 1000 });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });
});
