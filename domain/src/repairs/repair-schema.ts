/**
 * Repair forms and callables (product spec: Add Repair, Edit Repair, §3 Repair and
 * service types, §4 repair status, §5 validation). One schema serves the form
 * (react-hook-form + valibot) and the callables (addRepair, updateRepair).
 *
 * The payload is the form's own values: `cost` is the text typed ('' = no cost),
 * parsed here to integer cents without floating point. The schema's output has
 * `costCents` instead, and the service type as stored (`storedServiceType`).
 * With react-hook-form, submit the raw values (`valibotResolver(schema, {}, { raw: true })`)
 * to the callable.
 *
 * "Not in the future for a completed repair": what "today" is depends on where the
 * user is, so the static schemas do not check it. The form uses
 * `repairFormSchema({ today: todayIsoDate() })` (the browser's own calendar date); the
 * callables check `isFutureRepairDate(date, status, now)` in their decision against
 * the latest calendar date anywhere on Earth (UTC+14), so a user in any time zone —
 * west of UTC late in the evening, or east of it early in the morning — can always
 * save their own "today", and nothing later than that is stored.
 */
import * as v from 'valibot';
import { parseDollarsToCents } from '../format/money';
import { parseIsoDate, todayIsoDate } from '../format/dates';
import { parseReceiptPath } from './receipts';
import { RepairPhotosSchema } from './repair-photos';
import { stripUnsafeText } from '../security/safe-text';
import { TRUST_MESSAGES, requestIdField } from '../security/trust';
import { keyMessages } from '../kit/issues';
import { documentIdField } from '../properties/property-schema';
import { uploadedFileSchema } from '../kit/uploaded-file';

// ---- service types (spec §3) ---------------------------------------------------------------

export const SERVICE_TYPES = [
  { value: 'plumbing', label: 'Plumbing' },
  { value: 'electrical', label: 'Electrical' },
  { value: 'hvac', label: 'HVAC' },
  { value: 'roofing', label: 'Roofing' },
  { value: 'flooring', label: 'Flooring' },
  { value: 'landscaping', label: 'Landscaping' },
  { value: 'painting', label: 'Painting' },
  { value: 'security', label: 'Security' },
  { value: 'appliances', label: 'Appliances' },
  { value: 'inspection', label: 'Inspection' },
  { value: 'other', label: 'Other' },
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number]['value'];
export const SERVICE_TYPE_VALUES = SERVICE_TYPES.map((t) => t.value) as unknown as readonly [
  ServiceType,
  ...ServiceType[],
];

export function serviceTypeLabel(type: ServiceType): string {
  return SERVICE_TYPES.find((t) => t.value === type)?.label ?? 'Other';
}

/**
 * The stored service type (spec §3): the label, or for Other the free text (trimmed)
 * when given — "Other" when it is empty.
 */
export function storedServiceType(type: ServiceType, otherText = ''): string {
  if (type !== 'other') return serviceTypeLabel(type);
  const text = otherText.trim();
  return text === '' ? serviceTypeLabel('other') : text;
}

/**
 * Back from a stored service type to the form (spec §3): a label matched
 * case-insensitively gives its type; anything else is Other with the text prefilled.
 * (A stored "Other" gives Other with an empty text.)
 */
export function serviceTypeFromStored(stored: string): { type: ServiceType; otherText: string } {
  const text = stored.trim();
  const match = SERVICE_TYPES.find((t) => t.label.toLowerCase() === text.toLowerCase());
  if (match) return { type: match.value, otherText: '' };
  return { type: 'other', otherText: text };
}

// ---- statuses (spec §4) --------------------------------------------------------------------

/** The statuses the Edit Repair form offers. */
export const EDITABLE_REPAIR_STATUSES = [
  { value: 'completed', label: 'Completed' },
  { value: 'in-progress', label: 'In Progress' },
] as const;
export type EditableRepairStatus = (typeof EDITABLE_REPAIR_STATUSES)[number]['value'];

/** Spec §4: editing offers only completed / in-progress; any other stored value edits as completed. */
export function editableStatus(stored: string): EditableRepairStatus {
  return stored === 'in-progress' ? 'in-progress' : 'completed';
}

