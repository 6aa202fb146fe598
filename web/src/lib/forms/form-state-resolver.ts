import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import * as v from 'valibot';

/**
 * A react-hook-form resolver for a form whose state is not the schema's input (a repeat
 * spread into its own fields, "yes"/"no" for a boolean): the state is turned into the input
 * and checked against the domain's schema, and each field shows the first issue that
 * `fieldOf` (from the issue's dot path) says is its.
 */
export function formStateResolver<State extends FieldValues>(
  schema: v.GenericSchema,
  toInput: (state: State) => unknown,
  fieldOf: (path: string | null) => keyof State & string,
): Resolver<State> {
  return async (values) => {
    const result = v.safeParse(schema, toInput(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.issues) {
      const field = fieldOf(v.getDotPath(issue));
      errors[field] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<State> };
  };
}
