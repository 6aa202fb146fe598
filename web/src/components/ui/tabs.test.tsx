import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';
import { installRafClock, mockElementLayout } from './test-utils';

// Browsers run microtasks between animation-frame callbacks; jsdom does not,
// which breaks zag's "focus next tab, then select it" sequence. Use the
// browser-like rAF shim.
let restore: Array<() => void> = [];
beforeEach(() => {
  restore = [mockElementLayout(), installRafClock()];
});
afterEach(() => restore.forEach((fn) => fn()));

function PropertyTabs() {
  return (
    <Tabs.Root defaultValue="repairs">
      <Tabs.List aria-label="Property sections">
        <Tabs.Trigger value="repairs">Repairs</Tabs.Trigger>
        <Tabs.Trigger value="documents">Documents</Tabs.Trigger>
        <Tabs.Indicator />
      </Tabs.List>
      <Tabs.Content value="repairs">Repair history</Tabs.Content>
      <Tabs.Content value="documents">Receipts</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('renders an accessible tablist with the default tab selected and styled', () => {
    render(<PropertyTabs />);
    expect(screen.getByRole('tablist', { name: 'Property sections' })).toHaveClass('tabs__list');
    const repairs = screen.getByRole('tab', { name: 'Repairs' });
    expect(repairs).toHaveAttribute('aria-selected', 'true');
    expect(repairs).toHaveClass('tabs__trigger');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Repair history');
  });

  it('switches tabs with arrow keys', async () => {
    const user = userEvent.setup();
    render(<PropertyTabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Repairs' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const documents = screen.getByRole('tab', { name: 'Documents' });
    await waitFor(() => expect(documents).toHaveFocus());
    // Automatic activation: focusing a tab selects it.
    await waitFor(() => expect(documents).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('Receipts'));
  });
});
