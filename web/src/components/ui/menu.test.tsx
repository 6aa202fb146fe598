import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Menu } from './menu';
import { mockElementLayoutInEachTest } from '@/test/element-layout';

mockElementLayoutInEachTest();

function ResourcesMenu() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button variant="ghost">Resources</Button>
        </Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="faq" asChild>
              <Link to="/faq">FAQ</Link>
            </Menu.Item>
            <Menu.Item value="help" asChild>
              <Link to="/help">Help Center</Link>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/faq" element={<p>FAQ page</p>} />
        <Route path="/help" element={<p>Help page</p>} />
      </Routes>
    </MemoryRouter>
  );
}

describe('Menu', () => {
  it('opens from the trigger and renders link items', async () => {
    const user = userEvent.setup();
    render(<ResourcesMenu />);
    const trigger = screen.getByRole('button', { name: 'Resources' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveClass('menu__content');
    const faq = screen.getByRole('menuitem', { name: 'FAQ' });
    expect(faq.tagName).toBe('A');
    expect(faq).toHaveAttribute('href', '/faq');
  });

  it('navigates when a link item is clicked and closes', async () => {
    const user = userEvent.setup();
    render(<ResourcesMenu />);
    await user.click(screen.getByRole('button', { name: 'Resources' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Help Center' }));
    expect(screen.getByText('Help page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('is keyboard operable (Enter opens, arrows move, Escape closes)', async () => {
    const user = userEvent.setup();
    render(<ResourcesMenu />);
    const trigger = screen.getByRole('button', { name: 'Resources' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'FAQ' })).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Help Center' })).toHaveAttribute(
      'data-highlighted',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
