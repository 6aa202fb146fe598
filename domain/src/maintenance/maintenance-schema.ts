/**
 * Maintenance tasks, warranties and reminder settings (docs/architecture.md §8). One
 * schema per entity serves the form (react-hook-form + valibot) and its callables.
 */
import * as v from 'valibot';
import { parseIsoDate } from '../format/dates';
import { SERVICE_TYPE_VALUES, type ServiceType } from '../repairs/repair-schema';
import { stripUnsafeText } from '../security/safe-text';
import { keyMessages } from '../kit/issues';
import { documentIdField } from '../properties/property-schema';
import { uploadedFileSchema } from '../kit/uploaded-file';
import {
  REPEAT_INTERVAL_MAX,
  REPEAT_UNITS,
  isTimeZone,
  type Repeat,
  type RepeatUnit,
} from './recurrence';
import { parseWarrantyDocumentPath } from './warranty-files';

export const MAINTENANCE_MESSAGES = {
  name: 'Please enter a task name',
  nameTooLong: 'Task name must be at most 100 characters',
  serviceType: 'Please choose a service type',
  notesTooLong: 'Notes must be at most 2000 characters',
  startDate: 'Please enter a valid date',
  repeat: 'Please choose how often this task repeats',
  interval: 'Please enter a whole number from 1 to 99',
  months: 'Please choose at least one month',
  timeZone: 'Please choose a valid time zone',
  form: 'Please fill in the task form.',
  taskNotFound: 'Maintenance task not found',
  propertyNotFound: 'Property not found',
  notAllowed: 'You do not have permission to change this maintenance task.',
  notAllowedProperty: 'Only the owner of this property can plan its maintenance.',
  notDue: 'This task is already done.',
  notSuggested: 'This task is not a suggestion.',
  repairMismatch: 'That repair does not belong to this property.',
  tooMany: 'A property can have at most 100 maintenance tasks.',
} as const;

export const WARRANTY_MESSAGES = {
  item: 'Please enter the item covered',
  itemTooLong: 'Item must be at most 100 characters',
  providerTooLong: 'Provider must be at most 100 characters',
  startDate: 'Please enter a valid start date',
  coverage: 'Please enter the warranty length or its end date',
  length: 'Please enter a length from 1 to 600 months or 1 to 50 years',
  endDate: 'Please enter a valid end date',
  endBeforeStart: 'The end date must be after the start date',
  notesTooLong: 'Coverage notes must be at most 2000 characters',
  transferable: 'Please say whether the warranty is transferable',
  document: 'Document upload failed: the uploaded file is not valid. Please select it again.',
  documentType: 'Document upload failed: the document must be a PDF, JPG or PNG file.',
  documentTooLarge: 'Document upload failed: the document must be at most 10 MB.',
  documentMissing:
    'Document upload failed: the uploaded file could not be found. Please select it again.',
  documentExpired: 'Document upload failed: the upload has expired. Please select the file again.',
  documentInUse:
    'Document upload failed: this file is already attached to another warranty. Please select it again.',
  form: 'Please fill in the warranty form.',
  warrantyNotFound: 'Warranty not found',
  notAllowed: 'You do not have permission to change this warranty.',
  tooMany: 'A property can have at most 100 warranties.',
} as const;

export const REMINDER_MESSAGES = {
  enabled: 'Please choose whether to get email reminders',
  frequency: 'Please choose how often to get reminders',
  timeZone: MAINTENANCE_MESSAGES.timeZone,
  form: 'Please fill in the reminder settings.',
  /** A button's request that arrived malformed (nothing the user typed). */
  request: 'This request could not be read. Please try again.',
} as const;

export const TASK_NAME_MAX_LENGTH = 100;
export const NOTES_MAX_LENGTH = 2000;
export const TASKS_PER_PROPERTY_MAX = 100;
export const WARRANTIES_PER_PROPERTY_MAX = 100;
/** A date the forms accept: a real calendar date from 1900 to 2199. */
const DATE_MIN = '1900-01-01';
const DATE_MAX = '2199-12-31';

const M = MAINTENANCE_MESSAGES;
const W = WARRANTY_MESSAGES;

