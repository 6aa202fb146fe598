import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NO_RECEIPT_FIELDS, type ReceiptFields, type ReceiptReading } from '@homeledger/domain';
import { ready } from '@/lib/data/loadable';
import { AddRepairScreen, type AddRepairFormValues, type SubmitOutcome } from './add-repair-screen';
import { EditRepairScreen } from './edit-repair-screen';
import type { ReadReceiptOptions, ReceiptReader } from './read-receipt';
import { ReceiptReadCancelled } from './read-receipt';
import { UPLOAD_IDLE } from './receipt-field';
import { ADD_REPAIR_COPY, RECEIPT_READING_COPY as R } from './repair-copy';
import {
  FIXTURE_TODAY,
  FIXTURE_UID,
  completedRepair,
  receiptFile,
  repairProperty,
} from './repairs.fixtures';
import { renderInRouter } from '@/test/render-in-router';
import { mockElementLayoutInEachTest } from '@/test/element-layout';

mockElementLayoutInEachTest();

const FOUND: ReceiptFields = {
  contractorName: 'Ace Plumbing & Drain',
  date: '2026-09-14',
  costCents: 133689,
  serviceType: 'plumbing',
};

/** A reader the test finishes by hand: the options it was given, and resolve/reject. */
function controlledReader() {
  const calls: { file: File; options: ReadReceiptOptions }[] = [];
  let settle: { resolve: (f: ReceiptReading) => void; reject: (e: unknown) => void } | null = null;
  const reader = vi.fn<ReceiptReader>(
    (file, options) =>
      new Promise<ReceiptReading>((resolve, reject) => {
        calls.push({ file, options });
        settle = { resolve, reject };
        options.signal.addEventListener('abort', () => reject(new ReceiptReadCancelled()));
      }),
  );
  return {
    reader,
    calls,
    progress: (percent: number) => calls.at(-1)!.options.onProgress(percent),
    resolve: (fields: ReceiptReading) => settle!.resolve(fields),
    reject: (error: unknown) => settle!.reject(error),
  };
}

function renderAdd(reader: ReceiptReader) {
  const user = userEvent.setup();
  const onSubmit = vi.fn(
    async (_values: AddRepairFormValues, _file: File | null): Promise<SubmitOutcome> => ({
      ok: true,
    }),
  );
  renderInRouter(
    <AddRepairScreen
      property={ready(repairProperty)}
      today={FIXTURE_TODAY}
      upload={UPLOAD_IDLE}
      onSubmit={onSubmit}
      onCancelUpload={() => undefined}
      readReceipt={reader}
    />,
  );
  return { user, onSubmit };
}

const choose = (user: ReturnType<typeof userEvent.setup>, file = receiptFile()) =>
  user.upload(screen.getByLabelText('Receipt file'), file);

const marks = () => screen.queryAllByText(R.fromReceipt);

