import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RECORD_OFFER_MESSAGES } from '@homeledger/domain';
import { describeSendFailure } from './send-record-dialog';
import {
  SendRecordDialogView,
  calendarDay,
  type SendOutcome,
  type SendRecordDialogViewProps,
} from './send-record-form';
import { sentServiceRecordFixture, serviceRecordFixture } from './record-offers.fixtures';
import { mockElementLayoutInEachTest } from '@/test/element-layout';

mockElementLayoutInEachTest();

function renderDialog(props: Partial<SendRecordDialogViewProps> = {}) {
  const user = userEvent.setup();
  const onSend = vi.fn<SendRecordDialogViewProps['onSend']>(
    props.onSend ?? (async () => ({ ok: true })),
  );
  const onOpenChange = vi.fn();
  render(
    <SendRecordDialogView
      record={serviceRecordFixture}
      open
      onOpenChange={onOpenChange}
      {...props}
      onSend={onSend}
    />,
  );
  return { user, onSend, onOpenChange };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Homeowner's email"), ' Homeowner@Example.com ');
  await user.type(screen.getByLabelText('Street Address'), '1428 Elm Street');
  await user.type(screen.getByLabelText('City'), 'Springfield');
  await user.type(screen.getByLabelText('State'), 'IL');
  await user.type(screen.getByLabelText('ZIP Code'), '62704');
}

async function chooseServiceType(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Service Type' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('SendRecordDialogView', () => {
  it('shows the record being sent', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Send to Homeowner' });
    const summary = within(dialog).getByRole('region', { name: 'Service record' });
    expect(summary).toHaveTextContent('Hannah Homeowner');
    expect(summary).toHaveTextContent('Sep 14, 2026');
    expect(summary).toHaveTextContent('$285.50');
    expect(summary).toHaveTextContent(/kitchen sink trap/);
  });

  it('says what is wrong with each field (Add Property minimums, service type)', async () => {
    const { user, onSend } = renderDialog();
    await user.type(screen.getByLabelText("Homeowner's email"), 'not-an-email');
    await user.type(screen.getByLabelText('Street Address'), '12');
    await user.type(screen.getByLabelText('City'), 'S');
    await user.type(screen.getByLabelText('State'), 'I');
    await user.type(screen.getByLabelText('ZIP Code'), '627');
    await user.click(screen.getByRole('button', { name: 'Send Record' }));
    expect(await screen.findByText(RECORD_OFFER_MESSAGES.email)).toBeVisible();
    expect(screen.getByText(RECORD_OFFER_MESSAGES.address)).toBeVisible();
    expect(screen.getByText(RECORD_OFFER_MESSAGES.city)).toBeVisible();
    expect(screen.getByText(RECORD_OFFER_MESSAGES.state)).toBeVisible();
    expect(screen.getByText(RECORD_OFFER_MESSAGES.zipCode)).toBeVisible();
    expect(screen.getByText('Service type is required')).toBeVisible();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed values with the service type as stored', async () => {
    const { user, onSend } = renderDialog();
    await fill(user);
    await chooseServiceType(user, 'Plumbing');
    await user.click(screen.getByRole('button', { name: 'Send Record' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledOnce());
    expect(onSend).toHaveBeenCalledWith({
      serviceRecordId: 'sr-1',
      homeownerEmail: 'Homeowner@Example.com',
      address: '1428 Elm Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      serviceType: 'Plumbing',
    });
  });

  it('Other sends the specified text', async () => {
    const { user, onSend } = renderDialog();
    await fill(user);
    await chooseServiceType(user, 'Other');
    await user.type(screen.getByLabelText('Specify Service Type'), 'Sump pump');
    await user.click(screen.getByRole('button', { name: 'Send Record' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledOnce());
    expect(onSend.mock.calls[0]?.[0]).toMatchObject({ serviceType: 'Sump pump' });
  });

  it('shows "no matching property" at the form and a blamed field under it', async () => {
    const outcomes: SendOutcome[] = [
      { ok: false, field: null, message: RECORD_OFFER_MESSAGES.propertyNotFound },
      { ok: false, field: 'homeownerEmail', message: RECORD_OFFER_MESSAGES.sendToSelf },
    ];
    const onSend = vi.fn(async () => outcomes.shift() ?? { ok: true as const });
    const { user } = renderDialog({ onSend });
    await fill(user);
    await chooseServiceType(user, 'HVAC');
    await user.click(screen.getByRole('button', { name: 'Send Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No homeowner property matches that email and address.',
    );
    await user.click(screen.getByRole('button', { name: 'Send Record' }));
    expect(await screen.findByText(RECORD_OFFER_MESSAGES.sendToSelf)).toBeVisible();
    expect(screen.getByLabelText("Homeowner's email")).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText("Homeowner's email")).toHaveFocus());
  });

  it('is busy while sending and Cancel closes', async () => {
    const { user, onOpenChange } = renderDialog({ sending: true });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('Cancel closes the dialog', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a record sent before starts with that email and street and says how it went', () => {
    renderDialog({ record: sentServiceRecordFixture });
    expect(screen.getByLabelText("Homeowner's email")).toHaveValue('omar@example.com');
    expect(screen.getByLabelText('Street Address')).toHaveValue('310 Cedar Court');
    expect(
      screen.getByText(/Last sent to omar@example.com on Sep 20, 2026 · Declined/),
    ).toBeVisible();
  });
});

describe('describeSendFailure', () => {
  const failure = (code: string, message: string, details?: unknown) =>
    Object.assign(new Error(message), { code: `functions/${code}`, details });

  it('puts "no matching property" on the form', () => {
    expect(
      describeSendFailure(failure('not-found', RECORD_OFFER_MESSAGES.propertyNotFound)),
    ).toEqual({ ok: false, field: null, message: RECORD_OFFER_MESSAGES.propertyNotFound });
  });
  it('puts a field error at its field', () => {
    expect(
      describeSendFailure(
        failure('invalid-argument', 'Please enter a valid ZIP code', { field: 'zipCode' }),
      ),
    ).toEqual({ ok: false, field: 'zipCode', message: 'Please enter a valid ZIP code' });
  });
  it('never shows an internal error raw', () => {
    expect(describeSendFailure(failure('internal', 'TypeError: x is undefined'))).toEqual({
      ok: false,
      field: null,
      message: 'Something went wrong. Please try again.',
    });
  });
});

describe('calendarDay', () => {
  it('reads Timestamps, Dates and ISO text; null otherwise', () => {
    expect(calendarDay({ toDate: () => new Date(2026, 8, 20, 10) })).toBe('2026-09-20');
    expect(calendarDay(new Date(2026, 0, 2))).toBe('2026-01-02');
    expect(calendarDay('nonsense')).toBeNull();
    expect(calendarDay(undefined)).toBeNull();
  });
});
