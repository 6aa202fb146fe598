/**
 * Edit Repair (spec: Edit Repair): the repair's form prefilled (a stored service type
 * maps back to its type, else Other with the text; any status but In Progress edits as
 * Completed), the receipt kept, removed or replaced, and the load / not found /
 * permission states. Presentational: the page loads the repair, uploads a new receipt
 * and calls updateRepair through `onSubmit`.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo, useState } from 'react';
import { useController, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import {
  EDITABLE_REPAIR_STATUSES,
  centsToDollarString,
  editRepairFormSchema,
  editableStatus,
  serviceTypeFromStored,
  type EditRepairFormValues,
} from '@homeledger/domain';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoader } from '@/components/layout/page-loader';
import { Alert, Button, Field, Input, MoneyInput, Select, Textarea } from '@/components/ui';
import { SERVICE_TYPE_COPY, ServiceTypeFields } from '@/components/records/service-type-fields';
import type { Loadable } from '@/lib/data/loadable';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import type { SubmitOutcome } from './add-repair-screen';
import { checkReceiptFile } from './receipt-file';
import { ReceiptField, type UploadState } from './receipt-field';
import type { ReceiptFillField } from './receipt-autofill';
import { ReceiptReadingLine, withReceiptMark } from './receipt-reading';
import type { ReceiptReader } from './read-receipt';
import { useReceiptReading } from './use-receipt-reading';
import { ADD_REPAIR_COPY, EDIT_REPAIR_COPY } from './repair-copy';
import { formStyles } from './repair-form-styles';
import type { RepairDetail } from './repair-types';

export type { SubmitOutcome } from './add-repair-screen';

/** The form's values without the receipt: the receipt choice travels beside them. */
export type EditRepairFields = Omit<EditRepairFormValues, 'receipt'>;

/** What happens to the repair's receipt on save (updateRepair's three states). */
/** The stored repair's values are the user's own: a receipt fills only blank fields. */
const REPLACEABLE: readonly ReceiptFillField[] = [];

export type ReceiptChoice = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; file: File };

export interface EditRepairScreenProps {
  /** `ready(null)`: missing, or not readable by this user. */
  repair: Loadable<RepairDetail | null>;
  currentUid: string;
  /** The user's calendar date `yyyy-MM-dd` (a completed repair is not later). */
  today: string;
  onSubmit: (values: EditRepairFields, receipt: ReceiptChoice) => Promise<SubmitOutcome>;
  upload: UploadState;
  onCancelUpload: () => void;
  /** Catalogue/test: values other than the repair's own. */
  defaultValues?: Partial<EditRepairFields>;
  /** Catalogue/test: a receipt choice already made. */
  defaultReceipt?: ReceiptChoice;
  validateOnMount?: boolean;
  /** Catalogue: show the busy state without a submit in flight. */
  busy?: boolean;
  /** Reads a chosen receipt to fill the form (read-receipt.ts); none: no reading. */
  readReceipt?: ReceiptReader;
}

/** Where Back and Cancel go: the repair's property, or the dashboard when it is unknown. */
export function editRepairBackPath(repair: Loadable<RepairDetail | null>): string {
  return repair.status === 'ready' && repair.data?.propertyId
    ? `/property/${encodeURIComponent(repair.data.propertyId)}`
    : '/dashboard';
}

/** The form's starting values for a stored repair. */
export function editFormValues(repair: RepairDetail): EditRepairFields {
  const { type, otherText } = serviceTypeFromStored(repair.serviceType);
  return {
    serviceType: type,
    otherServiceType: otherText,
    date: repair.date,
    cost: repair.costCents === null ? '' : centsToDollarString(repair.costCents),
    status: editableStatus(repair.status),
    contractorName: repair.contractorName ?? '',
    description: repair.description ?? '',
  };
}

export function EditRepairScreen(props: EditRepairScreenProps) {
  const { repair, currentUid } = props;
  const backTo = editRepairBackPath(repair);
  return (
    <section className={formStyles.page} aria-labelledby="edit-repair-title">
      <PageHeader
        title={EDIT_REPAIR_COPY.title}
        titleId="edit-repair-title"
        back={{
          label: backTo === '/dashboard' ? ADD_REPAIR_COPY.back : EDIT_REPAIR_COPY.back,
          to: backTo,
        }}
      />
      {repair.status === 'loading' ? (
        <PageLoader />
      ) : repair.status === 'error' ? (
        <Stop variant="danger" text={EDIT_REPAIR_COPY.loadFailed} />
      ) : repair.data === null ? (
        <Stop variant="warning" text={EDIT_REPAIR_COPY.notFound} />
      ) : repair.data.addedBy !== currentUid ? (
        <Stop variant="danger" text={EDIT_REPAIR_COPY.notAllowed} />
      ) : (
        <div className={formStyles.card}>
          <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '6' })}>
            {EDIT_REPAIR_COPY.card}
          </h2>
          <EditRepairForm
            key={repair.data.id}
            {...props}
            repairData={repair.data}
            backTo={backTo}
          />
        </div>
      )}
    </section>
  );
}