const requiredText = (max: number, tooLong: string, required: string) =>
  v.pipe(
    v.string(required),
    v.transform((value) => stripUnsafeText(value).trim()),
    v.minLength(1, required),
    v.maxLength(max, tooLong),
  );

/** Optional free text: trimmed, missing / null ⇒ ''. */
const optionalText = (max: number, tooLong: string, multiline = false) =>
  v.pipe(
    v.optional(v.nullable(v.string(tooLong)), ''),
    v.transform((value) => stripUnsafeText(value ?? '', { multiline }).trim()),
    v.maxLength(max, tooLong),
  );

const dateField = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.check(
      (value) => parseIsoDate(value) !== null && value >= DATE_MIN && value <= DATE_MAX,
      message,
    ),
  );

export const timeZoneField = v.pipe(
  v.string(M.timeZone),
  v.trim(),
  v.check(isTimeZone, M.timeZone),
);

const serviceTypeField = v.pipe(
  v.optional(
    v.nullable(v.union([v.literal(''), v.picklist(SERVICE_TYPE_VALUES)], M.serviceType)),
    null,
  ),
  v.transform((value): ServiceType | null => (value === '' || value == null ? null : value)),
);

const intervalField = v.pipe(
  v.union(
    [
      v.number(M.interval),
      v.pipe(v.string(M.interval), v.trim(), v.regex(/^\d{1,2}$/, M.interval), v.transform(Number)),
    ],
    M.interval,
  ),
  v.integer(M.interval),
  v.minValue(1, M.interval),
  v.maxValue(REPEAT_INTERVAL_MAX, M.interval),
);

export const RepeatSchema = v.variant(
  'kind',
  [
    v.object({ kind: v.literal('once') }),
    v.object({
      kind: v.literal('every'),
      interval: intervalField,
      unit: v.picklist(REPEAT_UNITS, M.repeat),
    }),
    v.object({
      kind: v.literal('months'),
      months: v.pipe(
        v.array(
          v.pipe(
            v.number(M.months),
            v.integer(M.months),
            v.minValue(1, M.months),
            v.maxValue(12, M.months),
          ),
          M.months,
        ),
        v.minLength(1, M.months),
        v.maxLength(12, M.months),
        v.transform((months) => [...new Set(months)].sort((a, b) => a - b)),
      ),
    }),
  ],
  M.repeat,
) as unknown as v.GenericSchema<unknown, Repeat>;

const taskEntries = {
  name: requiredText(TASK_NAME_MAX_LENGTH, M.nameTooLong, M.name),
  serviceType: serviceTypeField,
  notes: optionalText(NOTES_MAX_LENGTH, M.notesTooLong, true),
  repeat: RepeatSchema,
  startDate: dateField(M.startDate),
};

export const TASK_FORM_FIELDS = ['name', 'serviceType', 'repeat', 'startDate', 'notes'] as const;
export const ADD_TASK_FIELDS = ['propertyId', ...TASK_FORM_FIELDS, 'timeZone'] as const;
export const UPDATE_TASK_FIELDS = ['taskId', ...TASK_FORM_FIELDS, 'timeZone'] as const;

const taskKeys = {
  name: M.name,
  repeat: M.repeat,
  startDate: M.startDate,
  timeZone: M.timeZone,
  propertyId: M.propertyNotFound,
  taskId: M.taskNotFound,
};

/** The task form: name, optional service type, how it repeats, first due date, notes. */
export const TaskFormSchema = v.object(taskEntries, keyMessages(taskKeys, M.form));
export type TaskFormValues = v.InferOutput<typeof TaskFormSchema>;

/** `addMaintenanceTask`: the form, its property and the owner's time zone (the browser's). */
export const AddTaskSchema = v.object(
  { propertyId: documentIdField(M.propertyNotFound), ...taskEntries, timeZone: timeZoneField },
  keyMessages(taskKeys, M.form),
);
export type AddTaskInput = v.InferOutput<typeof AddTaskSchema>;

/** `updateMaintenanceTask`: the form for an existing task (a suggestion is accepted by saving it). */
export const UpdateTaskSchema = v.object(
  { taskId: documentIdField(M.taskNotFound), ...taskEntries, timeZone: timeZoneField },
  keyMessages(taskKeys, M.form),
);
export type UpdateTaskInput = v.InferOutput<typeof UpdateTaskSchema>;

