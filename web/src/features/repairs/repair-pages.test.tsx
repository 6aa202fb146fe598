/** The three containers with their data, upload and callables faked: toasts, redirects, flows. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptInput } from '@homeledger/domain';
import { mockElementLayout } from '@/components/ui/test-utils';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { AddRepairPage } from './add-repair-page';
import { EditRepairPage } from './edit-repair-page';
import { RepairDetailPage } from './repair-detail-page';
import { ADD_REPAIR_COPY, EDIT_REPAIR_COPY, REPAIR_TOASTS } from './repair-copy';
import type { RepairDetail, RepairDraftOutbox, RepairPropertySummary } from './repair-types';
import {
  FIXTURE_UID,
  completedRepair,
  receiptFile,
  repairProperty,
  requestedRepair,
} from './repairs.fixtures';
import { interactive } from '@/test/interactive';

const fake = vi.hoisted(() => ({
  Unavailable: class FakeUnavailable extends Error {},
  property: { status: 'loading' } as Loadable<unknown>,
  repair: { status: 'loading' } as Loadable<unknown>,
  toast: vi.fn(),
  addRepair: vi.fn(),
  updateRepair: vi.fn(),
  deleteRepair: vi.fn(),
  uploadReceipt: vi.fn(),
  useReceiptUrl: vi.fn((path: string | null) =>
    path ? { status: 'ready' as const, data: 'https://files.test/r.pdf' } : null,
  ),
  requestValidation: vi.fn(),
  cancelValidationRequest: vi.fn(),
}));

vi.mock('./api/use-repair', () => ({
  FirestoreUnavailableError: fake.Unavailable,
  useRepairProperty: () => ({ state: fake.property, retry: () => undefined }),
  useRepair: () => ({ state: fake.repair, retry: () => undefined }),
}));
vi.mock('./api/validation', () => ({
  requestValidation: fake.requestValidation,
  cancelValidationRequest: fake.cancelValidationRequest,
}));
vi.mock('./api/repairs', () => ({
  addRepair: fake.addRepair,
  addRepairRequestId: () => 'req-offline-0000000001',
  updateRepair: fake.updateRepair,
  deleteRepair: fake.deleteRepair,
}));
vi.mock('./api/receipts', () => ({
  uploadReceipt: fake.uploadReceipt,
  useReceiptUrl: fake.useReceiptUrl,
}));
// The browser reader (pdf.js, tesseract.js) is replaced at its boundary: it reads nothing.
vi.mock('./read-receipt', async (original) => ({
  ...(await original<typeof import('./read-receipt')>()),
  readReceipt: async () => (await import('@homeledger/domain')).NO_RECEIPT_FIELDS,
}));
vi.mock('@/lib/auth/auth-context', () => ({
  useAuth: () => ({ user: { id: FIXTURE_UID, role: 'homeowner' } }),
}));
vi.mock('@/components/ui', async (original) => ({
  ...(await original<typeof import('@/components/ui')>()),
  toast: fake.toast,
}));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The page sent the user to `path` (one of the other routes, which say where they are). */
async function expectSentTo(path: string) {
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(path));
}

function renderAt(path: string) {
  const routes: RouteObject[] = [
    { path: '/add-repair/:propertyId', element: <AddRepairPage /> },
    { path: '/edit-repair/:repairId', element: <EditRepairPage /> },
    { path: '/repair/:repairId', element: <RepairDetailPage /> },
    { path: '*', element: <Where /> },
  ];
  const user = userEvent.setup();
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
  return { user };
}

const uploaded: ReceiptInput = {
  path: 'receipts/p-oak/up1/invoice.pdf',
  name: 'invoice.pdf',
  contentType: 'application/pdf',
  size: 2048,
};

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = mockElementLayout();
  fake.property = LOADING;
  fake.repair = LOADING;
  for (const mock of [
    fake.toast,
    fake.addRepair,
    fake.updateRepair,
    fake.deleteRepair,
    fake.uploadReceipt,
  ])
    mock.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreLayout();
  vi.restoreAllMocks();
});

async function choosePlumbing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Service Type' }));
  await user.click(await screen.findByRole('option', { name: 'Plumbing' }));
}

