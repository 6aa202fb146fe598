/**
 * Add Repair (spec: Add Repair): the form for one property, its busy state and the
 * receipt's upload progress. Presentational: the page loads the property, uploads
 * the receipt and calls addRepair through `onSubmit`, and reports the upload through
 * `upload`.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { emptyRepairForm, repairFormSchema, type RepairFormValues } from '@homeledger/domain';
import { PageLoader } from '@/components/layout/page-loader';
import { Alert, Button, Field, Input, MoneyInput, Textarea } from '@/components/ui';
import { SERVICE_TYPE_COPY, ServiceTypeFields } from '@/components/records/service-type-fields';
import type { Loadable } from '@/lib/data/loadable';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import { checkReceiptFile } from './receipt-file';
import { ReceiptField, type UploadState } from './receipt-field';
import type { ReceiptFillField } from './receipt-autofill';
import { ReceiptReadingLine, withReceiptMark } from './receipt-reading';
import type { ReceiptReader } from './read-receipt';
import { useReceiptReading } from './use-receipt-reading';
import { ADD_REPAIR_COPY } from './repair-copy';
import type { RepairPropertySummary } from './repair-types';
import { formStyles } from './repair-form-styles';

/** The form's values without the receipt: the chosen file travels beside them. */
export type AddRepairFormValues = Omit<RepairFormValues, 'receipt'>;

/** The date starts as today, which a receipt's date may replace until the user sets one. */
const REPLACEABLE: readonly ReceiptFillField[] = ['date'];

export type SubmitOutcome =
  { ok: true } | { ok: false; field?: string | null; message?: string | null };

export interface AddRepairScreenProps {
  property: Loadable<RepairPropertySummary>;
  /** The user's calendar date `yyyy-MM-dd` (default date; completed repairs are not later). */
  today: string;
  /** Uploads the file (if any) and saves; resolves with a field error to show, or ok. */
  onSubmit: (values: AddRepairFormValues, file: File | null) => Promise<SubmitOutcome>;
  upload: UploadState;
  onCancelUpload: () => void;
  defaultValues?: Partial<AddRepairFormValues>;
  /** Catalogue/test: a file already chosen. */
  defaultFile?: File | null;
  /** Catalogue/test: validate at once so the errors show. */
  validateOnMount?: boolean;
  /** Catalogue: show the busy state without a submit in flight. */
  busy?: boolean;
  /** Reads a chosen receipt to fill the form (read-receipt.ts); none: no reading. */
  readReceipt?: ReceiptReader;
}

export function AddRepairScreen(props: AddRepairScreenProps) {
  const { property } = props;
  return (
    <section className={formStyles.page} aria-labelledby="add-repair-title">
      <Button asChild variant="ghost" size="sm" className={formStyles.back}>
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          {ADD_REPAIR_COPY.back}
        </Link>
      </Button>
      <div className={formStyles.card}>
        <h1 id="add-repair-title" className={formStyles.title}>
          {ADD_REPAIR_COPY.title}
        </h1>
        {property.status === 'loading' ? (
          <PageLoader />
        ) : property.status === 'error' ? (
          <Alert variant="danger" className={css({ mt: '4' })}>
            {ADD_REPAIR_COPY.loadFailed}
          </Alert>
        ) : (
          <>
            <p className={formStyles.subtitle}>
              {ADD_REPAIR_COPY.addingFor}{' '}
              <span className={css({ fontWeight: 'medium', color: 'fg.default' })}>
                {property.data.address}, {property.data.city}, {property.data.state}
              </span>
            </p>
            <AddRepairForm {...props} />
          </>
        )}
      </div>
    </section>
  );
}