describe('reading a receipt on Add Repair', () => {
  it('shows "Reading receipt… 40%" with Cancel, then fills every untouched field, marked', async () => {
    const read = controlledReader();
    const { user } = renderAdd(read.reader);
    await choose(user);
    expect(read.reader).toHaveBeenCalledTimes(1);
    expect(read.calls[0]!.options.today).toBe(FIXTURE_TODAY);
    read.progress(40.6);
    expect(await screen.findByText('Reading receipt… 40%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: R.reading })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: R.cancel })).toBeEnabled();

    read.resolve(FOUND);
    expect(await screen.findByText(R.filled)).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: R.reading })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Contractor Name/ })).toHaveValue(
      'Ace Plumbing & Drain',
    );
    expect(screen.getByRole('textbox', { name: /Cost/ })).toHaveValue('1336.89');
    expect(screen.getByLabelText(/Date of Service/)).toHaveValue('2026-09-14');
    expect(screen.getByRole('combobox', { name: /Service Type/ })).toHaveTextContent('Plumbing');
    expect(marks()).toHaveLength(4);
    expect(screen.getByLabelText(/Cost/)).toHaveAccessibleName(`Cost ${R.fromReceipt}`);
  });

  it('fills only the fields the user has not typed in', async () => {
    const read = controlledReader();
    const { user } = renderAdd(read.reader);
    await user.type(screen.getByLabelText('Contractor Name'), 'Bob');
    await user.type(screen.getByLabelText('Cost'), '12');
    await user.clear(screen.getByLabelText('Cost'));
    await choose(user);
    read.resolve(FOUND);
    await screen.findByText(R.filled);
    expect(screen.getByRole('textbox', { name: /Contractor Name/ })).toHaveValue('Bob');
    // Typed and emptied again is still the user's: not filled.
    expect(screen.getByRole('textbox', { name: /Cost/ })).toHaveValue('');
    expect(screen.getByLabelText(/Date of Service/)).toHaveValue('2026-09-14');
    expect(marks()).toHaveLength(2);
  });

  it('drops a field’s "From receipt" mark once the user edits it', async () => {
    const read = controlledReader();
    const { user } = renderAdd(read.reader);
    await choose(user);
    read.resolve(FOUND);
    await screen.findByText(R.filled);
    const cost = screen.getByRole('textbox', { name: /Cost/ });
    await user.clear(cost);
    await user.type(cost, '1300');
    expect(screen.getByLabelText('Cost')).toHaveValue('1300');
    expect(marks()).toHaveLength(3);
  });

  it('Cancel stops the reading and leaves the form as it was', async () => {
    const read = controlledReader();
    const { user } = renderAdd(read.reader);
    await choose(user);
    read.progress(10);
    await user.click(await screen.findByRole('button', { name: R.cancel }));
    expect(read.calls[0]!.options.signal.aborted).toBe(true);
    expect(screen.queryByText(/Reading receipt/)).toBeNull();
    expect(screen.getByLabelText('Contractor Name')).toHaveValue('');
    expect(screen.getByLabelText('Date of Service')).toHaveValue(FIXTURE_TODAY);
    expect(marks()).toHaveLength(0);
    // The file stays chosen: the receipt is still attached to the repair.
    expect(screen.getByText('prairie-plumbing-invoice.pdf')).toBeInTheDocument();
  });

  it('says "Nothing readable found" and the form works as before', async () => {
    const read = controlledReader();
    const { user, onSubmit } = renderAdd(read.reader);
    await choose(user);
    read.resolve(NO_RECEIPT_FIELDS);
    expect(await screen.findByText('Nothing readable found')).toBeVisible();
    expect(marks()).toHaveLength(0);
    // Removing the file removes the outcome; choosing it again reads it again.
    await user.click(screen.getByRole('button', { name: 'Remove selected file' }));
    expect(screen.queryByText('Nothing readable found')).toBeNull();
    await choose(user);
    expect(read.reader).toHaveBeenCalledTimes(2);
    read.resolve(NO_RECEIPT_FIELDS);
    expect(await screen.findByText('Nothing readable found')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Service Type' }));
    await user.click(await screen.findByRole('option', { name: 'HVAC' }));
    await user.click(screen.getByRole('button', { name: ADD_REPAIR_COPY.submit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![1]).toBeInstanceOf(File);
  });

  it('says the receipt could not be read when the reader fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const read = controlledReader();
    const { user } = renderAdd(read.reader);
    await choose(user);
    read.reject(new Error('worker crashed'));
    expect(await screen.findByText(R.failed)).toBeVisible();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('never submits by itself: only Add Repair does', async () => {
    const read = controlledReader();
    const { user, onSubmit } = renderAdd(read.reader);
    await choose(user);
    read.resolve(FOUND);
    await screen.findByText(R.filled);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: ADD_REPAIR_COPY.submit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      serviceType: 'plumbing',
      date: '2026-09-14',
      cost: '1336.89',
      contractorName: 'Ace Plumbing & Drain',
    });
  });

  it('a second receipt replaces what the first one filled, not what the user typed', async () => {
    const read = controlledReader();
    const { user } = renderAdd(read.reader);
    await choose(user);
    read.resolve(FOUND);
    await screen.findByText(R.filled);
    await user.clear(screen.getByRole('textbox', { name: /Cost/ }));
    await user.type(screen.getByLabelText('Cost'), '99');
    await choose(user, new File(['x'], 'second.png', { type: 'image/png' }));
    read.resolve({ ...NO_RECEIPT_FIELDS, contractorName: 'Second Co', costCents: 500 });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Contractor Name/ })).toHaveValue('Second Co'),
    );
    expect(screen.getByLabelText('Cost')).toHaveValue('99');
  });
});

