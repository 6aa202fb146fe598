import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PWA_COPY } from './pwa-copy';

/** A stand-in for workbox-window's Workbox: the test fires its lifecycle events. */
const fake = vi.hoisted(() => {
  type Listener = (event: Record<string, unknown>) => void;
  class FakeWorkbox {
    static last: FakeWorkbox | undefined;
    listeners = new Map<string, Listener[]>();
    messageSkipWaiting = vi.fn();
    register = vi.fn(() => Promise.resolve(undefined));
    update = vi.fn(() => Promise.resolve());
    constructor(
      public url: string,
      public options: unknown,
    ) {
      FakeWorkbox.last = this;
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    fire(type: string, event: Record<string, unknown> = {}) {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    }
  }
  return { FakeWorkbox };
});
vi.mock('workbox-window', () => ({ Workbox: fake.FakeWorkbox }));

const { registerServiceWorker } = await import('./register-sw');

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});
afterEach(() => {
  document.querySelectorAll('[data-pwa-update-prompt]').forEach((el) => el.remove());
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site', () => {
    registerServiceWorker({ reload: vi.fn() });
    const wb = fake.FakeWorkbox.last!;
    expect(wb.url).toBe('/sw.js');
    expect(wb.options).toEqual({ scope: '/' });
    expect(wb.register).toHaveBeenCalledOnce();
  });

  it('never reloads by itself when another worker takes control', () => {
    const reload = vi.fn();
    registerServiceWorker({ reload });
    act(() => fake.FakeWorkbox.last!.fire('controlling'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers "Reload" when a new version waits, and reloads only after the click', async () => {
    const reload = vi.fn();
    registerServiceWorker({ reload });
    const wb = fake.FakeWorkbox.last!;
    act(() => wb.fire('waiting'));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(`${PWA_COPY.update.message} —`);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    // Keyboard: the button is a tab stop.
    await userEvent.tab();
    const button = screen.getByRole('button', { name: PWA_COPY.update.reload });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(wb.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    act(() => wb.fire('controlling'));
    expect(reload).toHaveBeenCalledOnce();
  });
});
