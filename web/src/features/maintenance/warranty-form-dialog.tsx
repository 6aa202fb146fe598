/**
 * Add / Edit Warranty: item, provider, start date, a length or an end date, coverage
 * notes, transferable, and a document (PDF/JPG/PNG ≤ 10 MB, the receipt rules). The
 * chosen file is uploaded by the page on save (`onSubmit` gets it), then the callable
 * re-checks it in Storage. Presentational.
 */
import { FileText, Paperclip, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { css } from 'styled-system/css';
import {
  RECEIPT_ACCEPT,
  RECEIPT_MAX_BYTES,
  WARRANTY_MESSAGES,
  WarrantyFormSchema,
  receiptContentType,
  type CallableRequest,
  type Warranty,
} from '@homeledger/domain';
import {
  CountUnitFields,
  FormActions,
  RadioGroupField,
  formLayout,
  useDialogForm,
  TextField,
} from '@/components/forms';
import {
  Button,
  Field,
  FormDialog,
  Input,
  Textarea,
  type FormDialogBody,
  type EntityFormDialogProps,
} from '@/components/ui';
import { formStateResolver } from '@/lib/forms/form-state-resolver';
import { fieldFailure, type SubmitOutcome } from '@/lib/forms/submit-outcome';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import { WARRANTY_FORM_COPY as COPY, WARRANTY_LENGTH_UNIT_ITEMS } from './maintenance-copy';
import { styles } from './task-form-dialog';

export interface WarrantyFormState {
  item: string;
  provider: string;
  startDate: string;
  coverage: 'length' | 'end';
  lengthCount: string;
  lengthUnit: 'months' | 'years';
  endDate: string;
  notes: string;
  transferable: 'yes' | 'no';
}

/** The form's fields as `addWarranty` / `updateWarranty` take them (the schema's input). */
export type WarrantyValues = Omit<CallableRequest<'updateWarranty'>, 'warrantyId' | 'document'>;

/** What the page saves: the schema's input (without the document) plus the file choice. */
export interface WarrantySubmission {
  values: WarrantyValues;
  /** A newly chosen file to upload, or null. */
  file: File | null;
  /** Edit: remove the current document. */
  removeDocument: boolean;
}

export interface WarrantyFormDialogProps extends EntityFormDialogProps<WarrantyFormState> {
  warranty: Warranty | null;
  onSubmit: (submission: WarrantySubmission, warranty: Warranty | null) => Promise<SubmitOutcome>;
  /** Catalogue: the label shown while the page uploads the document. */
  uploading?: boolean;
}

export function warrantyFormState(warranty: Warranty | null, today: string): WarrantyFormState {
  return {
    item: warranty?.item ?? '',
    provider: warranty?.provider ?? '',
    startDate: warranty?.startDate ?? today,
    coverage: warranty?.coverage ?? 'length',
    lengthCount: warranty?.lengthCount ? String(warranty.lengthCount) : '1',
    lengthUnit: warranty?.lengthUnit ?? 'years',
    endDate: warranty?.coverage === 'end' ? warranty.endDate : '',
    notes: warranty?.notes ?? '',
    transferable: warranty && !warranty.transferable ? 'no' : 'yes',
  };
}

export function warrantyFormInput(state: WarrantyFormState): WarrantyValues {
  return {
    item: state.item,
    provider: state.provider,
    startDate: state.startDate,
    coverage: state.coverage,
    lengthCount: state.lengthCount,
    lengthUnit: state.lengthUnit,
    endDate: state.endDate,
    notes: state.notes,
    transferable: state.transferable === 'yes',
    repairId: null,
  };
}

const resolver = formStateResolver(
  WarrantyFormSchema,
  (state: WarrantyFormState) => ({ ...warrantyFormInput(state), document: null }),
  (path) => (path?.split('.')[0] ?? 'item') as keyof WarrantyFormState,
);

/** Why a chosen file cannot be a warranty document, or null. */
export function documentProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!receiptContentType(file.name, file.type)) return WARRANTY_MESSAGES.documentType;
  if (file.size > RECEIPT_MAX_BYTES) return WARRANTY_MESSAGES.documentTooLarge;
  if (file.size < 1) return WARRANTY_MESSAGES.document;
  return null;
}

export function WarrantyFormDialog(props: WarrantyFormDialogProps) {
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={props.warranty ? COPY.editTitle : COPY.addTitle}
      description={COPY.description}
      discardText={COPY.discardText}
    >
      {(body) => <WarrantyForm key={props.warranty?.id ?? 'new'} {...props} {...body} />}
    </FormDialog>
  );
}

