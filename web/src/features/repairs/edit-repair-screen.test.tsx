import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REPAIR_MESSAGES as M } from '@homeledger/domain';
import { LOADING, failed, ready } from '@/lib/data/loadable';
import {
  EditRepairScreen,
  editFormValues,
  type EditRepairScreenProps,
  type SubmitOutcome,
} from './edit-repair-screen';
import {
  FIXTURE_OTHER_UID,
  completedRepair,
  editCompletedRepairProps,
  inProgressRepair,
  otherTypeRepair,
  othersRepair,
  previousOwnerRepair,
  receiptFile,
  repairWithoutReceipt,
  scheduledRepair,
  sparseRepair,
  validatedRepair,
} from './repairs.fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { mockElementLayoutInEachTest } from '@/test/element-layout';

mockElementLayoutInEachTest();

function renderScreen(props: Partial<EditRepairScreenProps> = {}) {
  const user = userEvent.setup();
  const onSubmit = vi.fn(props.onSubmit ?? (async (): Promise<SubmitOutcome> => ({ ok: true })));
  const view = renderInRouter(
    <EditRepairScreen {...editCompletedRepairProps} {...props} onSubmit={onSubmit} />,
  );
  return { user, onSubmit, view };
}

const save = () => screen.getByRole('button', { name: 'Save Changes' });

describe('editFormValues', () => {
  it('maps a stored label back case-insensitively, else Other with the text', () => {
    expect(editFormValues({ ...completedRepair, serviceType: 'hvac' })).toMatchObject({
      serviceType: 'hvac',
      otherServiceType: '',
    });
    expect(editFormValues(otherTypeRepair)).toMatchObject({
      serviceType: 'other',
      otherServiceType: 'Chimney sweep',
    });
  });
  it('prefills the cost in dollars (empty without one) and maps the status', () => {
    expect(editFormValues(completedRepair)).toMatchObject({ cost: '285.50', status: 'completed' });
    expect(editFormValues(sparseRepair)).toMatchObject({ cost: '', description: '' });
    expect(editFormValues(inProgressRepair).status).toBe('in-progress');
    expect(editFormValues(scheduledRepair).status).toBe('completed');
    expect(editFormValues({ ...completedRepair, status: 'weird' }).status).toBe('completed');
  });
});