describe('AddRepairPage', () => {
  it.each<[string, RepairPropertySummary | null]>([
    ['missing', null],
    ['someone else’s', { ...repairProperty, ownerId: 'uid-rita' }],
    ['disputed', { ...repairProperty, verificationStatus: 'disputed' }],
  ])('a %s property: "Property Not Found" and the dashboard', async (_, property) => {
    fake.property = ready(property);
    renderAt('/add-repair/p-oak');
    await expectSentTo('/dashboard');
    expect(fake.toast).toHaveBeenCalledWith(REPAIR_TOASTS.propertyNotFound);
  });

  it('a load failure: "Could not load property information" and the dashboard', async () => {
    fake.property = failed(new Error('boom'));
    renderAt('/add-repair/p-oak');
    await expectSentTo('/dashboard');
    expect(fake.toast).toHaveBeenCalledWith(REPAIR_TOASTS.propertyLoadFailed);
  });

  it('uploads the receipt, then adds the repair with it: "Repair Added" and the dashboard', async () => {
    fake.property = ready(repairProperty);
    fake.uploadReceipt.mockImplementation(
      (_file: File, _id: string, onProgress: (n: number) => void) => {
        setTimeout(() => onProgress(40));
        return { promise: new Promise((r) => setTimeout(() => r(uploaded), 20)), cancel: vi.fn() };
      },
    );
    fake.addRepair.mockResolvedValue({ id: 'r-new', propertyId: 'p-oak' });
    const { user } = renderAt('/add-repair/p-oak');
    await choosePlumbing(user);
    const file = receiptFile('invoice.pdf', 2048);
    await user.upload(screen.getByLabelText('Receipt file'), file);
    await user.click(screen.getByRole('button', { name: 'Add Repair' }));
    await expectSentTo('/dashboard');
    expect(fake.uploadReceipt).toHaveBeenCalledWith(file, 'p-oak', expect.any(Function));
    expect(fake.addRepair).toHaveBeenCalledWith(
      expect.objectContaining({ propertyId: 'p-oak', serviceType: 'plumbing', receipt: uploaded }),
    );
    expect(fake.toast).toHaveBeenCalledWith(REPAIR_TOASTS.added);
  });

  it('a failed upload says why, keeps the form, and adds nothing', async () => {
    fake.property = ready(repairProperty);
    fake.uploadReceipt.mockImplementation(() => ({
      promise: Promise.reject(
        Object.assign(new Error('x'), { code: 'storage/retry-limit-exceeded' }),
      ),
      cancel: vi.fn(),
    }));
    const { user } = renderAt('/add-repair/p-oak');
    await choosePlumbing(user);
    await user.type(screen.getByLabelText('Description'), 'Kept');
    await user.upload(screen.getByLabelText('Receipt file'), receiptFile());
    await user.click(screen.getByRole('button', { name: 'Add Repair' }));
    await waitFor(() =>
      expect(fake.toast).toHaveBeenCalledWith({
        title: 'Error',
        description:
          'Receipt upload failed: the connection was lost. Please check your connection and try again.',
        variant: 'destructive',
      }),
    );
    expect(fake.addRepair).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Description')).toHaveValue('Kept');
    expect(screen.getByText('prairie-plumbing-invoice.pdf')).toBeInTheDocument();
  });

  it('a failed save after an upload reuses the upload on the next try', async () => {
    fake.property = ready(repairProperty);
    fake.uploadReceipt.mockReturnValue({ promise: Promise.resolve(uploaded), cancel: vi.fn() });
    fake.addRepair
      .mockRejectedValueOnce(Object.assign(new Error('internal'), { code: 'functions/internal' }))
      .mockResolvedValueOnce({ id: 'r-new', propertyId: 'p-oak' });
    const { user } = renderAt('/add-repair/p-oak');
    await choosePlumbing(user);
    await user.upload(screen.getByLabelText('Receipt file'), receiptFile());
    await user.click(screen.getByRole('button', { name: 'Add Repair' }));
    await waitFor(() =>
      expect(fake.toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'An unknown error occurred',
        variant: 'destructive',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Repair' }));
    await expectSentTo('/dashboard');
    expect(fake.uploadReceipt).toHaveBeenCalledOnce();
    expect(fake.addRepair).toHaveBeenCalledTimes(2);
  });

  it('leaving with typed details asks first: Continue Editing stays, Discard Changes leaves', async () => {
    fake.property = ready(repairProperty);
    const { user } = renderAt('/add-repair/p-oak');
    await user.type(screen.getByLabelText('Description'), 'New water heater');
    await user.click(screen.getByRole('link', { name: ADD_REPAIR_COPY.back }));
    const ask = await interactive(
      screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' }),
    );
    expect(ask).toHaveAccessibleDescription(ADD_REPAIR_COPY.discardText);
    await user.click(screen.getByRole('button', { name: 'Continue Editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByLabelText('Description')).toHaveValue('New water heater');

    await user.click(screen.getByRole('link', { name: ADD_REPAIR_COPY.back }));
    await user.click(await interactive(screen.findByRole('button', { name: 'Discard Changes' })));
    await expectSentTo('/dashboard');
    expect(fake.addRepair).not.toHaveBeenCalled();
  });

  it('a chosen receipt alone counts as a change; an untouched form leaves at once', async () => {
    fake.property = ready(repairProperty);
    const { user } = renderAt('/add-repair/p-oak');
    await user.upload(screen.getByLabelText('Receipt file'), receiptFile());
    await user.click(screen.getByRole('link', { name: ADD_REPAIR_COPY.back }));
    expect(
      await interactive(screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue Editing' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected file' }));
    await user.click(screen.getByRole('link', { name: ADD_REPAIR_COPY.back }));
    await expectSentTo('/dashboard');
  });
});

describe('EditRepairPage', () => {
  it('saves: "Success" and the property page', async () => {
    fake.repair = ready(completedRepair);
    fake.updateRepair.mockResolvedValue({ id: 'r-1', propertyId: 'p-oak' });
    const { user } = renderAt('/edit-repair/r-1');
    await user.click(screen.getByRole('button', { name: 'Remove Receipt' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectSentTo('/property/p-oak');
    expect(fake.updateRepair).toHaveBeenCalledWith(
      expect.objectContaining({
        repairId: 'r-1',
        cost: '285.50',
        status: 'completed',
        receipt: null,
      }),
    );
    expect(fake.toast).toHaveBeenCalledWith(REPAIR_TOASTS.updated);
  });

  it('Cancel with changes asks first; Discard Changes goes back to the property', async () => {
    fake.repair = ready(completedRepair);
    const { user } = renderAt('/edit-repair/r-1');
    await user.clear(screen.getByLabelText('Description'));
    await user.type(screen.getByLabelText('Description'), 'Replaced the valve');
    await user.click(screen.getByRole('link', { name: EDIT_REPAIR_COPY.cancel }));
    const ask = await interactive(
      screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' }),
    );
    expect(ask).toHaveAccessibleDescription(EDIT_REPAIR_COPY.discardText);
    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    await expectSentTo('/property/p-oak');
    expect(fake.updateRepair).not.toHaveBeenCalled();
  });

  it('Cancel without changes leaves at once', async () => {
    fake.repair = ready(completedRepair);
    const { user } = renderAt('/edit-repair/r-1');
    await user.click(screen.getByRole('link', { name: EDIT_REPAIR_COPY.cancel }));
    await expectSentTo('/property/p-oak');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the receipt by leaving it out of the payload', async () => {
    fake.repair = ready(completedRepair);
    fake.updateRepair.mockResolvedValue({ id: 'r-1', propertyId: 'p-oak' });
    const { user } = renderAt('/edit-repair/r-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fake.updateRepair).toHaveBeenCalledOnce());
    expect(fake.updateRepair.mock.calls[0]?.[0]).not.toHaveProperty('receipt');
  });

  it('a refusal: the spec toast, and the form stays', async () => {
    fake.repair = ready(completedRepair);
    fake.updateRepair.mockRejectedValue(
      Object.assign(new Error('You do not have permission to edit this repair record.'), {
        code: 'functions/permission-denied',
      }),
    );
    const { user } = renderAt('/edit-repair/r-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(fake.toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'You do not have permission to edit this repair record.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('a load failure toasts "Failed to load repair details"', async () => {
    fake.repair = failed(new Error('boom'));
    renderAt('/edit-repair/r-1');
    await waitFor(() => expect(fake.toast).toHaveBeenCalledWith(REPAIR_TOASTS.editLoadFailed));
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toBeInTheDocument();
  });
});

describe('RepairDetailPage', () => {
  it('not found: the spec toast and the dashboard', async () => {
    fake.repair = ready(null);
    renderAt('/repair/r-x');
    await expectSentTo('/dashboard');
    expect(fake.toast).toHaveBeenCalledWith(REPAIR_TOASTS.repairNotFound);
  });

  it('a load failure: the spec toast, and the page stays with Try Again', async () => {
    fake.repair = failed(new Error('boom'));
    renderAt('/repair/r-1');
    await waitFor(() => expect(fake.toast).toHaveBeenCalledWith(REPAIR_TOASTS.detailLoadFailed));
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the receipt link once it is known', async () => {
    fake.repair = ready(completedRepair);
    renderAt('/repair/r-1');
    expect(await screen.findByRole('link', { name: /View Receipt/ })).toHaveAttribute(
      'href',
      'https://files.test/r.pdf',
    );
    expect(fake.useReceiptUrl).toHaveBeenCalledWith(completedRepair.receipt?.path);
  });

  it('deletes: "Repair Removed" and the dashboard; a failure says so and stays', async () => {
    fake.repair = ready(completedRepair as RepairDetail);
    fake.deleteRepair.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({});
    const { user } = renderAt('/repair/r-1');
    await user.click(screen.getByRole('button', { name: 'Delete Repair' }));
    await user.click(
      (await screen.findAllByRole('button', { name: 'Delete Repair' })).at(-1) as HTMLElement,
    );
    await waitFor(() => expect(fake.toast).toHaveBeenCalledWith(REPAIR_TOASTS.deleteFailed));
    // The page and its dialog stay, ready for another try.
    expect(screen.getByRole('alertdialog', { name: 'Confirm Repair Removal' })).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
    await user.click(
      (await screen.findAllByRole('button', { name: 'Delete Repair' })).at(-1) as HTMLElement,
    );
    await expectSentTo('/dashboard');
    expect(fake.deleteRepair).toHaveBeenCalledWith('r-1');
    expect(fake.toast).toHaveBeenCalledWith(REPAIR_TOASTS.removed);
  });

  it('Back with no history goes to the dashboard', async () => {
    fake.repair = ready(completedRepair);
    const { user } = renderAt('/repair/r-1');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectSentTo('/dashboard');
  });

  it('requests a validation: toast and the new state at once', async () => {
    fake.repair = ready(completedRepair);
    fake.requestValidation.mockResolvedValueOnce({
      state: 'requested',
      contractorName: 'Prairie Plumbing Co.',
    });
    const { user } = renderAt('/repair/r-1');
    await user.click(screen.getByRole('button', { name: 'Request validation' }));
    await user.type(await screen.findByLabelText("Contractor's email"), 'prairie@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Validation requested from Prairie Plumbing Co.')).toBeVisible();
    expect(fake.requestValidation).toHaveBeenCalledWith({
      repairId: 'r-1',
      contractorEmail: 'prairie@example.com',
    });
    expect(fake.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Validation requested' }),
    );
  });

  it("puts the server's no-contractor answer at the email field", async () => {
    fake.repair = ready(completedRepair);
    fake.requestValidation.mockRejectedValueOnce(
      Object.assign(new Error('No contractor account uses that email.'), {
        code: 'functions/not-found',
        details: { field: 'contractorEmail' },
      }),
    );
    const { user } = renderAt('/repair/r-1');
    await user.click(screen.getByRole('button', { name: 'Request validation' }));
    await user.type(await screen.findByLabelText("Contractor's email"), 'who@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('No contractor account uses that email.')).toBeVisible();
    expect(screen.getByLabelText("Contractor's email")).toHaveAttribute('aria-invalid', 'true');
  });

  it('cancels a pending request; a failure says so', async () => {
    fake.repair = ready(requestedRepair);
    fake.cancelValidationRequest
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ state: 'none' });
    const { user } = renderAt('/repair/r-10');
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(fake.toast).toHaveBeenCalledWith(REPAIR_TOASTS.cancelFailed));
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(fake.toast).toHaveBeenCalledWith(REPAIR_TOASTS.validationCancelled));
    expect(await screen.findByRole('button', { name: 'Request validation' })).toBeVisible();
    expect(fake.cancelValidationRequest).toHaveBeenCalledWith({ repairId: 'r-10' });
  });
});

describe('AddRepairPage without a connection (the offline outbox)', () => {
  function renderWithOutbox(outbox: RepairDraftOutbox, path = '/add-repair/p-oak') {
    const routes: RouteObject[] = [
      { path: '/add-repair/:propertyId', element: <AddRepairPage outbox={outbox} /> },
      { path: '*', element: <Where /> },
    ];
    const user = userEvent.setup();
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
    return { user };
  }
  const outboxFake = () => ({
    queue: vi.fn<RepairDraftOutbox['queue']>(async () => undefined),
    open: vi.fn<RepairDraftOutbox['open']>(async () => null),
    forget: vi.fn<RepairDraftOutbox['forget']>(async () => undefined),
  });
  let online: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => online.mockRestore());

  it('offline: keeps the values, the requestId and the file, uploads nothing, goes back home', async () => {
    fake.property = ready(repairProperty);
    const outbox = outboxFake();
    const { user } = renderWithOutbox(outbox);
    await choosePlumbing(user);
    const file = receiptFile('invoice.pdf', 2048);
    await user.upload(screen.getByLabelText('Receipt file'), file);
    await user.click(screen.getByRole('button', { name: 'Add Repair' }));
    await expectSentTo('/property/p-oak');
    expect(outbox.queue).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'req-offline-0000000001',
        uid: FIXTURE_UID,
        propertyId: 'p-oak',
        property: {
          address: repairProperty.address,
          city: repairProperty.city,
          state: repairProperty.state,
        },
        values: expect.objectContaining({ serviceType: 'plumbing' }),
        receipt: null,
        file,
      }),
    );
    expect(fake.uploadReceipt).not.toHaveBeenCalled();
    expect(fake.addRepair).not.toHaveBeenCalled();
    expect(fake.toast).toHaveBeenCalledWith(REPAIR_TOASTS.queued);
  });

  it('a lost connection during the call queues it with the uploaded receipt', async () => {
    online.mockReturnValue(true);
    fake.property = ready(repairProperty);
    fake.uploadReceipt.mockReturnValue({ promise: Promise.resolve(uploaded), cancel: vi.fn() });
    fake.addRepair.mockRejectedValue(
      Object.assign(new Error('internal'), { code: 'functions/internal' }),
    );
    const outbox = outboxFake();
    const { user } = renderWithOutbox(outbox);
    await choosePlumbing(user);
    await user.upload(screen.getByLabelText('Receipt file'), receiptFile('invoice.pdf', 2048));
    await user.click(screen.getByRole('button', { name: 'Add Repair' }));
    await waitFor(() => expect(outbox.queue).toHaveBeenCalledOnce());
    expect(outbox.queue.mock.calls[0]?.[0]).toMatchObject({ receipt: uploaded });
  });

  it('a refused IndexedDB write says so and keeps the form', async () => {
    fake.property = ready(repairProperty);
    const outbox = outboxFake();
    outbox.queue.mockRejectedValue(new DOMException('quota', 'QuotaExceededError'));
    const { user } = renderWithOutbox(outbox);
    await choosePlumbing(user);
    await user.click(screen.getByRole('button', { name: 'Add Repair' }));
    await waitFor(() => expect(fake.toast).toHaveBeenCalledWith(REPAIR_TOASTS.queueFailed));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Add Repair Record' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Service Type' })).toHaveTextContent('Plumbing');
  });

  it('?outbox=<id> reopens a queued repair with its values; saving online forgets the old draft', async () => {
    online.mockReturnValue(true);
    fake.property = ready(repairProperty);
    fake.addRepair.mockResolvedValue({ id: 'r-new', propertyId: 'p-oak' });
    const outbox = outboxFake();
    outbox.open.mockResolvedValue({
      values: {
        serviceType: 'roofing',
        otherServiceType: '',
        date: '2024-03-15',
        cost: '90.00',
        contractorName: 'Top Roofs',
        description: 'Queued offline',
      },
      file: null,
      photos: [],
    });
    const { user } = renderWithOutbox(outbox, '/add-repair/p-oak?outbox=req-queued-000000001');
    expect(await screen.findByDisplayValue('Queued offline')).toBeInTheDocument();
    expect(outbox.open).toHaveBeenCalledWith(FIXTURE_UID, 'req-queued-000000001');
    await user.click(screen.getByRole('button', { name: 'Add Repair' }));
    await waitFor(() =>
      expect(outbox.forget).toHaveBeenCalledWith(FIXTURE_UID, 'req-queued-000000001'),
    );
    expect(fake.addRepair).toHaveBeenCalledWith(
      expect.objectContaining({ serviceType: 'roofing', description: 'Queued offline' }),
    );
  });
});