// ---- messages ------------------------------------------------------------------------------

/** Validation and error copy (spec §5 and §8 word for word where given; ours otherwise). */
export const REPAIR_MESSAGES = {
  serviceType: 'Service type is required',
  otherServiceType: 'Please specify the service type',
  otherServiceTypeTooLong: 'Service type must be at most 100 characters',
  date: 'Please enter a valid date',
  dateInFuture: 'The date of a completed repair cannot be in the future',
  cost: 'Please enter a valid cost amount',
  costTooHigh: 'Cost must be at most $10,000,000.00',
  contractorNameTooLong: 'Contractor name must be at most 100 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  status: 'Status is required',
  receipt: 'Receipt upload failed: the uploaded file is not valid. Please select it again.',
  receiptType: 'Receipt upload failed: the receipt must be a PDF, JPG or PNG file.',
  receiptTooLarge: 'Receipt upload failed: the receipt must be at most 10 MB.',
  receiptMissing:
    'Receipt upload failed: the uploaded file could not be found. Please select it again.',
  receiptInUse:
    'Receipt upload failed: this file is already attached to another repair. Please select it again.',
  receiptExpired: 'Receipt upload failed: the upload has expired. Please select the file again.',
  form: 'Please fill in the repair form.',
  // Spec §8, Add repair.
  signedOut: 'You must be logged in to add a repair',
  contractorsCannotAdd: 'Contractor accounts cannot add repairs.',
  propertyNotFoundTitle: 'Property Not Found',
  propertyNotFound: "The property you're trying to add a repair for could not be found.",
  // Spec §8, Edit repair and §6.
  repairNotFound: 'Repair record not found',
  notAllowed: 'You do not have permission to edit this repair record.',
  notAllowedDelete: 'You do not have permission to delete this repair record.',
  // Not in the spec: a record kept from before the home changed hands is history, not yours to edit.
  previousOwnerRecord: "This record is from the home's previous owner and cannot be changed.",
} as const;
const M = REPAIR_MESSAGES;

export const OTHER_SERVICE_TYPE_MAX_LENGTH = 100;
export const CONTRACTOR_NAME_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 2000;
/** $10,000,000.00: far above any home repair, far below float or int trouble. */
export const REPAIR_COST_MAX_CENTS = 1_000_000_000;
/** Service dates before this are typos, not history. */
export const REPAIR_DATE_MIN = '1900-01-01';

/** The latest calendar date anywhere on Earth right now (UTC+14, Line Islands). */
export function latestTodayIsoDate(now: Date = new Date()): string {
  return todayIsoDate(now, 'Pacific/Kiritimati');
}

/** True when a completed repair's date is after `today` (an in-progress repair may be planned ahead). */
export function isFutureRepairDate(date: string, status: string, today: string): boolean {
  return status === 'completed' && date > today;
}

// ---- fields --------------------------------------------------------------------------------

/** Optional free text: trimmed, '' / missing / null ⇒ null. */
const optionalText = (max: number, tooLong: string, options: { multiline?: boolean } = {}) =>
  v.pipe(
    v.optional(v.nullable(v.string(M.form)), null),
    v.transform((value) => stripUnsafeText(value ?? '', options).trim()),
    v.maxLength(max, tooLong),
    v.transform((value) => (value === '' ? null : value)),
  );

const serviceTypeField = v.picklist(SERVICE_TYPE_VALUES, M.serviceType);

const otherServiceTypeField = v.pipe(
  v.optional(v.nullable(v.string(M.otherServiceType)), ''),
  v.transform((value) => stripUnsafeText(value ?? '').trim()),
  v.maxLength(OTHER_SERVICE_TYPE_MAX_LENGTH, M.otherServiceTypeTooLong),
);

const dateField = v.pipe(
  v.string(M.date),
  v.trim(),
  v.check((value) => parseIsoDate(value) !== null && value >= REPAIR_DATE_MIN, M.date),
);