describe('EditRepairScreen', () => {
  it('warns that editing the facts of a validated repair removes its validation', () => {
    renderScreen({ repair: ready(validatedRepair) });
    expect(
      screen.getByText('Validated by Prairie Plumbing Co. (email verified, business not verified)'),
    ).toBeVisible();
    expect(
      screen.getByText(
        /^Changing the service type, date, cost, contractor, status, description or receipt removes the validation/,
      ),
    ).toBeVisible();
  });

  it('says nothing of validation for a repair nobody validated', () => {
    renderScreen();
    expect(screen.queryByText(/removes the validation/)).toBeNull();
  });

  it('shows the spec title, card, fields and buttons, prefilled', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Repair Record' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Update Repair Details' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Service Type' })).toHaveTextContent('Plumbing');
    expect(screen.queryByLabelText('Specify Service Type')).toBeNull();
    expect(screen.getByLabelText('Date of Service')).toHaveValue('2026-09-14');
    const cost = screen.getByLabelText('Cost');
    expect(cost).toHaveAttribute('type', 'number');
    expect(cost).toHaveAttribute('step', '0.01');
    expect(cost).toHaveAttribute('min', '0');
    expect(cost).toHaveValue(285.5);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Completed');
    expect(screen.getByLabelText('Contractor Name')).toHaveValue('Prairie Plumbing Co.');
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '4');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/property/p-oak');
    expect(screen.getByRole('link', { name: 'Back to property' })).toHaveAttribute(
      'href',
      '/property/p-oak',
    );
    expect(save()).toBeEnabled();
  });

  it('prefills Other with the stored text, and In Progress', () => {
    renderScreen({ repair: ready({ ...otherTypeRepair, status: 'in-progress' }) });
    expect(screen.getByRole('combobox', { name: 'Service Type' })).toHaveTextContent('Other');
    expect(screen.getByLabelText('Specify Service Type')).toHaveValue('Chimney sweep');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('In Progress');
  });

  it('offers only Completed and In Progress', async () => {
    const { user } = renderScreen({ repair: ready(scheduledRepair) });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('Completed');
    await user.click(status);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Completed', 'In Progress']);
  });

  it('submits the values and "keep" for the receipt; busy text meanwhile', async () => {
    let resolve: (outcome: SubmitOutcome) => void = () => undefined;
    const { user, onSubmit } = renderScreen({ onSubmit: () => new Promise((r) => (resolve = r)) });
    await user.clear(screen.getByLabelText('Cost'));
    await user.type(screen.getByLabelText('Cost'), '300');
    await user.click(save());
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ serviceType: 'plumbing', cost: '300', status: 'completed' }),
      { kind: 'keep' },
      null,
    );
    resolve({ ok: false });
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.getByLabelText('Cost')).toHaveValue(300);
  });

  describe('photos of the work', () => {
    const stored = ['repairPhotos/p1/u1/before.jpg', 'repairPhotos/p1/u2/after.jpg'];
    const renderStoredPhoto = (path: string, alt: string) => (
      <img src={`stored:${path}`} alt={alt} />
    );
    beforeEach(() => {
      // jsdom has no object URLs: the new photos' thumbnails only need a string.
      URL.createObjectURL = vi.fn(() => 'blob:new-photo');
      URL.revokeObjectURL = vi.fn();
    });

    it('shows the stored photos; removes one and adds a prepared one; submits both changes', async () => {
      const preparePhoto = vi.fn(async (file: File) => ({
        ok: true as const,
        file: new File(['small'], `small-${file.name}`, { type: 'image/jpeg' }),
      }));
      const { user, onSubmit } = renderScreen({
        repair: ready({ ...completedRepair, photos: stored }),
        renderStoredPhoto,
        preparePhoto,
      });
      const thumbs = () => screen.getAllByRole('img', { name: /Photo \d of the work/ });
      expect(thumbs().map((img) => img.getAttribute('src'))).toEqual(
        stored.map((path) => `stored:${path}`),
      );
      await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
      await user.upload(
        screen.getByLabelText('Photos of the work'),
        new File(['big jpeg'], 'new.jpg', { type: 'image/jpeg' }),
      );
      await waitFor(() => expect(thumbs()).toHaveLength(2));
      expect(preparePhoto).toHaveBeenCalledOnce();
      await user.click(save());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
      const choice = onSubmit.mock.calls[0]?.[2];
      expect(choice?.kept).toEqual([stored[1]]);
      expect(choice?.added.map((file) => file.name)).toEqual(['small-new.jpg']);
    });

    it('unchanged photos are left out of the save (null)', async () => {
      const { user, onSubmit } = renderScreen({
        repair: ready({ ...completedRepair, photos: stored }),
        renderStoredPhoto,
      });
      await user.clear(screen.getByLabelText('Cost'));
      await user.type(screen.getByLabelText('Cost'), '300');
      await user.click(save());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
      expect(onSubmit.mock.calls[0]?.[2]).toBeNull();
    });
  });

  it('requires the Other text and a valid cost', async () => {
    const { user, onSubmit } = renderScreen({
      defaultValues: { serviceType: 'other', otherServiceType: '', cost: '1.234' },
    });
    await user.click(save());
    expect(await screen.findByText(M.otherServiceType)).toBeInTheDocument();
    expect(screen.getByText(M.cost)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('removes the receipt, keeps it after all, or replaces it', async () => {
    const { user, onSubmit } = renderScreen();
    expect(screen.getByText('prairie-plumbing-invoice.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Receipt' }));
    expect(screen.getByText('The current receipt will be removed when you save.')).toBeVisible();
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[1]).toEqual({ kind: 'remove' });

    await user.click(screen.getByRole('button', { name: 'Keep Current Receipt' }));
    const file = receiptFile('new.png', 500, 'image/png');
    await user.upload(screen.getByLabelText('Receipt file'), file);
    expect(await screen.findByText('new.png')).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[1]).toEqual({ kind: 'replace', file });
  });

  it('a chosen photo is prepared (compressed) like on Add Repair before it replaces the receipt', async () => {
    const small = receiptFile('IMG_1.jpg', 300, 'image/jpeg');
    const prepareFile = vi.fn(async () => ({ ok: true as const, file: small }));
    const { user, onSubmit } = renderScreen({ prepareFile });
    await user.upload(
      screen.getByLabelText('Receipt file'),
      receiptFile('IMG_1.png', 5_000_000, 'image/png'),
    );
    expect(await screen.findByText('IMG_1.jpg')).toBeInTheDocument();
    expect(prepareFile).toHaveBeenCalledOnce();
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[1]).toEqual({ kind: 'replace', file: small });
  });

  it('offers Select Receipt when the repair has none', () => {
    renderScreen({ repair: ready(repairWithoutReceipt) });
    expect(screen.getByRole('button', { name: 'Select Receipt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Receipt' })).toBeNull();
  });

  it('only the home’s owner may edit: others, the seller included, see the spec permission text', () => {
    const { view } = renderScreen({ repair: ready(othersRepair) });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You do not have permission to edit this repair record.',
    );
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    view.unmount();
    renderScreen({ repair: ready({ ...completedRepair, ownerId: FIXTURE_OTHER_UID }) });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You do not have permission to edit this repair record.',
    );
  });

  it('an entry from the previous owner cannot be edited, and says so', () => {
    renderScreen({ repair: ready(previousOwnerRepair) });
    expect(screen.getByRole('alert')).toHaveTextContent(
      "This record is from the home's previous owner and cannot be changed.",
    );
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('a missing record: "Repair record not found"; a load failure: the spec alert; both lead to the dashboard', () => {
    const { view } = renderScreen({ repair: ready(null) });
    expect(screen.getByRole('alert')).toHaveTextContent('Repair record not found');
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    view.unmount();
    renderScreen({ repair: failed(new Error('x')) });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load repair details. Please try again later.',
    );
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows a loader first', () => {
    renderScreen({ repair: LOADING });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });
});
