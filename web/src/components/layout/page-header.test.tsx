import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PageHeader, type PageHeaderProps } from './page-header';

function renderHeader(props: PageHeaderProps) {
  return render(
    <MemoryRouter initialEntries={['/here']}>
      <Routes>
        <Route
          path="/here"
          element={
            <section aria-labelledby={props.titleId}>
              <PageHeader {...props} />
            </section>
          }
        />
        <Route path="/dashboard" element={<p>The dashboard</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PageHeader', () => {
  it('renders the one h1 with its id, naming the section', () => {
    renderHeader({ title: 'Repair Details', titleId: 'repair-title' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Repair Details' });
    expect(heading).toHaveAttribute('id', 'repair-title');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Repair Details' })).toContainElement(heading);
  });

  it('leaves out every optional part it was not given: no empty wrappers', () => {
    const { container } = renderHeader({ title: 'Repair Details', titleId: 'repair-title' });
    const header = container.querySelector('header');
    // The heading block only, holding the h1 only.
    expect(header?.children).toHaveLength(1);
    expect(header?.firstElementChild?.children).toHaveLength(1);
    expect(header?.firstElementChild?.firstElementChild?.tagName).toBe('H1');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('p')).toBeNull();
  });

  it('shows a string description as one paragraph and elements as given', () => {
    const { unmount } = renderHeader({
      title: 'Welcome, Hannah',
      titleId: 't',
      description: 'Manage your properties and repair history',
    });
    expect(screen.getByText('Manage your properties and repair history').tagName).toBe('P');
    unmount();

    renderHeader({
      title: '12 Oak Lane',
      titleId: 't',
      description: (
        <>
          <span>Springfield, IL 62704</span>
          <span>Transferred to you on May 1, 2026</span>
        </>
      ),
    });
    const city = screen.getByText('Springfield, IL 62704');
    expect(city.parentElement?.tagName).toBe('DIV');
    expect(city.parentElement).toContainElement(screen.getByText(/Transferred to you/));
  });

  it('puts the actions in one group after the heading, and a badge beside the h1 but outside it', () => {
    const { container } = renderHeader({
      title: '12 Oak Lane',
      titleId: 't',
      titleBadge: <span>Verified</span>,
      actions: (
        <>
          <button type="button">Upload Photo</button>
          <button type="button">Add Repair</button>
        </>
      ),
    });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^12 Oak Lane$/);
    expect(heading.parentElement).toContainElement(screen.getByText('Verified'));
    const group = screen.getByRole('button', { name: 'Upload Photo' }).parentElement;
    expect(group).toContainElement(screen.getByRole('button', { name: 'Add Repair' }));
    expect(group).toBe(container.querySelector('header')?.lastElementChild);
  });

  it('goes back by a link or by an action, before the title in reading order', async () => {
    const user = userEvent.setup();
    const { unmount } = renderHeader({
      title: 'Edit Repair',
      titleId: 't',
      back: { label: 'Back to dashboard', to: '/dashboard' },
    });
    const link = screen.getByRole('link', { name: 'Back to dashboard' });
    expect(link).toHaveAttribute('href', '/dashboard');
    expect(
      link.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.click(link);
    expect(screen.getByText('The dashboard')).toBeInTheDocument();
    unmount();

    const onClick = vi.fn();
    renderHeader({ title: 'Repair Details', titleId: 't', back: { label: 'Back', onClick } });
    const button = screen.getByRole('button', { name: 'Back' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can keep the heading for screen readers only', () => {
    renderHeader({ title: 'Property details', titleId: 'property-title', srOnlyTitle: true });
    const heading = screen.getByRole('heading', { level: 1, name: 'Property details' });
    expect(heading.parentElement).toHaveClass('sr_true');
  });
});
