import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

/** A Button asChild around a router link to /x (which says "Arrived"); returns the link. */
function renderLinkButton(props: Omit<ComponentProps<typeof Button>, 'asChild'>) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={
            <Button asChild {...props}>
              <Link to="/x">Go</Link>
            </Button>
          }
        />
        <Route path="/x" element={<p>Arrived</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Go' });
}

describe('Button', () => {
  it('renders a button with recipe classes for variant, size and fullWidth', () => {
    render(
      <Button variant="outline" size="lg" fullWidth>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.className).toContain('button--variant_outline');
    expect(button.className).toContain('button--size_lg');
    expect(button.className).toContain('button--fullWidth_true');
  });

  it('defaults to the solid variant and medium size', () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.className).toContain('button--variant_solid');
    expect(button.className).toContain('button--size_md');
  });

  it('loading: shows a spinner, sets aria-busy, disables the button and blocks clicks', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <Button loading onClick={onClick}>
        Sign in
      </Button>,
    );
    // The spinner is decorative, so the accessible name stays stable.
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(container.querySelector('.spinner__icon')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is clickable when not loading', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Button onClick={onClick}>Sign in</Button>);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('asChild renders a styled router link that navigates', async () => {
    const user = userEvent.setup();
    const link = renderLinkButton({ variant: 'ghost' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/x');
    expect(link.className).toContain('button--variant_ghost');
    expect(screen.queryByRole('button')).toBeNull();
    await user.click(link);
    expect(screen.getByText('Arrived')).toBeInTheDocument();
  });

  it('asChild + disabled marks the link aria-disabled and prevents navigation', async () => {
    const user = userEvent.setup();
    const link = renderLinkButton({ disabled: true });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await user.click(link);
    expect(screen.queryByText('Arrived')).toBeNull();
  });
});
