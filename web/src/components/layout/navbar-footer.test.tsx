import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAuth } from '@/test/fake-auth-context';
import type { AuthContextValue } from '@/lib/auth/auth-context';
import { AuthContextProvider } from '@/lib/auth/auth-context';
import { Footer } from './footer';
import { Navbar } from './navbar';

function renderShell(value: AuthContextValue) {
  return render(
    <AuthContextProvider value={value}>
      <MemoryRouter>
        <Navbar />
        <Footer year={2031} />
      </MemoryRouter>
    </AuthContextProvider>,
  );
}

afterEach(() => localStorage.clear());

// The literals are the product spec's words (§2 "Navigation bar and footer").
describe('the shell reads layout-copy', () => {
  it('signed out: Home, How It Works, Resources (FAQ, Help Center), Login and Get Started', async () => {
    const user = userEvent.setup();
    renderShell(fakeAuth());
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'How It Works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register',
    );
    await user.click(within(nav).getByRole('button', { name: 'Resources' }));
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(nav).getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
    expect(within(nav).getByRole('link', { name: 'HomeLedger home' })).toHaveTextContent(
      'HomeLedger',
    );
    const menu = within(nav).getByRole('button', { name: 'Open menu' });
    await user.click(menu);
    expect(menu).toHaveAccessibleName('Close menu');
  });

  it('signed in: Dashboard to the role’s page, and Logout', () => {
    renderShell(
      fakeAuth({
        isAuthenticated: true,
        user: {
          id: 'u1',
          name: 'Rae',
          email: 'rae@example.com',
          role: 'realtor',
          emailVerified: true,
        },
      }),
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/realtor',
    );
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('the theme toggle names the current theme and the next one', async () => {
    const user = userEvent.setup();
    renderShell(fakeAuth());
    const toggle = screen.getByTestId('theme-toggle');
    expect(toggle).toHaveAccessibleName('Theme: System. Switch to Light theme');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Theme: Light. Switch to Dark theme');
  });

  it('footer: the spec’s columns, contact, copyright year and legal links', () => {
    renderShell(fakeAuth());
    const footer = screen.getByRole('contentinfo');
    const column = (title: string) =>
      within(footer).getByRole('heading', { level: 2, name: title }).parentElement as HTMLElement;
    expect(
      within(column('For Homeowners'))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Sign Up', '/register?type=homeowner'],
      ['Track Repairs', '/features#homeowners'],
      ['Find Contractors', '/how-it-works'],
      ['Home Value', '/features#homeowners'],
    ]);
    expect(
      within(column('For Contractors'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Join Our Network',
      'Accounting Integration',
      'Find Customers',
      'Grow Your Business',
    ]);
    expect(within(column('Contact')).getAllByRole('link')).toHaveLength(2);
    expect(within(footer).getByText('© 2031 HomeLedger. All rights reserved.')).toBeInTheDocument();
    expect(
      within(within(footer).getByRole('navigation', { name: 'Legal' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Privacy Policy', 'Terms of Service', 'Cookie Policy']);
    expect(
      within(footer).getByRole('link', { name: 'HomeLedger on Facebook (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  });
});
