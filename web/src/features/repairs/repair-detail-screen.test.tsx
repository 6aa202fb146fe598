import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { RepairDetailScreen, type RepairDetailScreenProps } from './repair-detail-screen';
import type { RepairDetail } from './repair-types';
import {
  FIXTURE_OTHER_UID,
  FIXTURE_UID,
  completedRepair,
  inProgressRepair,
  othersRepair,
  scheduledRepair,
  sparseRepair,
  validatedRepair,
  validatedWithoutNameRepair,
  previousOwnerRepair,
  receiptKeptRepair,
} from './repairs.fixtures';
import { interactive } from '@/test/interactive';
import { mockElementLayoutInEachTest } from '@/test/element-layout';

mockElementLayoutInEachTest();

function Harness(
  props: Partial<RepairDetailScreenProps> & { repair: Loadable<RepairDetail | null> },
) {
  const [open, setOpen] = useState(false);
  return (
    <RepairDetailScreen
      currentUid={FIXTURE_UID}
      receiptUrl={null}
      onBack={() => undefined}
      onRetry={() => undefined}
      deleteDialogOpen={open}
      onDeleteDialogOpenChange={setOpen}
      onConfirmDelete={() => undefined}
      {...props}
    />
  );
}

function renderScreen(
  props: Partial<RepairDetailScreenProps> & { repair: Loadable<RepairDetail | null> },
) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter>
      <Harness {...props} />
    </MemoryRouter>,
  );
  return { user, view };
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('RepairDetailScreen', () => {
  it('shows the repair with long dates, dollars and the status badge', () => {
    renderScreen({ repair: ready(completedRepair) });
    expect(screen.getByRole('heading', { level: 1, name: 'Repair Details' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Plumbing' })).toBeVisible();
    expect(screen.getAllByText('September 14, 2026')).toHaveLength(2);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(fact('Property')).toHaveTextContent('12 Oak LaneSpringfield, IL 62704');
    expect(fact('Description')).toHaveTextContent(/kitchen sink trap/);
    expect(fact('Cost')).toHaveTextContent('$285.50');
    expect(fact('Contractor')).toHaveTextContent('Prairie Plumbing Co.');
    expect(fact('Service Type')).toHaveTextContent('Plumbing');
    expect(screen.getByText('Not yet validated')).toBeInTheDocument();
  });

  it('uses the spec fallbacks for missing values', () => {
    renderScreen({ repair: ready(sparseRepair) });
    expect(fact('Property')).toHaveTextContent('Property information not available');
    expect(fact('Description')).toHaveTextContent('No description provided');
    expect(fact('Cost')).toHaveTextContent('Not specified');
    expect(fact('Contractor')).toHaveTextContent('Not specified');
  });

  it.each([
    [inProgressRepair, 'In Progress'],
    [scheduledRepair, 'Scheduled'],
    [{ ...completedRepair, status: 'paused' }, 'Completed'],
  ])('status badge for %#: %s', (repair, label) => {
    renderScreen({ repair: ready(repair) });
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('validation card: by the business, by contractor, or not yet', () => {
    const { view } = renderScreen({ repair: ready(validatedRepair) });
    expect(
      screen.getByText('Validated by Prairie Plumbing Co. (email verified, business not verified)'),
    ).toBeInTheDocument();
    view.unmount();
    renderScreen({ repair: ready(validatedWithoutNameRepair) });
    expect(
      screen.getByText('Validated by contractor (email verified, business not verified)'),
    ).toBeInTheDocument();
  });

  it('View Receipt opens the receipt in a new tab', () => {
    renderScreen({ repair: ready(completedRepair), receiptUrl: ready('https://files.test/r.pdf') });
    const link = screen.getByRole('link', { name: /View Receipt/ });
    expect(link).toHaveAttribute('href', 'https://files.test/r.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows the photos of the work as thumbnails; a click opens one', async () => {
    const photos = ['repairPhotos/p/u1/before.jpg', 'repairPhotos/p/u2/after.jpg'];
    const onOpenPhoto = vi.fn();
    renderScreen({
      repair: ready({ ...completedRepair, photos }),
      photoUrls: {
        [photos[0] ?? '']: ready('blob:before'),
        [photos[1] ?? '']: failed(new Error('x')),
      },
      onOpenPhoto,
    });
    const section = screen.getByRole('region', { name: 'Photos' });
    expect(within(section).getByRole('img', { name: 'Photo 1 of the work' })).toHaveAttribute(
      'src',
      'blob:before',
    );
    expect(within(section).getByText('Photo unavailable')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Open photo 1' }));
    expect(onOpenPhoto).toHaveBeenCalledWith(photos[0]);
  });

  it('no receipt, no link', () => {
    renderScreen({ repair: ready(sparseRepair) });
    expect(screen.queryByRole('link', { name: /View Receipt/ })).toBeNull();
  });

  it('Edit and Delete only for the home’s owner, not for whoever added it', () => {
    const { view } = renderScreen({ repair: ready(othersRepair) });
    expect(screen.queryByRole('link', { name: 'Edit Repair' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Repair' })).toBeNull();
    view.unmount();
    // The user added it, then sold the home (#33, item 1).
    const sold = renderScreen({
      repair: ready({ ...completedRepair, ownerId: FIXTURE_OTHER_UID }),
    });
    expect(screen.queryByRole('link', { name: 'Edit Repair' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Repair' })).toBeNull();
    sold.view.unmount();
    renderScreen({ repair: ready(completedRepair) });
    expect(screen.getByRole('link', { name: 'Edit Repair' })).toHaveAttribute(
      'href',
      '/edit-repair/r-1',
    );
  });

  it('marks a repair entered before the transfer "Previous owner"; it stays as it was', () => {
    const { view } = renderScreen({ repair: ready(previousOwnerRepair) });
    const header = screen.getByRole('heading', { name: 'Roofing' }).closest('article');
    expect(within(header as HTMLElement).getByText('Previous owner')).toBeVisible();
    expect(screen.getByText(/Summit Roofing Co\./, { selector: 'dd' })).toBeVisible();
    // History from before the sale: no Edit or Delete, and the owner is told why.
    expect(screen.queryByRole('link', { name: 'Edit Repair' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Repair' })).toBeNull();
    expect(
      screen.getByText("This record is from the home's previous owner and cannot be changed."),
    ).toBeVisible();
    view.unmount();
    renderScreen({ repair: ready(completedRepair) });
    expect(screen.queryByText('Previous owner')).toBeNull();
  });

  it('says "Receipt kept by the previous owner" where the receipt would be (#33)', () => {
    const { view } = renderScreen({ repair: ready(receiptKeptRepair), receiptUrl: null });
    expect(screen.getByText('Receipt kept by the previous owner')).toBeVisible();
    expect(screen.queryByRole('link', { name: /View Receipt/ })).toBeNull();
    view.unmount();
    renderScreen({ repair: ready(previousOwnerRepair), receiptUrl: ready('blob:x') });
    expect(screen.queryByText('Receipt kept by the previous owner')).toBeNull();
  });

  it('Delete asks first; Cancel closes, Delete Repair confirms', async () => {
    const onConfirmDelete = vi.fn();
    const { user } = renderScreen({ repair: ready(completedRepair), onConfirmDelete });
    await user.click(screen.getByRole('button', { name: 'Delete Repair' }));
    const dialog = await interactive(
      screen.findByRole('alertdialog', { name: 'Confirm Repair Removal' }),
    );
    expect(dialog).toHaveTextContent(
      'Are you sure you want to remove this repair record? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The dialog's exit animation can outlast the click under load: wait for it to unmount.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirmDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Repair' }));
    const again = await interactive(screen.findByRole('alertdialog'));
    await user.click(within(again).getByRole('button', { name: 'Delete Repair' }));
    expect(onConfirmDelete).toHaveBeenCalledOnce();
  });

  it('Back calls onBack; a load failure offers Try Again', async () => {
    const onBack = vi.fn();
    const onRetry = vi.fn();
    const { user } = renderScreen({ repair: failed(new Error('x')), onBack, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load repair details. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('a loader while loading', () => {
    renderScreen({ repair: LOADING });
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('RepairDetailScreen by household role (issue #31)', () => {
  const edit = () => screen.queryByRole('link', { name: /Edit/ });
  const del = () => screen.queryByRole('button', { name: /Delete/ });

  const ask = () => screen.queryByRole('button', { name: 'Request validation' });
  const onRequestValidation = async () => ({ ok: true as const });

  it('a co-owner edits and deletes a repair the owner added, and asks for validation', () => {
    renderScreen({
      repair: ready(completedRepair),
      currentUid: FIXTURE_OTHER_UID,
      role: 'co-owner',
      homeOwnerId: FIXTURE_UID,
      onRequestValidation,
    });
    expect(edit()).toBeInTheDocument();
    expect(del()).toBeInTheDocument();
    // requestValidation takes a co-owner (the role on the home, read by the server too).
    expect(ask()).toBeInTheDocument();
  });

  it.each(['viewer', 'delegate'] as const)('a %s gets no Edit, Delete or ask', (role) => {
    renderScreen({
      repair: ready(completedRepair),
      currentUid: FIXTURE_OTHER_UID,
      role,
      homeOwnerId: FIXTURE_UID,
      onRequestValidation,
    });
    expect(edit()).not.toBeInTheDocument();
    expect(del()).not.toBeInTheDocument();
    expect(ask()).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('a record of an earlier owner stays theirs, even for the new owner’s co-owner', () => {
    renderScreen({
      repair: ready(previousOwnerRepair),
      currentUid: FIXTURE_OTHER_UID,
      role: 'co-owner',
      homeOwnerId: FIXTURE_UID,
    });
    expect(edit()).not.toBeInTheDocument();
  });

  it('shows who added and who last edited it, when recorded', () => {
    renderScreen({
      repair: ready({
        ...completedRepair,
        attribution: {
          addedByName: 'Cora Coowner',
          editedBy: { name: 'Olive Owner', on: '2026-09-20' },
        },
      }),
    });
    expect(
      screen.getByText('Added by Cora Coowner · Edited by Olive Owner on Sep 20, 2026'),
    ).toBeInTheDocument();
  });
});
