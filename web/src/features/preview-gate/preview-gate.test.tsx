import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { PreviewGate } from './preview-gate';
import { PREVIEW_BYPASS_KEY } from './preview-gate-logic';
import { interactive } from '@/test/interactive';

// sha256("homeledger-preview")
const DEMO_HASH = '5c8f80ead7094131aaa460b3328be7204ccb2ebfaf654e2a27725c5504df55c2';

function renderGate() {
  const user = userEvent.setup();
  render(
    <>
      <PreviewGate>
        <main>
          <h1>The app</h1>
          <button type="button">App button</button>
        </main>
      </PreviewGate>
      <Toaster />
    </>,
  );
  return { user };
}

const passwordInput = () => screen.getByLabelText('Admin Access');
const submitButton = () => screen.getByRole('button', { name: /Login as Admin|Verifying\.\.\./ });

beforeEach(() => {
  localStorage.clear();
  vi.stubEnv('VITE_PREVIEW_PASSWORD_SHA256', '');
  delete window.__HOMELEDGER_PREVIEW_HASH__;
});

afterEach(() => {
  vi.unstubAllEnvs();
  delete window.__HOMELEDGER_PREVIEW_HASH__;
  document.documentElement.style.overflow = '';
});

describe('PreviewGate', () => {
  it('is off without a configured hash: only the app renders', () => {
    renderGate();
    expect(screen.getByRole('heading', { name: 'The app' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('preview-gate-cover')).not.toBeInTheDocument();
  });

  it('covers the app when a hash is configured, keeping the app mounted but inert', async () => {
    vi.stubEnv('VITE_PREVIEW_PASSWORD_SHA256', DEMO_HASH);
    renderGate();
    const dialog = await interactive(screen.findByRole('dialog', { name: 'Coming Soon' }));
    expect(dialog).toBeInTheDocument();
    expect(
      screen.getByText('This site is currently under construction. Thank you for your patience.'),
    ).toBeInTheDocument();

    const wrapper = document.querySelector('[data-preview-gate]');
    expect(wrapper).toHaveAttribute('data-preview-gate', 'locked');
    expect(wrapper).toHaveAttribute('inert');
    expect(wrapper).toHaveAttribute('aria-hidden', 'true');
    expect(wrapper).toContainElement(screen.getByText('The app'));
    expect(document.documentElement.style.overflow).toBe('hidden');

    await waitFor(() => expect(passwordInput()).toHaveFocus());
    expect(submitButton()).toBeDisabled();
  });

  it('an injected test hash turns the gate on when the build has none', async () => {
    window.__HOMELEDGER_PREVIEW_HASH__ = DEMO_HASH;
    renderGate();
    expect(
      await interactive(screen.findByRole('dialog', { name: 'Coming Soon' })),
    ).toBeInTheDocument();
  });

  it('stays open for a browser that already has the bypass flag', () => {
    vi.stubEnv('VITE_PREVIEW_PASSWORD_SHA256', DEMO_HASH);
    localStorage.setItem(PREVIEW_BYPASS_KEY, 'true');
    renderGate();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[data-preview-gate]')).toHaveAttribute(
      'data-preview-gate',
      'open',
    );
    expect(document.querySelector('[data-preview-gate]')).not.toHaveAttribute('inert');
  });

  it('toggles password visibility', async () => {
    vi.stubEnv('VITE_PREVIEW_PASSWORD_SHA256', DEMO_HASH);
    const { user } = renderGate();
    await interactive(screen.findByRole('dialog'));
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('rejects a wrong password with a destructive toast and stays gated', async () => {
    vi.stubEnv('VITE_PREVIEW_PASSWORD_SHA256', DEMO_HASH);
    const { user } = renderGate();
    await interactive(screen.findByRole('dialog'));
    await user.type(passwordInput(), 'wrong');
    expect(submitButton()).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(submitButton()).toHaveTextContent('Verifying...');
    expect(submitButton()).toBeDisabled();

    expect(await screen.findByText('Access denied', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Invalid password. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Login as Admin');
    expect(localStorage.getItem(PREVIEW_BYPASS_KEY)).toBeNull();
  });

  it('grants access for the right password, stores the flag and reveals the app', async () => {
    vi.stubEnv('VITE_PREVIEW_PASSWORD_SHA256', DEMO_HASH);
    const { user } = renderGate();
    await interactive(screen.findByRole('dialog'));
    await user.type(passwordInput(), 'homeledger-preview');
    await user.click(submitButton());

    expect(
      await screen.findByText('Admin access granted', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome to the preview version of the site.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(PREVIEW_BYPASS_KEY)).toBe('true');
    const wrapper = document.querySelector('[data-preview-gate]');
    expect(wrapper).toHaveAttribute('data-preview-gate', 'open');
    expect(wrapper).not.toHaveAttribute('inert');
    expect(wrapper).not.toHaveAttribute('aria-hidden');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('opens when another tab grants access', async () => {
    vi.stubEnv('VITE_PREVIEW_PASSWORD_SHA256', DEMO_HASH);
    renderGate();
    await interactive(screen.findByRole('dialog'));
    localStorage.setItem(PREVIEW_BYPASS_KEY, 'true');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: PREVIEW_BYPASS_KEY, newValue: 'true' }),
      );
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