/** The cost text as typed: '' ⇒ null, else dollars with at most two decimals ⇒ integer cents. */
const costField = v.pipe(
  v.optional(v.nullable(v.string(M.cost)), ''),
  v.transform((value) => (value ?? '').trim()),
  v.maxLength(32, M.cost),
  v.check(
    (value) => value === '' || parseDollarsToCents(value, Number.MAX_SAFE_INTEGER) !== null,
    M.cost,
  ),
  v.check(
    (value) =>
      value === '' ||
      (parseDollarsToCents(value, Number.MAX_SAFE_INTEGER) ?? 0) <= REPAIR_COST_MAX_CENTS,
    M.costTooHigh,
  ),
  v.transform((value) => (value === '' ? null : parseDollarsToCents(value, REPAIR_COST_MAX_CENTS))),
);

/** A receipt as uploaded by the browser (checked again against Storage by the callable). */
export const ReceiptSchema = uploadedFileSchema((path) => parseReceiptPath(path) !== null, {
  invalid: M.receipt,
  type: M.receiptType,
  tooLarge: M.receiptTooLarge,
});
export type ReceiptInput = v.InferOutput<typeof ReceiptSchema>;

const receiptField = v.optional(v.nullable(ReceiptSchema), null);
/** The work's photos (repair-photos.ts): none when left out. */
const photosField = v.optional(RepairPhotosSchema, []);
/** On edit: missing keeps the current photos, a list replaces them (dropped files are deleted). */
const editPhotosField = v.optional(RepairPhotosSchema);
/**
 * On edit the receipt is three-state: missing (undefined) keeps the current receipt,
 * null removes it (its file is deleted), a new upload replaces it (the old file is deleted).
 */
const editReceiptField = v.optional(v.nullable(ReceiptSchema));

const statusField = v.picklist(
  EDITABLE_REPAIR_STATUSES.map((s) => s.value) as unknown as readonly [
    EditableRepairStatus,
    ...EditableRepairStatus[],
  ],
  M.status,
);

// ---- schemas -------------------------------------------------------------------------------

const formEntries = {
  serviceType: serviceTypeField,
  otherServiceType: otherServiceTypeField,
  date: dateField,
  cost: costField,
  contractorName: optionalText(CONTRACTOR_NAME_MAX_LENGTH, M.contractorNameTooLong),
  description: optionalText(DESCRIPTION_MAX_LENGTH, M.descriptionTooLong, { multiline: true }),
  receipt: receiptField,
  photos: photosField,
};

/** Field order of the repair forms: the first failing one is reported. */
export const REPAIR_FORM_FIELDS = [
  'serviceType',
  'otherServiceType',
  'date',
  'cost',
  'status',
  'contractorName',
  'description',
  'receipt',
  'photos',
] as const;
export const ADD_REPAIR_FIELDS = ['propertyId', ...REPAIR_FORM_FIELDS, 'requestId'] as const;
export const UPDATE_REPAIR_FIELDS = ['repairId', ...REPAIR_FORM_FIELDS] as const;
export type RepairFormField = (typeof REPAIR_FORM_FIELDS)[number];

const requiredKeys = {
  serviceType: M.serviceType,
  date: M.date,
  status: M.status,
  propertyId: M.propertyNotFound,
  repairId: M.repairNotFound,
  requestId: TRUST_MESSAGES.requestId,
};

/** Renames `cost` to `costCents`, adds the stored service type, clears Other's text for a listed type. */
function finish<
  T extends { serviceType: ServiceType; otherServiceType: string; cost: number | null },
>(input: T): Omit<T, 'cost'> & { costCents: number | null; storedServiceType: string } {
  const { cost, ...rest } = input;
  return {
    ...rest,
    otherServiceType: input.serviceType === 'other' ? input.otherServiceType : '',
    costCents: cost,
    storedServiceType: storedServiceType(input.serviceType, input.otherServiceType),
  };
}

/** "Specify Service Type" is required when the type is Other. */
function otherGiven(input: { serviceType: ServiceType; otherServiceType: string }): boolean {
  return input.serviceType !== 'other' || input.otherServiceType !== '';
}

/** The Add Repair form (no status: new repairs are completed). */
export const RepairFormSchema = v.pipe(
  v.object(formEntries, keyMessages(requiredKeys, M.form)),
  v.forward(
    v.partialCheck([['serviceType'], ['otherServiceType']], otherGiven, M.otherServiceType),
    ['otherServiceType'],
  ),
  v.transform(finish),
);

