/**
 * Service record form and callables (product spec "Contractor dashboard"):
 * one schema serves the portal's Add / Edit Service Record form (react-hook-form +
 * valibot) and the addServiceRecord / updateServiceRecord callables.
 *
 * Like the repair form, the money fields are the text typed, parsed here to integer
 * cents without floating point: the amount is required ('' is not an amount), the
 * balance may be left empty (= 0, nothing owed) and cannot exceed the amount. The
 * output has `amountCents` / `balanceCents` instead of `amount` / `balance`.
 */
import * as v from 'valibot';
import { parseIsoDate } from '../format/dates';
import { parseDollarsToCents } from '../format/money';
import { SERVICE_RECORD_STATUS_VALUES, type ServiceRecordStatus } from './service-record';
import { safeText } from '../security/safe-text';
import { TRUST_MESSAGES, requestIdField } from '../security/trust';
import { keyMessages } from '../kit/issues';
import { documentIdField } from '../properties/property-schema';
import {
  DESCRIPTION_MAX_LENGTH,
  REPAIR_COST_MAX_CENTS,
  REPAIR_DATE_MIN,
} from '../repairs/repair-schema';

/** Validation and error copy (spec §8 word for word where given; ours otherwise). */
export const SERVICE_RECORD_MESSAGES = {
  date: 'Please enter a valid date',
  client: 'Client is required',
  clientTooLong: 'Client must be at most 120 characters',
  description: 'Description is required',
  descriptionTooLong: 'Description must be at most 2000 characters',
  amount: 'Please enter a valid amount',
  amountTooHigh: 'Amount must be at most $10,000,000.00',
  balance: 'Please enter a valid balance',
  balanceTooHigh: 'Balance cannot be more than the amount',
  status: 'Status is required',
  form: 'Please fill in the service record form.',
  // Spec §8 (accounting flow needs an authenticated user).
  signedOut: 'No authenticated user found',
  contractorsOnly: 'Only contractor accounts can manage service records.',
  recordNotFound: 'Service record not found',
  importedReadOnly: 'Service records imported from QuickBooks are changed in QuickBooks.',
} as const;
const M = SERVICE_RECORD_MESSAGES;

export const SERVICE_RECORD_CLIENT_MAX_LENGTH = 120;
export const SERVICE_RECORD_DESCRIPTION_MAX_LENGTH = DESCRIPTION_MAX_LENGTH;
export const SERVICE_RECORD_AMOUNT_MAX_CENTS = REPAIR_COST_MAX_CENTS;

const dateField = v.pipe(
  v.string(M.date),
  v.trim(),
  v.check((value) => parseIsoDate(value) !== null && value >= REPAIR_DATE_MIN, M.date),
);

const requiredText = (
  max: number,
  required: string,
  tooLong: string,
  options: { multiline?: boolean } = {},
) =>
  v.pipe(
    v.string(required),
    safeText(options),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, tooLong),
  );

const cents = (value: string): number | null => parseDollarsToCents(value, Number.MAX_SAFE_INTEGER);

/** Money text as typed: dollars with at most two decimals ⇒ integer cents; '' ⇒ `empty`. */
const moneyField = (message: string, empty: 'invalid' | 'zero') =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(32, message),
    v.check((value) => (value === '' ? empty === 'zero' : cents(value) !== null), message),
    v.check(
      (value) => value === '' || (cents(value) ?? 0) <= SERVICE_RECORD_AMOUNT_MAX_CENTS,
      empty === 'invalid' ? M.amountTooHigh : M.balanceTooHigh,
    ),
    v.transform((value) => (value === '' ? 0 : (cents(value) ?? 0))),
  );

const statusField = v.picklist(SERVICE_RECORD_STATUS_VALUES, M.status);