/** delete, skip, snooze, accept: one task by id. */
export const TaskIdSchema = v.object(
  { taskId: documentIdField(M.taskNotFound) },
  keyMessages(taskKeys, M.form),
);
export type TaskIdInput = v.InferOutput<typeof TaskIdSchema>;

/** `completeMaintenanceTask`: Mark Done, optionally with the repair Add Repair just saved. */
export const CompleteTaskSchema = v.object(
  {
    taskId: documentIdField(M.taskNotFound),
    repairId: v.optional(v.nullable(documentIdField(M.repairMismatch)), null),
  },
  keyMessages(taskKeys, M.form),
);
export type CompleteTaskInput = v.InferOutput<typeof CompleteTaskSchema>;

/** `addSuggestedTasks`: the starter plan for a property, in the owner's time zone. */
export const AddSuggestedTasksSchema = v.object(
  { propertyId: documentIdField(M.propertyNotFound), timeZone: timeZoneField },
  keyMessages(taskKeys, M.form),
);
export type AddSuggestedTasksInput = v.InferOutput<typeof AddSuggestedTasksSchema>;

// ---- warranties ----------------------------------------------------------------------------

export const WARRANTY_LENGTH_UNITS = ['months', 'years'] as const;
export type WarrantyLengthUnit = (typeof WARRANTY_LENGTH_UNITS)[number];
export const WARRANTY_MONTHS_MAX = 600;

/** A warranty document as uploaded by the browser (checked again against Storage by the callable). */
export const WarrantyDocumentSchema = uploadedFileSchema(
  (path) => parseWarrantyDocumentPath(path) !== null,
  { invalid: W.document, type: W.documentType, tooLarge: W.documentTooLarge },
);
export type WarrantyDocumentInput = v.InferOutput<typeof WarrantyDocumentSchema>;

const lengthField = v.pipe(
  v.union(
    [
      v.number(W.length),
      v.pipe(
        v.string(W.length),
        v.trim(),
        v.regex(/^\d{0,3}$/, W.length),
        v.transform((s) => (s === '' ? 0 : Number(s))),
      ),
    ],
    W.length,
  ),
  v.integer(W.length),
  v.minValue(0, W.length),
  v.maxValue(WARRANTY_MONTHS_MAX, W.length),
);

const warrantyEntries = {
  item: requiredText(TASK_NAME_MAX_LENGTH, W.itemTooLong, W.item),
  provider: optionalText(TASK_NAME_MAX_LENGTH, W.providerTooLong),
  startDate: dateField(W.startDate),
  /** 'length' — `lengthCount` months/years from the start; 'end' — the given end date. */
  coverage: v.picklist(['length', 'end'] as const, W.coverage),
  lengthCount: v.optional(lengthField, 0),
  lengthUnit: v.optional(v.picklist(WARRANTY_LENGTH_UNITS, W.length), 'years'),
  endDate: v.optional(v.nullable(v.string(W.endDate)), ''),
  notes: optionalText(NOTES_MAX_LENGTH, W.notesTooLong, true),
  transferable: v.boolean(W.transferable),
  repairId: v.pipe(
    v.optional(
      v.nullable(v.union([v.literal(''), documentIdField(M.repairMismatch)], M.repairMismatch)),
      null,
    ),
    v.transform((value) => (value === '' || value == null ? null : value)),
  ),
};

export const WARRANTY_FORM_FIELDS = [
  'item',
  'provider',
  'startDate',
  'coverage',
  'lengthCount',
  'lengthUnit',
  'endDate',
  'notes',
  'transferable',
  'repairId',
  'document',
] as const;
export const ADD_WARRANTY_FIELDS = ['propertyId', ...WARRANTY_FORM_FIELDS] as const;
export const UPDATE_WARRANTY_FIELDS = ['warrantyId', ...WARRANTY_FORM_FIELDS] as const;

const warrantyKeys = {
  item: W.item,
  startDate: W.startDate,
  coverage: W.coverage,
  transferable: W.transferable,
  propertyId: M.propertyNotFound,
  warrantyId: W.warrantyNotFound,
};

