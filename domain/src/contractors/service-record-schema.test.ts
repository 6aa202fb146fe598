import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  DeleteServiceRecordSchema,
  SERVICE_RECORD_MESSAGES as M,
  SERVICE_RECORD_AMOUNT_MAX_CENTS,
  SERVICE_RECORD_FORM_FIELDS,
  ServiceRecordFormSchema,
  UPDATE_SERVICE_RECORD_FIELDS,
  UpdateServiceRecordSchema,
  emptyServiceRecordForm,
} from './service-record-schema';
import { validateForm } from '../kit/issues';

/** What the service record callables report: the first failing field in form order. */
const validateServiceRecord = <T>(
  schema: v.GenericSchema<unknown, T>,
  input: unknown,
  fields: readonly string[] = SERVICE_RECORD_FORM_FIELDS,
) => validateForm(schema, input, fields, M.form);
import { SERVICE_RECORD_STATUSES, serviceRecordStatusLabel } from './service-record';
import {
  AnswerValidationSchema,
  CancelValidationSchema,
  RequestValidationSchema,
  VALIDATION_MESSAGES as VM,
  contractorDisplayName,
} from './validation';
import {
  AnswerRecordOfferSchema,
  RECORD_OFFER_MESSAGES as OM,
  SEND_SERVICE_RECORD_FIELDS,
  SendServiceRecordSchema,
} from '../record-offers/record-offer';

const form = {
  date: '2026-03-05',
  client: ' Jane Doe ',
  description: ' Replaced the water heater ',
  amount: '1,250.50',
  balance: '250',
  status: 'in_progress',
};

const firstMessage = (schema: v.GenericSchema, input: unknown, fields?: readonly string[]) => {
  const result = validateServiceRecord(schema as v.GenericSchema<unknown, unknown>, input, fields);
  return result.success ? null : { field: result.field, message: result.message };
};

describe('ServiceRecordFormSchema', () => {
  it('parses the form to stored values (trimmed text, cents)', () => {
    expect(v.parse(ServiceRecordFormSchema, form)).toEqual({
      date: '2026-03-05',
      client: 'Jane Doe',
      description: 'Replaced the water heater',
      amountCents: 125050,
      balanceCents: 25000,
      status: 'in_progress',
    });
  });

  it('an empty balance is 0; an empty amount is not an amount', () => {
    expect(v.parse(ServiceRecordFormSchema, { ...form, balance: '' }).balanceCents).toBe(0);
    expect(v.parse(ServiceRecordFormSchema, { ...form, amount: '0', balance: '' })).toMatchObject({
      amountCents: 0,
      balanceCents: 0,
    });
    expect(firstMessage(ServiceRecordFormSchema, { ...form, amount: '' })).toEqual({
      field: 'amount',
      message: M.amount,
    });
  });

  it.each([
    ['date', { date: '2026-02-30' }, M.date],
    ['date', { date: '1899-12-31' }, M.date],
    ['client', { client: '   ' }, M.client],
    ['client', { client: 'x'.repeat(121) }, M.clientTooLong],
    ['description', { description: '' }, M.description],
    ['description', { description: 'x'.repeat(2001) }, M.descriptionTooLong],
    ['amount', { amount: '-5' }, M.amount],
    ['amount', { amount: '1.234' }, M.amount],
    ['amount', { amount: 'abc' }, M.amount],
    ['amount', { amount: '10000000.01', balance: '' }, M.amountTooHigh],
    ['balance', { balance: 'x' }, M.balance],
    ['balance', { balance: '1250.51' }, M.balanceTooHigh],
    ['status', { status: 'in-progress' }, M.status],
  ])('rejects a bad %s with its message', (field, patch, message) => {
    expect(firstMessage(ServiceRecordFormSchema, { ...form, ...patch })).toEqual({
      field,
      message,
    });
  });

  it('names each missing required field; a non-object gets the form message', () => {
    const { client: _client, ...noClient } = form;
    expect(firstMessage(ServiceRecordFormSchema, noClient)).toEqual({
      field: 'client',
      message: M.client,
    });
    expect(firstMessage(ServiceRecordFormSchema, 'nope')).toEqual({
      field: null,
      message: M.form,
    });
  });

  it('balance equal to the amount is fine (nothing paid yet)', () => {
    expect(v.parse(ServiceRecordFormSchema, { ...form, balance: '1250.50' }).balanceCents).toBe(
      125050,
    );
  });

  it('for every amount and balance in cents: accepted exactly when balance ≤ amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SERVICE_RECORD_AMOUNT_MAX_CENTS }),
        fc.integer({ min: 0, max: SERVICE_RECORD_AMOUNT_MAX_CENTS }),
        (amount, balance) => {
          const text = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
          const result = v.safeParse(ServiceRecordFormSchema, {
            ...form,
            amount: text(amount),
            balance: text(balance),
          });
          expect(result.success).toBe(balance <= amount);
          if (result.success) {
            expect(result.output.amountCents).toBe(amount);
            expect(result.output.balanceCents).toBe(balance);
          }
        },
      ),
    );
  });

  it('the empty form starts on today, completed, and is not yet valid', () => {
    const empty = emptyServiceRecordForm('2026-11-23');
    expect(empty).toMatchObject({ date: '2026-11-23', status: 'completed', amount: '' });
    expect(v.safeParse(ServiceRecordFormSchema, empty).success).toBe(false);
  });
});

