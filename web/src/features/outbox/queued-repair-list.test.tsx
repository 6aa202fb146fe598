import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_COPY } from './outbox-copy';
import { queued } from './outbox.fixtures';
import { QueuedRepairList, type QueuedRepairListProps } from './queued-repair-list';
import type { QueuedRepair } from './outbox-types';

function renderList(items: QueuedRepair[], props: Partial<QueuedRepairListProps> = {}) {
  const handlers = {
    onRetry: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    onDownload: vi.fn(),
  };
  render(<QueuedRepairList items={items} {...handlers} {...props} />);
  return { user: userEvent.setup(), ...handlers };
}

const card = () =>
  within(screen.getByRole('list', { name: OUTBOX_COPY.listLabel })).getByRole('article');

describe('QueuedRepairList', () => {
  it('renders nothing when nothing waits', () => {
    const { container } = render(
      <QueuedRepairList
        items={[]}
        onRetry={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
        onDownload={vi.fn()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('waiting: its own badge and words, the values, the receipt, Edit and Delete', async () => {
    const item = queued({
      file: { name: 'IMG_1.jpg', type: 'image/jpeg', lastModified: 0, bytes: new ArrayBuffer(1) },
    });
    const { user, onEdit, onDelete } = renderList([item], { showAddress: true });
    const shown = card();
    expect(within(shown).getByRole('heading', { name: 'Plumbing' })).toBeInTheDocument();
    expect(shown).toHaveTextContent(OUTBOX_COPY.waiting);
    expect(shown).toHaveTextContent(OUTBOX_COPY.waitingText);
    expect(shown).toHaveTextContent('12 Oak Lane');
    expect(shown).toHaveTextContent('$185.00');
    expect(shown).toHaveTextContent('Ace Plumbing');
    expect(shown).toHaveTextContent('Receipt: IMG_1.jpg');
    // Not a server repair: nothing links to a detail page.
    expect(within(shown).queryByRole('link')).toBeNull();
    await user.click(within(shown).getByRole('button', { name: 'Edit Plumbing repair' }));
    expect(onEdit).toHaveBeenCalledWith(item);
    await user.click(within(shown).getByRole('button', { name: 'Delete Plumbing repair' }));
    // Asked first: it is not on the server, so deleting it is for good.
    expect(onDelete).not.toHaveBeenCalled();
    expect(shown).toHaveTextContent(OUTBOX_COPY.confirmDiscard);
    await user.click(within(shown).getByRole('button', { name: OUTBOX_COPY.keep }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(within(shown).getByRole('button', { name: 'Delete Plumbing repair' }));
    await user.click(within(shown).getByRole('button', { name: OUTBOX_COPY.remove }));
    expect(onDelete).toHaveBeenCalledWith(item);
  });

  it('sending: says so and offers nothing to press', () => {
    renderList([queued({ state: 'sending' })]);
    expect(card()).toHaveTextContent(OUTBOX_COPY.sending);
    expect(within(card()).getByRole('status')).toHaveTextContent(OUTBOX_COPY.sendingText);
    expect(within(card()).queryByRole('button')).toBeNull();
  });

  it('failed: the reason, and Try Again', async () => {
    const item = queued({ state: 'failed', reason: 'Please enter a valid cost amount' });
    const { user, onRetry } = renderList([item]);
    expect(within(card()).getByRole('alert')).toHaveTextContent(
      `${OUTBOX_COPY.failedText} Please enter a valid cost amount`,
    );
    await user.click(within(card()).getByRole('button', { name: OUTBOX_COPY.retry }));
    expect(onRetry).toHaveBeenCalledWith(item);
    expect(
      within(card()).getByRole('button', { name: 'Edit Plumbing repair' }),
    ).toBeInTheDocument();
  });

  it('conflict: a clear message, Download draft and Discard, no Edit or Try Again', async () => {
    const item = queued({ state: 'conflict', reason: OUTBOX_COPY.noLongerYours });
    const { user, onDownload, onDelete } = renderList([item]);
    expect(card()).toHaveTextContent(OUTBOX_COPY.conflict);
    expect(within(card()).getByRole('alert')).toHaveTextContent(OUTBOX_COPY.conflictText);
    expect(within(card()).queryByRole('button', { name: /Edit|Try Again/ })).toBeNull();
    await user.click(within(card()).getByRole('button', { name: OUTBOX_COPY.download }));
    expect(onDownload).toHaveBeenCalledWith(item);
    await user.click(within(card()).getByRole('button', { name: 'Discard Plumbing repair' }));
    await user.click(within(card()).getByRole('button', { name: OUTBOX_COPY.discard }));
    expect(onDelete).toHaveBeenCalledWith(item);
  });

  it('an "Other" repair is titled with what the user typed', () => {
    renderList([
      queued({
        values: { ...queued().values, serviceType: 'other', otherServiceType: 'Chimney sweep' },
      }),
    ]);
    expect(within(card()).getByRole('heading', { name: 'Chimney sweep' })).toBeInTheDocument();
  });
});
