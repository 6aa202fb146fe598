import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useFormDialogBody, type FormDialogBody } from '@/components/ui/form-dialog';
import { fieldFailure, useValidateOnMount, type SubmitOutcome } from '@/lib/forms/submit-outcome';

export interface DialogFormOptions<State extends FieldValues> {
  /** The form's starting values, read once (the entity's own, or a new entry's). */
  initial: () => State;
  /** Catalogue/test: values other than the entity's own. */
  defaultValues?: Partial<State> | undefined;
  resolver: Resolver<State>;
  /** Catalogue/test: validate at once so the errors show. */
  validateOnMount?: boolean | undefined;
  /** Catalogue: the busy state without a submit in flight. */
  busy?: boolean | undefined;
  /** Changes outside the form's fields (a chosen file) that a close would lose too. */
  dirtyBesides?: boolean | undefined;
  /** What the FormDialog around the form passes in. */
  body: FormDialogBody;
  criteriaMode?: UseFormProps<State>['criteriaMode'];
  /**
   * The form field a failed save's field (as the server names it) is shown at; by default
   * the field of that name, when the form has one.
   */
  fieldOfFailure?: (field: string) => FieldPath<State> | null;
}

/**
 * The form inside a FormDialog: react-hook-form over its starting values, validated at once
 * for the catalogue when asked, and telling the dialog whether it is dirty or saving (so a
 * close asks first, and nothing closes it mid-save). `working` disables the fields;
 * `showFailure` puts a failed save's message at its field (focused) and says whether it did.
 */
export function useDialogForm<State extends FieldValues>(
  options: DialogFormOptions<State>,
): UseFormReturn<State> & {
  initial: State;
  working: boolean;
  showFailure: (outcome: SubmitOutcome) => boolean;
} {
  const [initial] = useState<State>(() => ({ ...options.initial(), ...options.defaultValues }));
  const form = useForm<State>({
    resolver: options.resolver,
    defaultValues: initial as DefaultValues<State>,
    ...(options.criteriaMode ? { criteriaMode: options.criteriaMode } : {}),
  });
  const { isSubmitting, isDirty } = form.formState;
  useValidateOnMount(options.validateOnMount ?? false, form.trigger);
  const working = isSubmitting || (options.busy ?? false);
  useFormDialogBody(options.body, { dirty: isDirty || (options.dirtyBesides ?? false), working });
  const showFailure = (outcome: SubmitOutcome) => {
    const failure = fieldFailure(outcome);
    if (!failure) return false;
    const field = options.fieldOfFailure
      ? options.fieldOfFailure(failure.field)
      : failure.field in initial
        ? (failure.field as FieldPath<State>)
        : null;
    if (!field) return false;
    form.setError(field, { message: failure.message }, { shouldFocus: true });
    return true;
  };
  return { ...form, initial, working, showFailure };
}