describe('UpdateServiceRecordSchema / DeleteServiceRecordSchema', () => {
  it('update is the form plus an id', () => {
    expect(v.parse(UpdateServiceRecordSchema, { ...form, id: 'rec_1' })).toMatchObject({
      id: 'rec_1',
      amountCents: 125050,
    });
    expect(
      firstMessage(
        UpdateServiceRecordSchema,
        { ...form, id: '../x' },
        UPDATE_SERVICE_RECORD_FIELDS,
      ),
    ).toEqual({ field: 'id', message: M.recordNotFound });
    expect(
      firstMessage(
        UpdateServiceRecordSchema,
        { ...form, id: 'r1', balance: '99999' },
        UPDATE_SERVICE_RECORD_FIELDS,
      ),
    ).toEqual({ field: 'balance', message: M.balanceTooHigh });
  });

  it('delete takes an id only', () => {
    expect(v.parse(DeleteServiceRecordSchema, { id: 'abc' })).toEqual({ id: 'abc' });
    expect(v.safeParse(DeleteServiceRecordSchema, {}).success).toBe(false);
    expect(v.safeParse(DeleteServiceRecordSchema, { id: 'a/b' }).success).toBe(false);
  });
});

describe('statuses', () => {
  it('labels Completed / In Progress / Pending; unknown reads as Completed', () => {
    expect(SERVICE_RECORD_STATUSES.map((s) => s.label)).toEqual([
      'Completed',
      'In Progress',
      'Pending',
    ]);
    expect(serviceRecordStatusLabel('in_progress')).toBe('In Progress');
    expect(serviceRecordStatusLabel('weird')).toBe('Completed');
  });
});

describe('validation request payloads', () => {
  it('request: repair id and a normalised contractor email', () => {
    expect(
      v.parse(RequestValidationSchema, { repairId: 'r1', contractorEmail: ' Bob@Pipes.COM ' }),
    ).toEqual({ repairId: 'r1', contractorEmail: 'bob@pipes.com' });
    const bad = v.safeParse(RequestValidationSchema, { repairId: 'r1', contractorEmail: 'bob' });
    expect(bad.success ? null : bad.issues[0]?.message).toBe(VM.email);
    const noRepair = v.safeParse(RequestValidationSchema, { contractorEmail: 'a@b.co' });
    expect(noRepair.success ? null : noRepair.issues[0]?.message).toBe(VM.repairNotFound);
  });

  it('cancel and answer', () => {
    expect(v.parse(CancelValidationSchema, { repairId: 'r1' })).toEqual({ repairId: 'r1' });
    const version = 'A'.repeat(43);
    expect(
      v.parse(AnswerValidationSchema, { repairId: 'r1', answer: 'validate', version }),
    ).toEqual({ repairId: 'r1', answer: 'validate', version });
    const bad = v.safeParse(AnswerValidationSchema, { repairId: 'r1', answer: 'yes', version });
    expect(bad.success ? null : bad.issues[0]?.message).toBe(VM.answer);
    // The answer names the version of the facts the screen showed.
    for (const stale of [undefined, '', 'v1', 'A'.repeat(44)]) {
      const unbound = v.safeParse(AnswerValidationSchema, {
        repairId: 'r1',
        answer: 'validate',
        version: stale,
      });
      expect(unbound.success ? null : unbound.issues[0]?.message).toBe(VM.changedWhileLooking);
    }
  });
});

describe('record offer payloads', () => {
  const send = {
    serviceRecordId: 'rec1',
    homeownerEmail: 'Ann@Home.com',
    address: ' 12 Main St ',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    serviceType: '  ',
  };

  it('send: trimmed address, normalised email, service type defaults to Other', () => {
    expect(v.parse(SendServiceRecordSchema, send)).toEqual({
      ...send,
      homeownerEmail: 'ann@home.com',
      address: '12 Main St',
      serviceType: 'Other',
    });
    expect(v.parse(SendServiceRecordSchema, { ...send, serviceType: 'Plumbing' }).serviceType).toBe(
      'Plumbing',
    );
  });

  it.each([
    ['homeownerEmail', { homeownerEmail: 'x' }, OM.email],
    ['address', { address: 'ab' }, OM.address],
    ['city', { city: '' }, OM.city],
    ['state', { state: 'I' }, OM.state],
    ['zipCode', { zipCode: '123' }, OM.zipCode],
    ['serviceType', { serviceType: 'x'.repeat(101) }, OM.serviceTypeTooLong],
  ])('send rejects a bad %s', (field, patch, message) => {
    expect(
      firstMessage(SendServiceRecordSchema, { ...send, ...patch }, SEND_SERVICE_RECORD_FIELDS),
    ).toEqual({ field, message });
  });

  it('answer: accept or decline', () => {
    const version = 'A'.repeat(43);
    expect(v.parse(AnswerRecordOfferSchema, { offerId: 'o1', answer: 'accept', version })).toEqual({
      offerId: 'o1',
      answer: 'accept',
      version,
    });
    expect(
      v.safeParse(AnswerRecordOfferSchema, { offerId: 'o1', answer: 'maybe', version }).success,
    ).toBe(false);
    expect(v.safeParse(AnswerRecordOfferSchema, { offerId: 'o1', answer: 'accept' }).success).toBe(
      false,
    );
  });
});

describe('contractorDisplayName', () => {
  it('business name first, else the name', () => {
    expect(contractorDisplayName({ name: 'Bob', businessName: ' Pipes Inc ' })).toBe('Pipes Inc');
    expect(contractorDisplayName({ name: ' Bob ', businessName: '' })).toBe('Bob');
    expect(contractorDisplayName({})).toBe('');
  });
});
