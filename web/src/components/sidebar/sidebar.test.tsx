import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Sidebar,
  SidebarGroup,
  SidebarInset,
  SidebarLink,
  SidebarMenu,
  SidebarProvider,
  SidebarTrigger,
} from './sidebar';
import {
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  isSidebarShortcut,
  readSidebarCookie,
  sidebarCookie,
} from './sidebar-state';

function clearCookie() {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
}

function renderSidebar(props: { defaultOpen?: boolean; ignoreCookie?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <SidebarProvider {...props}>
        <Sidebar title="Contractor Portal">
          <SidebarGroup label="Management">
            <SidebarMenu>
              <SidebarLink to="/contractor" icon={<span />} label="Dashboard" current />
              <SidebarLink to="/contractor/clients" icon={<span />} label="Clients" />
            </SidebarMenu>
          </SidebarGroup>
        </Sidebar>
        <SidebarInset>
          <SidebarTrigger />
        </SidebarInset>
      </SidebarProvider>
    </MemoryRouter>,
  );
}

const panel = () => screen.getByTestId('sidebar-panel');

afterEach(clearCookie);

describe('sidebar state helpers', () => {
  it('reads and writes the 7-day cookie', () => {
    expect(readSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('sidebar_state=maybe')).toBeNull();
    expect(readSidebarCookie('')).toBeNull();
    expect(SIDEBAR_COOKIE_MAX_AGE_SECONDS).toBe(604_800);
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });
  it('knows the shortcut: Ctrl+B or Cmd+B only', () => {
    const key = { key: 'b', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isSidebarShortcut({ ...key, ctrlKey: true })).toBe(true);
    expect(isSidebarShortcut({ ...key, metaKey: true, key: 'B' })).toBe(true);
    expect(isSidebarShortcut(key)).toBe(false);
    expect(isSidebarShortcut({ ...key, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isSidebarShortcut({ ...key, ctrlKey: true, key: 'c' })).toBe(false);
  });
});

describe('Sidebar', () => {
  it('shows the groups and marks the current entry', () => {
    renderSidebar();
    expect(screen.getByRole('navigation', { name: 'Contractor Portal' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Clients' })).not.toHaveAttribute('aria-current');
  });

  it('collapses and expands with the trigger, remembering it in the cookie', async () => {
    const user = userEvent.setup();
    renderSidebar();
    const trigger = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', panel().id);
    expect(panel()).toHaveAttribute('data-state', 'expanded');
    await user.click(trigger);
    expect(panel()).toHaveAttribute('data-state', 'collapsed');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(readSidebarCookie(document.cookie)).toBe(false);
    await user.click(trigger);
    expect(panel()).toHaveAttribute('data-state', 'expanded');
    expect(readSidebarCookie(document.cookie)).toBe(true);
  });

  it('toggles with Ctrl+B and Cmd+B', () => {
    renderSidebar();
    act(() => {
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    });
    expect(panel()).toHaveAttribute('data-state', 'collapsed');
    act(() => {
      fireEvent.keyDown(window, { key: 'b', metaKey: true });
    });
    expect(panel()).toHaveAttribute('data-state', 'expanded');
    act(() => {
      fireEvent.keyDown(window, { key: 'b' });
    });
    expect(panel()).toHaveAttribute('data-state', 'expanded');
  });

  it('starts from the cookie on load', () => {
    document.cookie = sidebarCookie(false);
    renderSidebar();
    expect(panel()).toHaveAttribute('data-state', 'collapsed');
  });

  it('can ignore the cookie (catalogue)', () => {
    document.cookie = sidebarCookie(false);
    renderSidebar({ defaultOpen: true, ignoreCookie: true });
    expect(panel()).toHaveAttribute('data-state', 'expanded');
  });
});