function AddRepairForm({
  today,
  onSubmit,
  upload,
  onCancelUpload,
  defaultValues,
  defaultFile = null,
  validateOnMount = false,
  busy = false,
  readReceipt,
}: AddRepairScreenProps) {
  const resolver = useMemo(
    () =>
      valibotResolver(
        repairFormSchema({ today }),
        {},
        { raw: true },
      ) as unknown as Resolver<AddRepairFormValues>,
    [today],
  );
  const initial = useMemo(() => {
    const { receipt: _receipt, ...empty } = emptyRepairForm(today);
    return { ...empty, ...defaultValues };
  }, [today, defaultValues]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    trigger,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddRepairFormValues>({
    resolver,
    defaultValues: initial,
    // Run every check (the resolver otherwise stops a pipe at its first issue, hiding
    // "Specify Service Type" behind any other error).
    criteriaMode: 'all',
  });
  const [file, setFile] = useState<File | null>(defaultFile);
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);

  const reading = useReceiptReading({
    reader: readReceipt,
    today,
    form: { watch, getValues, setValue },
    replaceable: REPLACEABLE,
  });
  const { read: readChosen } = reading;
  // Catalogue/test: a receipt chosen before the form opened is read at once.
  const [readOnMount] = useState(() => defaultFile);
  useEffect(() => {
    if (readOnMount) readChosen(readOnMount);
  }, [readOnMount, readChosen]);

  const working = isSubmitting || busy || upload.status === 'uploading';

  const submit = useSingleFlightSubmit(
    handleSubmit(async (values) => {
      if (fileError) return;
      // What is on screen is what is saved: a reading still going would change it later.
      reading.cancel();
      const outcome = await onSubmit(values, file);
      if (outcome.ok || !outcome.field || !outcome.message) return;
      if (outcome.field === 'receipt') setFileError(outcome.message);
      else if (outcome.field in initial)
        setError(
          outcome.field as keyof AddRepairFormValues,
          { message: outcome.message },
          { shouldFocus: true },
        );
    }),
  );

  return (
    <form onSubmit={submit} noValidate className={formStyles.form}>
      <ServiceTypeFields
        id="repair-service-type"
        control={control}
        errors={errors}
        disabled={working}
        label={withReceiptMark(
          SERVICE_TYPE_COPY.serviceType,
          reading.fromReceipt.has('serviceType'),
        )}
      />
      <div className={formStyles.row}>
        <Field
          label={withReceiptMark(ADD_REPAIR_COPY.date, reading.fromReceipt.has('date'))}
          error={errors.date?.message}
          disabled={working}
          className={css({ flex: '1' })}
        >
          <Input type="date" max={today} {...register('date')} />
        </Field>
        <Field
          label={withReceiptMark(ADD_REPAIR_COPY.cost, reading.fromReceipt.has('cost'))}
          error={errors.cost?.message}
          disabled={working}
          className={css({ flex: '1' })}
        >
          <MoneyInput {...register('cost')} />
        </Field>
      </div>
      <Field
        label={withReceiptMark(
          ADD_REPAIR_COPY.contractorName,
          reading.fromReceipt.has('contractorName'),
        )}
        helperText={ADD_REPAIR_COPY.contractorHint}
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
        <Textarea
          rows={4}
          placeholder={ADD_REPAIR_COPY.descriptionPlaceholder}
          {...register('description')}
        />
      </Field>
      <ReceiptField
        file={file}
        upload={upload}
        error={fileError}
        disabled={working}
        onChoose={(chosen) => {
          const check = checkReceiptFile(chosen);
          setFile(check.ok ? chosen : null);
          setFileError(check.ok ? null : check.message);
          if (check.ok) reading.read(chosen);
          else reading.cancel();
        }}
        onClear={() => {
          setFile(null);
          setFileError(null);
          reading.cancel();
        }}
        onCancelUpload={onCancelUpload}
        reading={<ReceiptReadingLine state={reading.state} onCancel={reading.cancel} />}
      />
      <div className={formStyles.actions}>
        <Button type="submit" loading={working}>
          {working ? ADD_REPAIR_COPY.submitting : ADD_REPAIR_COPY.submit}
        </Button>
      </div>
    </form>
  );
}
