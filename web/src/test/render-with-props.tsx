/**
 * Test-only. The `setup()` of a component test: renders `Component` with `props` and returns
 * them (to check the callbacks it was given), the view and a user-event user.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { vi } from 'vitest';

export function renderWithProps<P extends object>(Component: ComponentType<P>, props: P) {
  const view = render(<Component {...props} />);
  return { props, view, user: userEvent.setup() };
}

/**
 * The props of a list whose actions are confirmed first (invitations, transfer offers) at
 * rest: nothing busy, no confirmation open, spies for the callbacks.
 */
export function confirmedActionsAtRest() {
  return { onRetry: vi.fn(), busy: null, confirm: null, onConfirmChange: vi.fn(), onAct: vi.fn() };
}