describe('values read without confidence', () => {
  const DOUBTFUL: ReceiptReading = {
    ...NO_RECEIPT_FIELDS,
    date: '2026-09-14',
    suggestions: { contractorName: 'Ace Plumbing & Drain', costCents: 4359 },
  };

  it('are offered as "Use …" buttons and fill their field only when pressed', async () => {
    const read = controlledReader();
    const { user } = renderAdd(read.reader);
    await choose(user);
    read.resolve(DOUBTFUL);
    expect(await screen.findByText(R.suggested)).toBeVisible();
    // The confident date is filled; the doubtful values are not.
    expect(screen.getByLabelText(/Date of Service/)).toHaveValue('2026-09-14');
    expect(screen.getByRole('textbox', { name: /Contractor Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Cost/ })).toHaveValue('');
    expect(marks()).toHaveLength(1);

    await user.click(
      screen.getByRole('button', { name: R.acceptFor('Ace Plumbing & Drain', 'Contractor Name') }),
    );
    expect(screen.getByRole('textbox', { name: /Contractor Name/ })).toHaveValue(
      'Ace Plumbing & Drain',
    );
    expect(screen.getByLabelText(/Contractor Name/)).toHaveAccessibleName(
      `Contractor Name ${R.fromReceipt}`,
    );
    expect(screen.queryByRole('button', { name: /Use Ace Plumbing/ })).toBeNull();

    // From the keyboard too.
    const useCost = screen.getByRole('button', { name: R.acceptFor('$43.59', 'Cost') });
    expect(useCost).toHaveTextContent(R.accept('$43.59'));
    useCost.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: /Cost/ })).toHaveValue('43.59');
    expect(screen.queryByText(R.suggested)).toBeNull();
  });

  it('are withdrawn from a field the user types in', async () => {
    const read = controlledReader();
    const { user } = renderAdd(read.reader);
    await choose(user);
    read.resolve({ ...NO_RECEIPT_FIELDS, suggestions: DOUBTFUL.suggestions });
    await screen.findByText(R.suggested);
    // Nothing was filled: neither "Nothing readable found" nor "Filled from the receipt".
    expect(screen.queryByText(R.nothing)).toBeNull();
    expect(screen.queryByText(R.filled)).toBeNull();
    await user.type(screen.getByLabelText('Contractor Name'), 'Bob');
    expect(screen.queryByRole('button', { name: /Use Ace Plumbing/ })).toBeNull();
    expect(screen.getByRole('button', { name: R.acceptFor('$43.59', 'Cost') })).toBeVisible();
    expect(screen.getByLabelText('Contractor Name')).toHaveValue('Bob');
  });

  it('go when the file is removed', async () => {
    const read = controlledReader();
    const { user } = renderAdd(read.reader);
    await choose(user);
    read.resolve(DOUBTFUL);
    await screen.findByText(R.suggested);
    await user.click(screen.getByRole('button', { name: 'Remove selected file' }));
    expect(screen.queryByText(R.suggested)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
  });
});

describe('reading a receipt on Edit Repair', () => {
  it("fills only the repair's blank fields, never its stored values", async () => {
    const read = controlledReader();
    const user = userEvent.setup();
    renderInRouter(
      <EditRepairScreen
        repair={ready({ ...completedRepair, costCents: null })}
        currentUid={FIXTURE_UID}
        today={FIXTURE_TODAY}
        upload={UPLOAD_IDLE}
        onSubmit={async () => ({ ok: true })}
        onCancelUpload={() => undefined}
        readReceipt={read.reader}
      />,
    );
    await choose(user);
    read.resolve(FOUND);
    await screen.findByText(R.filled);
    expect(screen.getByLabelText(/Cost/)).toHaveValue(1336.89);
    expect(screen.getByLabelText(/Contractor Name/)).toHaveValue(completedRepair.contractorName);
    expect(screen.getByLabelText(/Date of Service/)).toHaveValue(completedRepair.date);
    expect(marks()).toHaveLength(1);
  });
});