/** Months in a length, or null when it is out of range. */
function lengthMonths(count: number, unit: WarrantyLengthUnit): number | null {
  const months = unit === 'years' ? count * 12 : count;
  return count >= 1 && months <= WARRANTY_MONTHS_MAX ? months : null;
}

interface CoverageFields {
  startDate: string;
  coverage: 'length' | 'end';
  lengthCount: number;
  lengthUnit: WarrantyLengthUnit;
  endDate?: string | null;
}

/** The coverage problem of a parsed form, at its field, or null. */
export function coverageIssue(
  input: CoverageFields,
): { field: 'lengthCount' | 'endDate'; message: string } | null {
  if (input.coverage === 'length')
    return lengthMonths(input.lengthCount, input.lengthUnit) === null
      ? { field: 'lengthCount', message: W.length }
      : null;
  const end = (input.endDate ?? '').trim();
  if (parseIsoDate(end) === null) return { field: 'endDate', message: W.endDate };
  if (end <= input.startDate) return { field: 'endDate', message: W.endBeforeStart };
  return null;
}

/** Length or end date, whichever `coverage` says, reported at that field. */
function coverageChecks<
  T extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>,
>(object: T) {
  return v.pipe(
    object,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value as unknown as CoverageFields;
      const issue = coverageIssue(value);
      if (issue)
        addIssue({
          message: issue.message,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: dataset.value as Record<string, unknown>,
              key: issue.field,
              value: value[issue.field],
            },
          ],
        });
    }),
  );
}

/** The warranty form (the document is uploaded separately and sent with it). */
export const WarrantyFormSchema = coverageChecks(
  v.object(
    { ...warrantyEntries, document: v.optional(v.nullable(WarrantyDocumentSchema), null) },
    keyMessages(warrantyKeys, W.form),
  ),
);

/** `addWarranty`: the form plus its property. */
export const AddWarrantySchema = coverageChecks(
  v.object(
    {
      propertyId: documentIdField(M.propertyNotFound),
      ...warrantyEntries,
      document: v.optional(v.nullable(WarrantyDocumentSchema), null),
    },
    keyMessages(warrantyKeys, W.form),
  ),
);
export type AddWarrantyInput = v.InferOutput<typeof AddWarrantySchema>;

/**
 * `updateWarranty`: the form for an existing warranty. The document is three-state as on
 * Edit Repair: missing keeps it, null removes it, a new upload replaces it.
 */
export const UpdateWarrantySchema = coverageChecks(
  v.object(
    {
      warrantyId: documentIdField(W.warrantyNotFound),
      ...warrantyEntries,
      document: v.optional(v.nullable(WarrantyDocumentSchema)),
    },
    keyMessages(warrantyKeys, W.form),
  ),
);
export type UpdateWarrantyInput = v.InferOutput<typeof UpdateWarrantySchema>;

export const WarrantyIdSchema = v.object(
  { warrantyId: documentIdField(W.warrantyNotFound) },
  keyMessages(warrantyKeys, W.form),
);
export type WarrantyIdInput = v.InferOutput<typeof WarrantyIdSchema>;

// ---- reminder settings ---------------------------------------------------------------------

export const REMINDER_FREQUENCIES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly on Monday' },
] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number]['value'];

export const ReminderSettingsSchema = v.object(
  {
    emailEnabled: v.boolean(REMINDER_MESSAGES.enabled),
    frequency: v.picklist(['daily', 'weekly'] as const, REMINDER_MESSAGES.frequency),
    timeZone: timeZoneField,
  },
  keyMessages(
    {
      emailEnabled: REMINDER_MESSAGES.enabled,
      frequency: REMINDER_MESSAGES.frequency,
      timeZone: REMINDER_MESSAGES.timeZone,
    },
    REMINDER_MESSAGES.form,
  ),
);
export type ReminderSettingsInput = v.InferOutput<typeof ReminderSettingsSchema>;
export const REMINDER_SETTINGS_FIELDS = ['emailEnabled', 'frequency', 'timeZone'] as const;

export type { RepeatUnit };