/** A state in which there is nothing to edit: the reason and the way back. */
function Stop({ variant, text }: { variant: 'danger' | 'warning'; text: string }) {
  return (
    <Alert variant={variant}>
      <p>{text}</p>
      <Button asChild variant="outline" size="sm" className={css({ mt: '3' })}>
        <Link to="/dashboard">{EDIT_REPAIR_COPY.returnToDashboard}</Link>
      </Button>
    </Alert>
  );
}

function EditRepairForm({
  repairData,
  backTo,
  today,
  onSubmit,
  upload,
  onCancelUpload,
  defaultValues,
  defaultReceipt = { kind: 'keep' },
  validateOnMount = false,
  busy = false,
  readReceipt,
}: EditRepairScreenProps & { repairData: RepairDetail; backTo: string }) {
  const resolver = useMemo(
    () =>
      valibotResolver(
        editRepairFormSchema({ today }),
        {},
        { raw: true },
      ) as unknown as Resolver<EditRepairFields>,
    [today],
  );
  // The repair as it was when the form opened: later live changes do not overwrite typing.
  const [initial] = useState(() => ({ ...editFormValues(repairData), ...defaultValues }));
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
  } = useForm<EditRepairFields>({
    resolver,
    defaultValues: initial,
    // Every check at once (see add-repair-screen.tsx).
    criteriaMode: 'all',
  });
  const {
    field: { name: statusName, value: statusValue, onChange: changeStatus },
  } = useController({ name: 'status', control });
  const [receipt, setReceipt] = useState<ReceiptChoice>(defaultReceipt);
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
  const [readOnMount] = useState(() =>
    defaultReceipt.kind === 'replace' ? defaultReceipt.file : null,
  );
  useEffect(() => {
    if (readOnMount) readChosen(readOnMount);
  }, [readOnMount, readChosen]);

  const working = isSubmitting || busy || upload.status === 'uploading';
  const completed = useWatch({ control, name: 'status' }) === 'completed';

  const submit = useSingleFlightSubmit(
    handleSubmit(async (values) => {
      if (fileError) return;
      // What is on screen is what is saved: a reading still going would change it later.
      reading.cancel();
      const outcome = await onSubmit(values, receipt);
      if (outcome.ok || !outcome.field || !outcome.message) return;
      if (outcome.field === 'receipt') setFileError(outcome.message);
      else if (outcome.field in initial)
        setError(
          outcome.field as keyof EditRepairFields,
          { message: outcome.message },
          { shouldFocus: true },
        );
    }),
  );

  return (
    <form onSubmit={submit} noValidate className={formStyles.form}>
      {repairData.validation.state === 'validated' ? (
        <Alert
          variant="info"
          title={EDIT_REPAIR_COPY.validatedTitle(
            repairData.validation.contractorName ?? EDIT_REPAIR_COPY.theContractor,
          )}
        >
          {EDIT_REPAIR_COPY.validatedText}
        </Alert>
      ) : null}
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
          <Input type="date" max={completed ? today : undefined} {...register('date')} />
        </Field>
        <Field
          label={withReceiptMark(ADD_REPAIR_COPY.cost, reading.fromReceipt.has('cost'))}
          error={errors.cost?.message}
          disabled={working}
          className={css({ flex: '1' })}
        >
          {/* The spec's Edit Repair cost: a number input, step 0.01, minimum 0. */}
          <MoneyInput type="number" step="0.01" min="0" {...register('cost')} />
        </Field>
      </div>
      <Field
        id="repair-status"
        label={EDIT_REPAIR_COPY.status}
        error={errors.status?.message}
        disabled={working}
      >
        <Select
          items={EDITABLE_REPAIR_STATUSES}
          name={statusName}
          value={statusValue}
          onValueChange={(value) => changeStatus(value)}
        />
      </Field>
      <Field
        label={withReceiptMark(
          ADD_REPAIR_COPY.contractorName,
          reading.fromReceipt.has('contractorName'),
        )}
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
        <Textarea rows={4} {...register('description')} />
      </Field>
      <ReceiptField
        file={receipt.kind === 'replace' ? receipt.file : null}
        current={repairData.receipt}
        removingCurrent={receipt.kind === 'remove'}
        upload={upload}
        error={fileError}
        disabled={working}
        onChoose={(chosen) => {
          const check = checkReceiptFile(chosen);
          setFileError(check.ok ? null : check.message);
          if (check.ok) {
            setReceipt({ kind: 'replace', file: chosen });
            reading.read(chosen);
          }
        }}
        onClear={() => {
          setReceipt({ kind: 'keep' });
          setFileError(null);
          reading.cancel();
        }}
        onRemoveCurrent={() => {
          setReceipt({ kind: 'remove' });
          setFileError(null);
          reading.cancel();
        }}
        onKeepCurrent={() => setReceipt({ kind: 'keep' })}
        onCancelUpload={onCancelUpload}
        reading={<ReceiptReadingLine state={reading.state} onCancel={reading.cancel} />}
      />
      <div className={formStyles.actions}>
        <Button asChild variant="outline" disabled={working}>
          <Link to={backTo}>{EDIT_REPAIR_COPY.cancel}</Link>
        </Button>
        <Button type="submit" loading={working}>
          {working ? EDIT_REPAIR_COPY.submitting : EDIT_REPAIR_COPY.submit}
        </Button>
      </div>
    </form>
  );
}
