/**
 * What Add Repair and Edit Repair share: the form's set-up (the schema as resolver, every
 * check at once, receipt reading), its save (a refused receipt shows at the receipt, any
 * other field error at its field) and the fields both ask for. Each screen adds its own
 * receipt choice, extra fields and footer.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type * as v from 'valibot';
import { formLayout } from '@/components/forms';
import { SERVICE_TYPE_COPY, ServiceTypeFields } from '@/components/records/service-type-fields';
import { Field, Input, MoneyInput, Textarea } from '@/components/ui';
import { fieldFailure, useValidateOnMount, type SubmitOutcome } from '@/lib/forms/submit-outcome';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import type { ReceiptFillField, ReceiptFillValues } from './receipt-autofill';
import { withReceiptMark } from './receipt-reading';
import type { ReceiptReader } from './read-receipt';
import { useReceiptReading, type ReceiptReading } from './use-receipt-reading';
import { ADD_REPAIR_COPY } from './repair-copy';

/** The fields every repair form has. */
export interface RepairFieldValues extends ReceiptFillValues {
  otherServiceType: string;
  description: string;
}

export function useRepairForm<T extends FieldValues & RepairFieldValues>({
  schema,
  today,
  initial: makeInitial,
  validateOnMount,
  readReceipt,
  replaceable,
  readOnMount,
  save,
}: {
  /** The domain's form schema for the user's calendar date. */
  schema: (options: { today: string }) => v.GenericSchema<FieldValues>;
  today: string;
  /** The starting values, taken once: later live changes do not overwrite typing. */
  initial: () => T;
  validateOnMount: boolean;
  readReceipt: ReceiptReader | undefined;
  /** Fields whose starting value a receipt may replace while untouched. */
  replaceable: readonly ReceiptFillField[];
  /** Catalogue/test: a receipt chosen before the form opened, read at once. */
  readOnMount: File | null;
  save: (values: T) => Promise<SubmitOutcome>;
}) {
  const resolver = useMemo(
    () => valibotResolver(schema({ today }), {}, { raw: true }) as unknown as Resolver<T>,
    [schema, today],
  );
  const [initial] = useState(makeInitial);
  const form = useForm<T>({
    resolver,
    defaultValues: initial as DefaultValues<T>,
    // Run every check (the resolver otherwise stops a pipe at its first issue, hiding
    // "Specify Service Type" behind any other error).
    criteriaMode: 'all',
  });
  const { handleSubmit, setError, trigger, watch, getValues, setValue } = form;
  const [fileError, setFileError] = useState<string | null>(null);

  useValidateOnMount(validateOnMount, trigger);

  const reading = useReceiptReading({
    reader: readReceipt,
    today,
    form: { watch, getValues, setValue },
    replaceable,
  });
  const { read: readChosen } = reading;
  const [pending] = useState(readOnMount);
  useEffect(() => {
    if (pending) readChosen(pending);
  }, [pending, readChosen]);

  const submit = useSingleFlightSubmit(
    handleSubmit(async (values) => {
      if (fileError) return;
      // What is on screen is what is saved: a reading still going would change it later.
      reading.cancel();
      const failure = fieldFailure(await save(values));
      if (failure?.field === 'receipt') setFileError(failure.message);
      else if (failure && failure.field in initial)
        setError(failure.field as Path<T>, { message: failure.message }, { shouldFocus: true });
    }),
  );

  return { form, reading, submit, fileError, setFileError };
}

/**
 * Service Type, Date and Cost, then `children` (Edit: the status), Contractor and
 * Description; a value read from the receipt carries its mark.
 */
export function RepairFields<T extends FieldValues & RepairFieldValues>({
  form,
  reading,
  working,
  dateMax,
  costInput,
  contractorHint,
  descriptionPlaceholder,
  children,
}: {
  form: UseFormReturn<T>;
  reading: ReceiptReading;
  working: boolean;
  /** The latest date allowed (a completed repair is not later than today). */
  dateMax: string | undefined;
  /** The cost input's own attributes (Edit Repair's is a number input). */
  costInput?: Omit<ComponentProps<typeof MoneyInput>, 'name'>;
  contractorHint?: ReactNode;
  descriptionPlaceholder?: string;
  children?: ReactNode;
}) {
  // The shared fields exist on every repair form; narrowing the generic once keeps the calls simple.
  const {
    control,
    register,
    formState: { errors },
  } = form as unknown as UseFormReturn<RepairFieldValues>;
  const marked = (label: string, field: ReceiptFillField) =>
    withReceiptMark(label, reading.fromReceipt.has(field));
  return (
    <>
      <ServiceTypeFields
        id="repair-service-type"
        control={control}
        errors={errors}
        disabled={working}
        label={marked(SERVICE_TYPE_COPY.serviceType, 'serviceType')}
      />
      <div className={formLayout.row}>
        <Field
          label={marked(ADD_REPAIR_COPY.date, 'date')}
          error={errors.date?.message}
          disabled={working}
          className={formLayout.grow}
        >
          <Input type="date" max={dateMax} {...register('date')} />
        </Field>
        <Field
          label={marked(ADD_REPAIR_COPY.cost, 'cost')}
          error={errors.cost?.message}
          disabled={working}
          className={formLayout.grow}
        >
          <MoneyInput {...costInput} {...register('cost')} />
        </Field>
      </div>
      {children}
      <Field
        label={marked(ADD_REPAIR_COPY.contractorName, 'contractorName')}
        helperText={contractorHint}
        error={errors.contractorName?.message}
        disabled={working}
      >
        <Input autoComplete="organization" maxLength={100} {...register('contractorName')} />
      </Field>
      <Field
        label={ADD_REPAIR_COPY.description}
        error={errors.description?.message}
        disabled={working}
      >
        <Textarea rows={4} placeholder={descriptionPlaceholder} {...register('description')} />
      </Field>
    </>
  );
}
