/**
 * Add / Edit Service Record: a dialog holding the form, with the repair
 * forms' conventions — react-hook-form + the domain's valibot schema, a message under
 * each field, "Saving..." while busy, a confirmation before unsaved changes are
 * dropped. Presentational: saving is the `onSubmit` prop (the page calls the
 * callable and toasts).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { type Resolver } from 'react-hook-form';
import {
  SERVICE_RECORD_CLIENT_MAX_LENGTH,
  SERVICE_RECORD_STATUSES,
  ServiceRecordFormSchema,
  centsToDollarString,
  emptyServiceRecordForm,
  type ServiceRecordFormValues,
  type ServiceRecordView,
} from '@homeledger/domain';
import { FormActions, SelectField, formLayout, useDialogForm, TextField } from '@/components/forms';
import {
  Field,
  FormDialog,
  Input,
  MoneyInput,
  Textarea,
  type FormDialogBody,
  type EntityFormDialogProps,
} from '@/components/ui';
import type { SubmitOutcome } from '@/lib/forms/submit-outcome';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import { RECORD_FORM_COPY as COPY } from './contractor-copy';

export type { SubmitOutcome } from '@/lib/forms/submit-outcome';

export interface ServiceRecordFormDialogProps extends EntityFormDialogProps<ServiceRecordFormValues> {
  /** The record being edited; null adds a new one. */
  record: ServiceRecordView | null;
  /** Saves; resolves with a field error to show, or ok (the page then closes the dialog). */
  onSubmit: (values: ServiceRecordFormValues, id: string | null) => Promise<SubmitOutcome>;
}

/** The form's starting values for a stored record. */
export function recordFormValues(record: ServiceRecordView): ServiceRecordFormValues {
  return {
    date: record.date,
    client: record.client,
    description: record.description,
    amount: centsToDollarString(record.amountCents),
    balance: record.balanceCents === 0 ? '' : centsToDollarString(record.balanceCents),
    status: record.status,
  };
}

export function ServiceRecordFormDialog(props: ServiceRecordFormDialogProps) {
  const editing = props.record !== null;
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={editing ? COPY.editTitle : COPY.addTitle}
      description={editing ? COPY.editDescription : COPY.addDescription}
      discardText={COPY.discardText}
    >
      {(body) => (
        // A new record or another one starts a new form.
        <RecordForm key={props.record?.id ?? 'new'} {...props} {...body} />
      )}
    </FormDialog>
  );
}

function RecordForm({
  record,
  today,
  onSubmit,
  defaultValues,
  validateOnMount = false,
  busy = false,
  ...body
}: ServiceRecordFormDialogProps & FormDialogBody) {
  const resolver = useMemo(
    () =>
      valibotResolver(
        ServiceRecordFormSchema,
        {},
        { raw: true },
      ) as unknown as Resolver<ServiceRecordFormValues>,
    [],
  );
  const {
    register,
    control,
    handleSubmit,
    showFailure,
    working,
    formState: { errors },
  } = useDialogForm<ServiceRecordFormValues>({
    initial: () => (record ? recordFormValues(record) : emptyServiceRecordForm(today)),
    defaultValues,
    resolver,
    validateOnMount,
    busy,
    body,
    // Every check at once (the balance rule would otherwise hide behind another error).
    criteriaMode: 'all',
  });

  const submit = useSingleFlightSubmit(
    handleSubmit(async (values) => {
      showFailure(await onSubmit(values, record?.id ?? null));
    }),
  );

  return (
    <form onSubmit={submit} noValidate className={formLayout.form}>
      <div className={formLayout.row}>
        <Field
          label={COPY.date}
          error={errors.date?.message}
          disabled={working}
          className={formLayout.grow}
        >
          <Input type="date" {...register('date')} />
        </Field>
        <SelectField
          control={control}
          name="status"
          id="service-record-status"
          label={COPY.status}
          items={SERVICE_RECORD_STATUSES}
          error={errors.status?.message}
          disabled={working}
          className={formLayout.grow}
        />
      </div>
      <TextField
        register={register}
        name="client"
        label={COPY.client}
        error={errors.client?.message}
        disabled={working}
        required
        maxLength={SERVICE_RECORD_CLIENT_MAX_LENGTH}
        placeholder={COPY.clientPlaceholder}
      />
      <Field
        label={COPY.description}
        error={errors.description?.message}
        disabled={working}
        required
      >
        <Textarea rows={3} placeholder={COPY.descriptionPlaceholder} {...register('description')} />
      </Field>
      <div className={formLayout.row}>
        <Field
          label={COPY.amount}
          error={errors.amount?.message}
          disabled={working}
          required
          className={formLayout.grow}
        >
          <MoneyInput {...register('amount')} />
        </Field>
        <Field
          label={COPY.balance}
          helperText={COPY.balanceHint}
          error={errors.balance?.message}
          disabled={working}
          className={formLayout.grow}
        >
          <MoneyInput {...register('balance')} />
        </Field>
      </div>
      <FormActions
        working={working}
        submitLabel={record ? COPY.save : COPY.add}
        workingLabel={COPY.saving}
        cancelLabel={COPY.cancel}
        onCancel={body.onCancel}
      />
    </form>
  );
}
