import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REPAIR_MESSAGES as M } from '@homeledger/domain';
import { LOADING, failed, ready } from '@/lib/data/loadable';
import {
  AddRepairScreen,
  type AddRepairScreenProps,
  type SubmitOutcome,
} from './add-repair-screen';
import { UPLOAD_IDLE } from './receipt-field';
import { ADD_REPAIR_COPY, RECEIPT_COPY } from './repair-copy';
import { FIXTURE_TODAY, receiptFile, repairProperty } from './repairs.fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { mockElementLayoutInEachTest } from '@/test/element-layout';

mockElementLayoutInEachTest();

function renderScreen(props: Partial<AddRepairScreenProps> = {}) {
  const user = userEvent.setup();
  const onSubmit = vi.fn(props.onSubmit ?? (async (): Promise<SubmitOutcome> => ({ ok: true })));
  const onCancelUpload = vi.fn();
  const view = renderInRouter(
    <AddRepairScreen
      property={ready(repairProperty)}
      today={FIXTURE_TODAY}
      upload={UPLOAD_IDLE}
      {...props}
      onSubmit={onSubmit}
      onCancelUpload={onCancelUpload}
    />,
  );
  return { user, onSubmit, onCancelUpload, view };
}

async function chooseServiceType(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Service Type' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

const submitButton = () => screen.getByRole('button', { name: ADD_REPAIR_COPY.submit });

describe('AddRepairScreen', () => {
  it('shows the title, the property and every field with the spec copy', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Repair Record' })).toBeVisible();
    expect(screen.getByText(/Adding repair for:/)).toHaveTextContent(
      'Adding repair for: 12 Oak Lane, Springfield, IL',
    );
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('combobox', { name: 'Service Type' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Specify Service Type')).toBeNull();
    const date = screen.getByLabelText('Date of Service');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveValue(FIXTURE_TODAY);
    const cost = screen.getByLabelText('Cost');
    expect(cost).toHaveAttribute('type', 'text');
    expect(cost).toHaveAttribute('placeholder', '0.00');
    expect(screen.getByText('$')).toBeInTheDocument();
    expect(screen.getByLabelText('Contractor Name')).toHaveAccessibleDescription(
      ADD_REPAIR_COPY.contractorHint,
    );
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('group', { name: 'Receipt (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Receipt' })).toBeEnabled();
    expect(screen.getByLabelText('Receipt file')).toHaveAttribute(
      'accept',
      '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
    );
    expect(submitButton()).toBeEnabled();
  });

  it('shows a loader while the property loads, and the spec text when it cannot', () => {
    const { view } = renderScreen({ property: LOADING });
    expect(screen.queryByRole('button', { name: 'Add Repair' })).toBeNull();
    view.unmount();
    renderScreen({ property: failed(new Error('x')) });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load property information');
  });

  it('requires a service type, a real date and a valid cost (spec messages), and does not submit', async () => {
    const { user, onSubmit } = renderScreen();
    await user.clear(screen.getByLabelText('Date of Service'));
    await user.type(screen.getByLabelText('Cost'), '12.345');
    await user.click(submitButton());
    expect(await screen.findByText(M.serviceType)).toBeInTheDocument();
    expect(screen.getByText(M.date)).toBeInTheDocument();
    expect(screen.getByText(M.cost)).toBeInTheDocument();
    expect(screen.getByLabelText('Cost')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['-5', M.cost],
    ['abc', M.cost],
    ['1.234', M.cost],
    ['10000000.01', M.costTooHigh],
  ])('cost "%s" gives "%s"', async (cost, message) => {
    const { user, onSubmit } = renderScreen();
    await chooseServiceType(user, 'Plumbing');
    await user.type(screen.getByLabelText('Cost'), cost);
    await user.click(submitButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a completed repair dated after today', async () => {
    const { user, onSubmit } = renderScreen();
    await chooseServiceType(user, 'Roofing');
    await user.clear(screen.getByLabelText('Date of Service'));
    await user.type(screen.getByLabelText('Date of Service'), '2026-10-02');
    await user.click(submitButton());
    expect(await screen.findByText(M.dateInFuture)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows "Specify Service Type" only for Other, and requires it there', async () => {
    const { user, onSubmit } = renderScreen();
    await chooseServiceType(user, 'Other');
    const specify = screen.getByLabelText('Specify Service Type');
    await user.click(submitButton());
    expect(await screen.findByText(M.otherServiceType)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(specify, 'Chimney sweep');
    await chooseServiceType(user, 'HVAC');
    expect(screen.queryByLabelText('Specify Service Type')).toBeNull();
  });

  it('submits the raw form values and no file, showing the busy text meanwhile', async () => {
    let resolve: (outcome: SubmitOutcome) => void = () => undefined;
    const { user, onSubmit } = renderScreen({
      onSubmit: () => new Promise((r) => (resolve = r)),
    });
    await chooseServiceType(user, 'Other');
    await user.type(screen.getByLabelText('Specify Service Type'), 'Chimney sweep');
    await user.type(screen.getByLabelText('Cost'), '1,234.5');
    await user.type(screen.getByLabelText('Contractor Name'), ' Sooty & Sons ');
    await user.type(screen.getByLabelText('Description'), 'Swept the flue.');
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Adding Repair...' })).toBeDisabled();
    expect(screen.getByLabelText('Cost')).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith(
      {
        serviceType: 'other',
        otherServiceType: 'Chimney sweep',
        date: FIXTURE_TODAY,
        cost: '1,234.5',
        contractorName: ' Sooty & Sons ',
        description: 'Swept the flue.',
      },
      null,
      [],
    );
    resolve({ ok: false });
    expect(await screen.findByRole('button', { name: 'Add Repair' })).toBeEnabled();
    // Nothing typed is lost after a failure.
    expect(screen.getByLabelText('Specify Service Type')).toHaveValue('Chimney sweep');
    expect(screen.getByLabelText('Description')).toHaveValue('Swept the flue.');
  });

  it('takes a receipt: shows its name, Change Receipt, and hands the file over', async () => {
    const { user, onSubmit } = renderScreen();
    await chooseServiceType(user, 'Plumbing');
    const file = receiptFile('invoice.pdf', 2048);
    await user.upload(screen.getByLabelText('Receipt file'), file);
    expect(screen.getByText('invoice.pdf')).toBeInTheDocument();
    expect(screen.getByText('(2 KB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Receipt' })).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[1]).toBe(file);
  });

  it('offers the camera: an image input that asks for the back camera', () => {
    renderScreen({ camera: true });
    expect(screen.getByRole('button', { name: RECEIPT_COPY.takePhoto })).toBeInTheDocument();
    const input = screen.getByLabelText('Receipt photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    // The file picker stays beside it.
    expect(screen.getByRole('button', { name: 'Select Receipt' })).toBeInTheDocument();
  });

  it('has no camera button unless asked (Edit Repair, desktops through CSS)', () => {
    renderScreen();
    expect(screen.queryByRole('button', { name: RECEIPT_COPY.takePhoto })).toBeNull();
  });

  it('prepares a photo before it is kept, read and submitted', async () => {
    const compressed = receiptFile('shot.jpg', 900, 'image/jpeg');
    const prepareFile = vi.fn(async () => ({ ok: true as const, file: compressed }));
    const { user, onSubmit } = renderScreen({ camera: true, prepareFile });
    await chooseServiceType(user, 'Plumbing');
    const original = receiptFile('shot.png', 9000, 'image/png');
    await user.upload(screen.getByLabelText('Receipt photo'), original);
    expect(prepareFile).toHaveBeenCalledWith(original);
    expect(await screen.findByText('shot.jpg')).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[1]).toBe(compressed);
  });

  it('a photo that cannot be prepared is refused with a reason', async () => {
    const prepareFile = vi.fn(async () => ({
      ok: false as const,
      message: RECEIPT_COPY.photoFailed,
    }));
    const { user } = renderScreen({ camera: true, prepareFile });
    await user.upload(
      screen.getByLabelText('Receipt photo'),
      receiptFile('x.jpg', 10, 'image/jpeg'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(RECEIPT_COPY.photoFailed);
    expect(screen.getByText('No file selected')).toBeInTheDocument();
  });

  it('a file handed in (a share) is prepared and attached at once', async () => {
    const shared = receiptFile('shared.pdf', 100);
    const prepareFile = vi.fn(async (file: File) => ({ ok: true as const, file }));
    renderScreen({ prepareFile, initialFile: shared });
    expect(await screen.findByText('shared.pdf')).toBeInTheDocument();
    expect(prepareFile).toHaveBeenCalledWith(shared);
  });

  it('refuses a wrong type or a file over 10 MB before anything is uploaded', async () => {
    const { user, onSubmit } = renderScreen();
    await chooseServiceType(user, 'Plumbing');
    const input = screen.getByLabelText('Receipt file');
    // `accept` is only a hint to the file picker (drag and drop, "All files"): the check must hold.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, receiptFile('notes.txt', 10, 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent(RECEIPT_COPY.typeInvalid);
    expect(screen.getByText('No file selected')).toBeInTheDocument();
    await user.upload(input, receiptFile('huge.pdf', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(RECEIPT_COPY.tooLarge);
    await user.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
    await user.upload(input, receiptFile('ok.png', 100, 'image/png'));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: RECEIPT_COPY.clear }));
    expect(screen.getByRole('button', { name: 'Select Receipt' })).toBeInTheDocument();
  });

  it('shows the upload progress with a Cancel, and a failed upload says why', async () => {
    const { user, onCancelUpload, view } = renderScreen({
      defaultFile: receiptFile(),
      upload: { status: 'uploading', progress: 40 },
    });
    const bar = screen.getByRole('progressbar', { name: 'Uploading receipt' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Adding Repair...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(onCancelUpload).toHaveBeenCalledOnce();
    view.unmount();
    renderScreen({
      defaultFile: receiptFile(),
      upload: { status: 'failed', message: 'the connection was lost.' },
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Receipt upload failed: the connection was lost.',
    );
    expect(screen.getByText('prairie-plumbing-invoice.pdf')).toBeInTheDocument();
  });

  it('marks the field the server blames (the receipt too)', async () => {
    const outcomes: SubmitOutcome[] = [
      { ok: false, field: 'date', message: M.dateInFuture },
      { ok: false, field: 'receipt', message: M.receiptExpired },
    ];
    const { user } = renderScreen({ onSubmit: async () => outcomes.shift() ?? { ok: true } });
    await chooseServiceType(user, 'Plumbing');
    await user.click(submitButton());
    expect(await screen.findByText(M.dateInFuture)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Receipt file'), receiptFile());
    await user.click(submitButton());
    const group = screen.getByRole('group', { name: 'Receipt (optional)' });
    expect(await within(group).findByText(M.receiptExpired)).toBeInTheDocument();
  });

  describe('photos of the work', () => {
    beforeEach(() => {
      // jsdom has no object URLs: the thumbnails only need a string.
      let n = 0;
      URL.createObjectURL = vi.fn(() => `blob:photo-${++n}`);
      URL.revokeObjectURL = vi.fn();
    });
    const photo = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

    it('prepares each chosen photo, shows its thumbnail, removes one, and submits the rest', async () => {
      const preparePhoto = vi.fn(async (file: File) => ({
        ok: true as const,
        file: new File(['small'], `small-${file.name}`, { type: 'image/jpeg' }),
      }));
      const { user, onSubmit } = renderScreen({ preparePhoto });
      await chooseServiceType(user, 'Plumbing');
      await user.upload(screen.getByLabelText('Photos of the work'), [
        photo('before.jpg'),
        photo('during.jpg'),
        photo('after.jpg'),
      ]);
      expect(await screen.findAllByRole('img', { name: /Photo \d of the work/ })).toHaveLength(3);
      expect(preparePhoto).toHaveBeenCalledTimes(3);
      await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
      expect(screen.getAllByRole('img', { name: /Photo \d of the work/ })).toHaveLength(2);
      await user.click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
      const sent = onSubmit.mock.calls[0]?.[2] ?? [];
      expect(sent.map((file) => file.name)).toEqual(['small-before.jpg', 'small-after.jpg']);
    });

    it('says why a photo that cannot be prepared is left out', async () => {
      const { user } = renderScreen({
        preparePhoto: async () => ({ ok: false, message: 'Only photos can be added here.' }),
      });
      await user.upload(screen.getByLabelText('Photos of the work'), [photo('x.jpg')]);
      expect(await screen.findByRole('alert')).toHaveTextContent('Only photos can be added here.');
      expect(screen.queryByRole('img', { name: /of the work/ })).toBeNull();
    });
  });
});
