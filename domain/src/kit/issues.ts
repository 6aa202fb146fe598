import * as v from 'valibot';

/** One validation problem, at a field (dot path) or at the form as a whole (`field: null`). */
export interface FieldIssue {
  field: string | null;
  message: string;
}

function rankOf(field: string | null, fieldOrder: readonly string[] | undefined): number {
  if (field === null) return -1; // form-level problems (e.g. not an object) come first
  if (!fieldOrder) return 0;
  const top = field.split('.')[0] ?? field;
  const index = fieldOrder.indexOf(top);
  return index === -1 ? fieldOrder.length : index;
}

/**
 * Every issue of `input` against `schema` as `{ field, message }`, ordered by
 * `fieldOrder` when given (stable: issues of one field keep valibot's order).
 */
export function fieldIssues(
  schema: v.GenericSchema,
  input: unknown,
  fieldOrder?: readonly string[],
): FieldIssue[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : toFieldIssues(result.issues, fieldOrder);
}

/** Maps valibot issues to `{ field, message }`, ordered by `fieldOrder` when given (stable). */
export function toFieldIssues(
  issues: readonly v.BaseIssue<unknown>[],
  fieldOrder?: readonly string[],
): FieldIssue[] {
  return issues
    .map((issue) => ({ field: v.getDotPath(issue), message: issue.message }))
    .sort((a, b) => rankOf(a.field, fieldOrder) - rankOf(b.field, fieldOrder));
}

/** A form's schema check: the parsed output, or the first problem at its top-level field. */
export type FormValidation<T> =
  { success: true; output: T } | { success: false; field: string | null; message: string };

/**
 * Validates `input` with `schema`; on failure reports the first issue in `fields` order,
 * at its top-level field when that is one of `fields` (else at the form, `field: null`),
 * and `formMessage` when valibot gives no issue at all.
 */
export function validateForm<T>(
  schema: v.GenericSchema<unknown, T>,
  input: unknown,
  fields: readonly string[],
  formMessage: string,
): FormValidation<T> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };
  const issue = toFieldIssues(result.issues, fields)[0] ?? { field: null, message: formMessage };
  const top = issue.field?.split('.')[0] ?? null;
  return {
    success: false,
    field: top !== null && fields.includes(top) ? top : null,
    message: issue.message,
  };
}

/** The first issue (in `fieldOrder` when given), or null when the input is valid. */
export function firstIssue(
  schema: v.GenericSchema,
  input: unknown,
  fieldOrder?: readonly string[],
): FieldIssue | null {
  return fieldIssues(schema, input, fieldOrder)[0] ?? null;
}

/**
 * Object-level message for valibot's `v.object(…, message)`: a missing required key
 * gets its field's own message (valibot reports it on the object, at the key's
 * path); anything else (the payload not being an object) gets `formMessage`.
 */
export function keyMessages(messages: Readonly<Record<string, string>>, formMessage: string) {
  return (issue: v.ObjectIssue): string => {
    const key = issue.path?.[0]?.key;
    return typeof key === 'string' && Object.hasOwn(messages, key)
      ? (messages[key] as string)
      : formMessage;
  };
}