function WarrantyForm({
  warranty,
  today,
  onSubmit,
  validateOnMount = false,
  defaultValues,
  busy = false,
  uploading = false,
  ...body
}: WarrantyFormDialogProps & FormDialogBody) {
  const [file, setFile] = useState<File | null>(null);
  const [removeDocument, setRemoveDocument] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const {
    register,
    control,
    handleSubmit,
    showFailure,
    working,
    formState: { errors },
  } = useDialogForm<WarrantyFormState>({
    initial: () => warrantyFormState(warranty, today),
    defaultValues,
    resolver,
    validateOnMount,
    busy,
    dirtyBesides: file !== null || removeDocument,
    body,
  });
  const currentCoverage = useWatch({ control, name: 'coverage' });

  const submit = useSingleFlightSubmit(
    handleSubmit(async (state) => {
      if (fileError) return;
      const outcome = await onSubmit(
        { values: warrantyFormInput(state), file, removeDocument },
        warranty,
      );
      const failure = fieldFailure(outcome);
      if (failure?.field === 'document') setFileError(failure.message);
      else showFailure(outcome);
    }),
  );

  const shownDocument = file ? file.name : !removeDocument ? warranty?.document?.name : null;

  return (
    <form onSubmit={submit} noValidate className={formLayout.form}>
      <TextField
        register={register}
        name="item"
        label={COPY.item}
        error={errors.item?.message}
        disabled={working}
        required
        maxLength={100}
        placeholder={COPY.itemPlaceholder}
      />
      <TextField
        register={register}
        name="provider"
        label={COPY.provider}
        error={errors.provider?.message}
        disabled={working}
        maxLength={100}
        placeholder={COPY.providerPlaceholder}
      />
      <Field label={COPY.startDate} error={errors.startDate?.message} disabled={working} required>
        <Input type="date" {...register('startDate')} />
      </Field>
      <RadioGroupField
        control={control}
        name="coverage"
        label={COPY.coverage}
        items={[
          { value: 'length', label: COPY.byLength },
          { value: 'end', label: COPY.byEnd },
        ]}
        disabled={working}
      />
      {currentCoverage === 'length' ? (
        <div className={formLayout.row}>
          <CountUnitFields
            control={control}
            register={register}
            count={{
              name: 'lengthCount',
              label: COPY.length,
              error: errors.lengthCount?.message,
              maxLength: 3,
            }}
            unit={{
              name: 'lengthUnit',
              id: 'warranty-length-unit',
              label: COPY.lengthUnit,
              items: WARRANTY_LENGTH_UNIT_ITEMS,
            }}
            disabled={working}
          />
        </div>
      ) : (
        <Field label={COPY.endDate} error={errors.endDate?.message} disabled={working} required>
          <Input type="date" {...register('endDate')} />
        </Field>
      )}
      <Field label={COPY.notes} error={errors.notes?.message} disabled={working}>
        <Textarea rows={3} placeholder={COPY.notesPlaceholder} {...register('notes')} />
      </Field>
      <RadioGroupField
        control={control}
        name="transferable"
        label={COPY.transferable}
        items={[
          { value: 'yes', label: COPY.transferableYes },
          { value: 'no', label: COPY.transferableNo },
        ]}
        disabled={working}
      />
      <div className={styles.fieldset}>
        <label htmlFor={fileId} className={styles.legend}>
          {COPY.document}
        </label>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={working}
            onClick={() => fileInput.current?.click()}
          >
            <Paperclip size={16} aria-hidden="true" />
            {shownDocument ? 'Change Document' : 'Select Document'}
          </Button>
          {shownDocument ? (
            <span
              className={css({
                display: 'inline-flex',
                gap: '1',
                alignItems: 'center',
                fontSize: 'sm',
                overflowWrap: 'anywhere',
              })}
            >
              <FileText size={16} aria-hidden="true" /> {shownDocument}
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={COPY.removeDocument}
                disabled={working}
                onClick={() => {
                  if (file) setFile(null);
                  else setRemoveDocument(true);
                  setFileError(null);
                }}
              >
                <X size={16} aria-hidden="true" />
              </Button>
            </span>
          ) : null}
        </div>
        <input
          id={fileId}
          ref={fileInput}
          type="file"
          accept={RECEIPT_ACCEPT}
          className={css({ srOnly: true })}
          aria-describedby={`${fileId}-hint`}
          disabled={working}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!chosen) return;
            setFile(chosen);
            setFileError(documentProblem(chosen));
          }}
        />
        <p id={`${fileId}-hint`} className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {COPY.documentHint}
        </p>
        {fileError ? (
          <p role="alert" className={styles.error}>
            {fileError}
          </p>
        ) : null}
      </div>
      <FormActions
        working={working}
        submitLabel={warranty ? COPY.save : COPY.add}
        workingLabel={COPY.saving}
        statusLabel={uploading ? COPY.uploading : undefined}
        cancelLabel={COPY.cancel}
        onCancel={body.onCancel}
      />
    </form>
  );
}
