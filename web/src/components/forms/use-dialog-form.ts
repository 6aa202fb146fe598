import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useFormDialogBody, type FormDialogBody } from '@/components/ui/form-dialog';
import { useValidateOnMount } from '@/lib/forms/submit-outcome';

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
}

/**
 * The form inside a FormDialog: react-hook-form over its starting values, validated at once
 * for the catalogue when asked, and telling the dialog whether it is dirty or saving (so a
 * close asks first, and nothing closes it mid-save). `working` disables the fields.
 */
export function useDialogForm<State extends FieldValues>(
  options: DialogFormOptions<State>,
): UseFormReturn<State> & { initial: State; working: boolean } {
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
  return { ...form, initial, working };
}
