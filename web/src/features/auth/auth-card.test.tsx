import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthSubmitButton } from './auth-card';

describe('AuthSubmitButton', () => {
  afterEach(() => document.body.replaceChildren());

  it('is a full-width submit button, busy and disabled while submitting', () => {
    const { rerender } = render(<AuthSubmitButton submitting={false}>Log in</AuthSubmitButton>);
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    rerender(<AuthSubmitButton submitting>Logging in...</AuthSubmitButton>);
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
  });

  it('is disabled in the prerendered markup and enabled once React has hydrated it', async () => {
    const element = <AuthSubmitButton submitting={false}>Log in</AuthSubmitButton>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    // Before hydration a click must not submit the form natively.
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();

    const root = await act(async () => hydrateRoot(container, element));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    act(() => root.unmount());
  });
});
