import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { FormDialog, type FormDialogBody } from './form-dialog';
import { DISCARD_COPY } from './form-dialog-copy';
import { renderInRouter } from '@/test/render-in-router';
import { interactive } from '@/test/interactive';
import { mockElementLayoutInEachTest } from '@/test/element-layout';

mockElementLayoutInEachTest();

/** A form that is dirty once typed in, and "saves" while its Save button is held. */
function NameForm({ onDirtyChange, onWorkingChange, onCancel }: FormDialogBody) {
  return (
    <>
      <input aria-label="Name" onChange={() => onDirtyChange(true)} />
      <Button onClick={() => onWorkingChange(true)}>Save</Button>
      <Button onClick={onCancel}>Cancel</Button>
    </>
  );
}

function setup() {
  const onClose = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <FormDialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Add Task"
        discardText="Your changes to this task will be lost."
      >
        {(body) => <NameForm {...body} />}
      </FormDialog>
    );
  }
  const { router } = renderInRouter(<Harness />, {
    path: '/property/p1',
    routes: [{ path: '/dashboard', element: <p>Dashboard page</p> }],
  });
  return { user: userEvent.setup(), onClose, router };
}

describe('FormDialog', () => {
  it('closes at once when nothing was changed', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before discarding changes; Continue Editing keeps the typing', async () => {
    const { user, onClose } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Filter');
    await user.keyboard('{Escape}');
    const confirm = await interactive(
      screen.findByRole('alertdialog', { name: DISCARD_COPY.title }),
    );
    expect(confirm).toHaveTextContent('Your changes to this task will be lost.');
    await user.click(screen.getByRole('button', { name: DISCARD_COPY.continueEditing }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Filter');
  });

  it('Discard Changes closes the form', async () => {
    const { user, onClose } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Filter');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      await interactive(screen.findByRole('button', { name: DISCARD_COPY.discard })),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed while a save runs', async () => {
    const { user, onClose } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Filter');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add Task' })).toBeInTheDocument();
  });

  it('holds a page change (Back, a link) while the form has changes, and asks', async () => {
    const { user, onClose, router } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Filter');
    await act(() => router.navigate('/dashboard'));
    const confirm = await interactive(
      screen.findByRole('alertdialog', { name: DISCARD_COPY.title }),
    );
    expect(confirm).toHaveAccessibleDescription('Your changes to this task will be lost.');
    await user.click(screen.getByRole('button', { name: DISCARD_COPY.continueEditing }));
    expect(router.state.location.pathname).toBe('/property/p1');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Filter');

    await act(() => router.navigate('/dashboard'));
    await user.click(
      await interactive(screen.findByRole('button', { name: DISCARD_COPY.discard })),
    );
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lets a page change through at once when nothing was changed', async () => {
    const { router } = setup();
    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
