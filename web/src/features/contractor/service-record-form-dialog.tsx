/**
 * Add / Edit Service Record: a dialog holding the form, with the repair
 * forms' conventions — react-hook-form + the domain's valibot schema, a message under
 * each field, "Saving..." while busy, a confirmation before unsaved changes are
 * dropped. Presentational: saving is the `onSubmit` prop (the page calls the
 * callable and toasts).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo, useState } from 'react';
import { useController, useForm, type Resolver } from 'react-hook-form';
import { css } from 'styled-system/css';
import {
  SERVICE_RECORD_CLIENT_MAX_LENGTH,
  SERVICE_RECORD_STATUSES,
  ServiceRecordFormSchema,
  centsToDollarString,
  emptyServiceRecordForm,
  type ServiceRecordFormValues,
  type ServiceRecordStatus,
  type ServiceRecordView,
} from '@homeledger/domain';
import { Button, Field, FormDialog, Input, MoneyInput, Select, Textarea } from '@/components/ui';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import { RECORD_FORM_COPY as COPY } from './contractor-copy';

export type SubmitOutcome =
  { ok: true } | { ok: false; field?: string | null; message?: string | null };

export interface ServiceRecordFormDialogProps {
  open: boolean;
  /** Asked to close (after a save, or once unsaved changes are confirmed away). */
  onClose: () => void;
  /** The record being edited; null adds a new one. */
  record: ServiceRecordView | null;
  /** The user's calendar date `yyyy-MM-dd` (the default date of a new record). */
  today: string;
  /** Saves; resolves with a field error to show, or ok (the page then closes the dialog). */
  onSubmit: (values: ServiceRecordFormValues, id: string | null) => Promise<SubmitOutcome>;
  /** Catalogue/test: values other than the record's own. */
  defaultValues?: Partial<ServiceRecordFormValues>;
  /** Catalogue/test: validate at once so the errors show. */
  validateOnMount?: boolean;
  /** Catalogue: show the busy state without a submit in flight. */
  busy?: boolean;
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
  onDirtyChange,
  onWorkingChange,
  onCancel,
}: ServiceRecordFormDialogProps & {
  onDirtyChange: (dirty: boolean) => void;
  onWorkingChange: (working: boolean) => void;
  onCancel: () => void;
}) {
  const resolver = useMemo(
    () =>
      valibotResolver(
        ServiceRecordFormSchema,
        {},
        { raw: true },
      ) as unknown as Resolver<ServiceRecordFormValues>,
    [],
  );
  const [initial] = useState<ServiceRecordFormValues>(() => ({
    ...(record ? recordFormValues(record) : emptyServiceRecordForm(today)),
    ...defaultValues,
  }));
  const {
    register,
    control,
    handleSubmit,
    setError,
    trigger,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ServiceRecordFormValues>({
    resolver,
    defaultValues: initial,
    // Every check at once (the balance rule would otherwise hide behind another error).
    criteriaMode: 'all',
  });
  const {
    field: { name: statusName, value: statusValue, onChange: changeStatus },
  } = useController({ name: 'status', control });

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  const working = isSubmitting || busy;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => onWorkingChange(working), [working, onWorkingChange]);

  const submit = useSingleFlightSubmit(
    handleSubmit(async (values) => {
      const outcome = await onSubmit(values, record?.id ?? null);
      if (outcome.ok || !outcome.field || !outcome.message) return;
      if (outcome.field in initial)
        setError(
          outcome.field as keyof ServiceRecordFormValues,
          { message: outcome.message },
          { shouldFocus: true },
        );
    }),
  );

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <div className={styles.row}>
        <Field
          label={COPY.date}
          error={errors.date?.message}
          disabled={working}
          className={css({ flex: '1' })}
        >
          <Input type="date" {...register('date')} />
        </Field>
        <Field
          id="service-record-status"
          label={COPY.status}
          error={errors.status?.message}
          disabled={working}
          className={css({ flex: '1' })}
        >
          <Select
            items={SERVICE_RECORD_STATUSES}
            name={statusName}
            value={statusValue}
            disabled={working}
            onValueChange={(value) => changeStatus(value as ServiceRecordStatus)}
          />
        </Field>
      </div>
      <Field label={COPY.client} error={errors.client?.message} disabled={working} required>
        <Input
          autoComplete="off"
          maxLength={SERVICE_RECORD_CLIENT_MAX_LENGTH}
          placeholder={COPY.clientPlaceholder}
          {...register('client')}
        />
      </Field>
      <Field
        label={COPY.description}
        error={errors.description?.message}
        disabled={working}
        required
      >
        <Textarea rows={3} placeholder={COPY.descriptionPlaceholder} {...register('description')} />
      </Field>
      <div className={styles.row}>
        <Field
          label={COPY.amount}
          error={errors.amount?.message}
          disabled={working}
          required
          className={css({ flex: '1' })}
        >
          <MoneyInput {...register('amount')} />
        </Field>
        <Field
          label={COPY.balance}
          helperText={COPY.balanceHint}
          error={errors.balance?.message}
          disabled={working}
          className={css({ flex: '1' })}
        >
          <MoneyInput {...register('balance')} />
        </Field>
      </div>
      <div className={styles.actions}>
        <Button type="button" variant="outline" disabled={working} onClick={onCancel}>
          {COPY.cancel}
        </Button>
        <Button type="submit" loading={working}>
          {working ? COPY.saving : record ? COPY.save : COPY.add}
        </Button>
      </div>
    </form>
  );
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  row: css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '4' }),
  actions: css({
    display: 'flex',
    flexDirection: { base: 'column-reverse', sm: 'row' },
    justifyContent: 'flex-end',
    gap: '3',
    pt: '2',
    '& > *': { width: { base: 'full', sm: 'auto' } },
  }),
};
