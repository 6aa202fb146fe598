import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the title as a heading, the description and the action', () => {
    render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No results found"
        description="Try other words."
        action={<button type="button">View all FAQs</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No results found' })).toBeInTheDocument();
    expect(screen.getByText('Try other words.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View all FAQs' })).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('can render the title as a paragraph', () => {
    render(<EmptyState titleAs="p" title='No questions found matching "x"' />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('No questions found matching "x"').tagName).toBe('P');
  });
});
