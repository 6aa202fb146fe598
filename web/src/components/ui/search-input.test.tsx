import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

describe('SearchInput', () => {
  it('is a labelled search box inside a search landmark', async () => {
    const onChange = vi.fn();
    render(
      <SearchInput label="Search FAQs" placeholder="Search..." value="" onChange={onChange} />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search FAQs' });
    expect(box).toHaveAttribute('placeholder', 'Search...');
    expect(screen.getByRole('search')).toContainElement(box);
    await userEvent.type(box, 'r');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