/** The Edit Repair form: the add form plus status. */
export const EditRepairFormSchema = v.pipe(
  v.object(
    { ...formEntries, status: statusField, receipt: editReceiptField, photos: editPhotosField },
    keyMessages(requiredKeys, M.form),
  ),
  v.forward(
    v.partialCheck([['serviceType'], ['otherServiceType']], otherGiven, M.otherServiceType),
    ['otherServiceType'],
  ),
  v.transform(finish),
);

/**
 * `addRepair` payload: the Add Repair form plus its property and `requestId`, the
 * client's idempotency key (one per submitted form: a retry of the same submit sends
 * the same key and gets the repair the first attempt created, never a second one).
 */
export const AddRepairSchema = v.pipe(
  v.object(
    {
      propertyId: documentIdField(M.propertyNotFound),
      ...formEntries,
      requestId: requestIdField,
    },
    keyMessages(requiredKeys, M.form),
  ),
  v.forward(
    v.partialCheck([['serviceType'], ['otherServiceType']], otherGiven, M.otherServiceType),
    ['otherServiceType'],
  ),
  v.transform(finish),
);
export type AddRepairInput = v.InferOutput<typeof AddRepairSchema>;

/** `updateRepair` payload: the Edit Repair form plus the repair's id. */
export const UpdateRepairSchema = v.pipe(
  v.object(
    {
      repairId: documentIdField(M.repairNotFound),
      ...formEntries,
      status: statusField,
      receipt: editReceiptField,
      photos: editPhotosField,
    },
    keyMessages(requiredKeys, M.form),
  ),
  v.forward(
    v.partialCheck([['serviceType'], ['otherServiceType']], otherGiven, M.otherServiceType),
    ['otherServiceType'],
  ),
  v.transform(finish),
);
export type UpdateRepairInput = v.InferOutput<typeof UpdateRepairSchema>;

/** `deleteRepair` payload. */
export const DeleteRepairSchema = v.object(
  { repairId: documentIdField(M.repairNotFound) },
  keyMessages({ repairId: M.repairNotFound }, M.repairNotFound),
);
export type DeleteRepairInput = v.InferOutput<typeof DeleteRepairSchema>;

/**
 * The form schemas with the "not in the future for a completed repair" rule, for the
 * browser: `repairFormSchema({ today: todayIsoDate() })`. Add Repair always saves a
 * completed repair; Edit Repair checks the chosen status.
 */
export function repairFormSchema(options: { today: string }) {
  return v.pipe(
    RepairFormSchema,
    v.forward(
      v.check(
        (input) => !isFutureRepairDate(input.date, 'completed', options.today),
        M.dateInFuture,
      ),
      ['date'],
    ),
  );
}
export function editRepairFormSchema(options: { today: string }) {
  return v.pipe(
    EditRepairFormSchema,
    v.forward(
      v.check(
        (input) => !isFutureRepairDate(input.date, input.status, options.today),
        M.dateInFuture,
      ),
      ['date'],
    ),
  );
}

export type RepairFormOutput = v.InferOutput<typeof RepairFormSchema>;
export type EditRepairFormOutput = v.InferOutput<typeof EditRepairFormSchema>;

/** The form's raw values (what the inputs hold and what the callables receive). */
export interface RepairFormValues {
  serviceType: ServiceType | '';
  otherServiceType: string;
  date: string;
  cost: string;
  contractorName: string;
  description: string;
  receipt: ReceiptInput | null;
  /** The work's photos, uploaded (repairPhotos/… paths); left out means none. */
  photos?: string[];
}
/** The Edit Repair form: leave `receipt` out to keep the current one (see editReceiptField). */
export interface EditRepairFormValues extends Omit<RepairFormValues, 'receipt' | 'photos'> {
  status: EditableRepairStatus;
  receipt?: ReceiptInput | null;
  /** Left out: the current photos stay. */
  photos?: string[];
}

export function emptyRepairForm(today: string): RepairFormValues {
  return {
    serviceType: '',
    otherServiceType: '',
    date: today,
    cost: '',
    contractorName: '',
    description: '',
    receipt: null,
  };
}
