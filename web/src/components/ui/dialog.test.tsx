import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog, Dialog } from './dialog';
import { interactive } from '@/test/interactive';
import { mockElementLayoutInEachTest } from '@/test/element-layout';

mockElementLayoutInEachTest();

function DialogHarness({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
        title="Edit repair"
        description="Update the repair details."
        footer={<Button onClick={() => setOpen(false)}>Save</Button>}
      >
        <input aria-label="Cost" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('loads its code on the first open and then opens, focus inside', async () => {
    // A fresh module graph: the dialog's code is not loaded yet (test/setup.ts loads it
    // for every other test).
    vi.resetModules();
    const fresh = await import('./dialog');
    function FirstOpen() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open dialog</button>
          <fresh.Dialog open={open} onOpenChange={setOpen} title="Edit repair">
            <input aria-label="Cost" />
          </fresh.Dialog>
        </>
      );
    }
    render(<FirstOpen />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(
      await interactive(screen.findByRole('dialog', { name: 'Edit repair' })),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Cost')).toHaveFocus());
  });

  it('renders nothing while closed', () => {
    render(<Dialog open={false} onOpenChange={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with title/description wired up, traps focus, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<DialogHarness onOpenChange={onOpenChange} />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);

    const dialog = await interactive(screen.findByRole('dialog', { name: 'Edit repair' }));
    expect(dialog).toHaveAccessibleDescription('Update the repair details.');
    // Initial focus goes to the first focusable element inside the dialog.
    await waitFor(() => expect(screen.getByLabelText('Cost')).toHaveFocus());

    // Tab cycles within the dialog.
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('has a Close button that closes the dialog', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await interactive(screen.findByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('ConfirmDialog', () => {
  function renderConfirm(props: Partial<React.ComponentProps<typeof ConfirmDialog>> = {}) {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Remove property?"
        description="This cannot be undone."
        confirmLabel="Remove"
        onConfirm={onConfirm}
        {...props}
      />,
    );
    return { onConfirm, onOpenChange };
  }

  it('is an alertdialog with Cancel (default label) and Confirm actions', async () => {
    renderConfirm();
    const dialog = await interactive(
      screen.findByRole('alertdialog', { name: 'Remove property?' }),
    );
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('calls onConfirm when confirmed', async () => {
    const user = userEvent.setup();
    const { onConfirm, onOpenChange } = renderConfirm();
    await user.click(await interactive(screen.findByRole('button', { name: 'Remove' })));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('calls onOpenChange(false) and not onConfirm when cancelled', async () => {
    const user = userEvent.setup();
    const { onConfirm, onOpenChange } = renderConfirm({ cancelLabel: 'Keep it' });
    await user.click(await interactive(screen.findByRole('button', { name: 'Keep it' })));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('destructive: uses the danger button and focuses Cancel first', async () => {
    renderConfirm({ destructive: true });
    const confirm = await screen.findByRole('button', { name: 'Remove' });
    expect(confirm.className).toContain('button--variant_danger');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('busy: shows progress, disables actions and ignores Escape', async () => {
    const user = userEvent.setup();
    const { onConfirm, onOpenChange } = renderConfirm({ busy: true });
    const confirm = await screen.findByRole('button', { name: 'Remove' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