const formEntries = {
  date: dateField,
  client: requiredText(SERVICE_RECORD_CLIENT_MAX_LENGTH, M.client, M.clientTooLong),
  description: requiredText(
    SERVICE_RECORD_DESCRIPTION_MAX_LENGTH,
    M.description,
    M.descriptionTooLong,
    { multiline: true },
  ),
  amount: moneyField(M.amount, 'invalid'),
  balance: moneyField(M.balance, 'zero'),
  status: statusField,
};

/** Field order of the service record form: the first failing one is reported. */
export const SERVICE_RECORD_FORM_FIELDS = [
  'date',
  'client',
  'description',
  'amount',
  'balance',
  'status',
] as const;
export const ADD_SERVICE_RECORD_FIELDS = [...SERVICE_RECORD_FORM_FIELDS, 'requestId'] as const;
export const UPDATE_SERVICE_RECORD_FIELDS = ['id', ...SERVICE_RECORD_FORM_FIELDS] as const;
export type ServiceRecordFormField = (typeof SERVICE_RECORD_FORM_FIELDS)[number];

const requiredKeys = {
  date: M.date,
  client: M.client,
  description: M.description,
  amount: M.amount,
  status: M.status,
  id: M.recordNotFound,
};

const balanceWithinAmount = (input: { amount: number; balance: number }) =>
  input.balance <= input.amount;

/** Renames the money fields to their stored names. */
function finish<T extends { amount: number; balance: number }>(
  input: T,
): Omit<T, 'amount' | 'balance'> & { amountCents: number; balanceCents: number } {
  const { amount, balance, ...rest } = input;
  return { ...rest, amountCents: amount, balanceCents: balance };
}

/** The Add / Edit Service Record form and the `addServiceRecord` payload. */
export const ServiceRecordFormSchema = v.pipe(
  v.object(formEntries, keyMessages(requiredKeys, M.form)),
  v.forward(v.partialCheck([['amount'], ['balance']], balanceWithinAmount, M.balanceTooHigh), [
    'balance',
  ]),
  v.transform(finish),
);
export type ServiceRecordInput = v.InferOutput<typeof ServiceRecordFormSchema>;

/**
 * `addServiceRecord` payload: the form plus `requestId`, the client's idempotency key
 * (a retried submit gets the record the first attempt created, never a second one).
 */
export const AddServiceRecordSchema = v.pipe(
  v.object(
    { ...formEntries, requestId: requestIdField },
    keyMessages({ ...requiredKeys, requestId: TRUST_MESSAGES.requestId }, M.form),
  ),
  v.forward(v.partialCheck([['amount'], ['balance']], balanceWithinAmount, M.balanceTooHigh), [
    'balance',
  ]),
  v.transform(finish),
);
export type AddServiceRecordInput = v.InferOutput<typeof AddServiceRecordSchema>;

/** `updateServiceRecord` payload: the form plus the record's id. */
export const UpdateServiceRecordSchema = v.pipe(
  v.object(
    { id: documentIdField(M.recordNotFound), ...formEntries },
    keyMessages(requiredKeys, M.form),
  ),
  v.forward(v.partialCheck([['amount'], ['balance']], balanceWithinAmount, M.balanceTooHigh), [
    'balance',
  ]),
  v.transform(finish),
);
export type UpdateServiceRecordInput = v.InferOutput<typeof UpdateServiceRecordSchema>;

/** `deleteServiceRecord` payload. */
export const DeleteServiceRecordSchema = v.object(
  { id: documentIdField(M.recordNotFound) },
  keyMessages({ id: M.recordNotFound }, M.recordNotFound),
);
export type DeleteServiceRecordInput = v.InferOutput<typeof DeleteServiceRecordSchema>;

/** The form's raw values (what the inputs hold and what the callables receive). */
export interface ServiceRecordFormValues {
  date: string;
  client: string;
  description: string;
  amount: string;
  balance: string;
  status: ServiceRecordStatus;
}

export function emptyServiceRecordForm(today: string): ServiceRecordFormValues {
  return { date: today, client: '', description: '', amount: '', balance: '', status: 'completed' };
}
