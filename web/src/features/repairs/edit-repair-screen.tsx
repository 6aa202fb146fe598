/**
 * Edit Repair (spec: Edit Repair): the repair's form prefilled (a stored service type
 * maps back to its type, else Other with the text; any status but In Progress edits as
 * Completed), the receipt kept, removed or replaced, photos of the work added (compressed
 * like Add Repair's) or removed, and the load / not found / permission states.
 * Presentational: the page loads the repair, uploads a new receipt and new photos and calls
 * updateRepair through `onSubmit`.
 */
import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import {
  EDITABLE_REPAIR_STATUSES,
  centsToDollarString,
  editRepairFormSchema,
  editableStatus,
  serviceTypeFromStored,
  can,
  repairChangeRefusal,
  type HouseholdRole,
  type EditRepairFormValues,
  validatedByLabel,
} from '@homeledger/domain';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoader } from '@/components/layout/page-loader';
import { FormActions, SelectField } from '@/components/forms';
import { Alert, Button, UnsavedChangesPrompt } from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import type { SubmitOutcome } from '@/lib/forms/submit-outcome';
import { checkReceiptFile } from './receipt-file';
import { ReceiptField, type UploadState } from './receipt-field';
import type { ReceiptFillField } from './receipt-autofill';
import { ReceiptReadingLine } from './receipt-reading';
import type { ReceiptReader } from './read-receipt';
import { RepairFields, useRepairForm } from './repair-form';
import { ADD_REPAIR_COPY, EDIT_REPAIR_COPY } from './repair-copy';
import { formStyles } from './repair-form-styles';
import { PhotosField, type PhotoItem } from './photos-field';
import { usePhotoFiles } from './use-photo-files';
import type { RepairDetail } from './repair-types';
import { paths } from '@/lib/paths';

export type { SubmitOutcome } from '@/lib/forms/submit-outcome';

/** The form's values without the receipt: the receipt choice travels beside them. */
export type EditRepairFields = Omit<EditRepairFormValues, 'receipt'>;

/** What happens to the repair's receipt on save (updateRepair's three states). */
/** The stored repair's values are the user's own: a receipt fills only blank fields. */
const REPLACEABLE: readonly ReceiptFillField[] = [];

export type ReceiptChoice = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; file: File };

/**
 * The photos on save: null when unchanged (updateRepair leaves them out), else the stored
 * paths kept, in order, and the new files to upload after them. A stored photo left out is
 * deleted by updateRepair once saved, as a replaced receipt is.
 */
export type PhotosChoice = { kept: string[]; added: File[] } | null;

type PreparePhoto = (
  file: File,
) => Promise<{ ok: true; file: File } | { ok: false; message: string }>;

export interface EditRepairScreenProps {
  /** `ready(null)`: missing, or not readable by this user. */
  repair: Loadable<RepairDetail | null>;
  currentUid: string;
  /**
   * The reader's role on the repair's home once it is read (issue #31): a co-owner edits like
   * the owner. Absent: the repair's own owner field decides.
   */
  role?: HouseholdRole | null;
  /** The home's owner as read now (with `role`). */
  homeOwnerId?: string | null;
  /** The user's calendar date `yyyy-MM-dd` (a completed repair is not later). */
  today: string;
  onSubmit: (
    values: EditRepairFields,
    receipt: ReceiptChoice,
    photos: PhotosChoice,
  ) => Promise<SubmitOutcome>;
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
  /**
   * Makes a chosen photo smaller and drops its EXIF before it is checked, read and uploaded
   * (receipt-photo.ts prepareReceiptFile), as Add Repair does; none: the file as chosen.
   */
  prepareFile?: (file: File) => Promise<{ ok: true; file: File } | { ok: false; message: string }>;
  /** Makes a new photo of the work smaller, EXIF gone (receipt-photo.ts), as Add Repair does. */
  preparePhoto?: PreparePhoto;
  /** A stored photo's thumbnail (the page reads it from Storage); none: no photos field. */
  renderStoredPhoto?: (path: string, alt: string) => ReactNode;
  /** Offer "Take a Photo" (phones). */
  camera?: boolean;
}

/** Where Back and Cancel go: the repair's property, or the dashboard when it is unknown. */
export function editRepairBackPath(repair: Loadable<RepairDetail | null>): string {
  return repair.status === 'ready' && repair.data?.propertyId
    ? paths.property(repair.data.propertyId)
    : paths.dashboard;
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
  // The repair's own copy of its home's owner; the server checks the home itself.
  const refusal =
    repair.status === 'ready' && repair.data
      ? props.role === undefined
        ? repairChangeRefusal(repair.data, null, currentUid)
        : !can(props.role, 'edit')
          ? 'not-owner'
          : repairChangeRefusal(
              repair.data,
              props.homeOwnerId ?? repair.data.ownerId,
              props.homeOwnerId ?? repair.data.ownerId,
            )
      : null;
  return (
    <section className={formStyles.page} aria-labelledby="edit-repair-title">
      <PageHeader
        title={EDIT_REPAIR_COPY.title}
        titleId="edit-repair-title"
        back={{
          label: backTo === paths.dashboard ? ADD_REPAIR_COPY.back : EDIT_REPAIR_COPY.back,
          to: backTo,
        }}
      />
      {repair.status === 'loading' ? (
        <PageLoader />
      ) : repair.status === 'error' ? (
        <Stop variant="danger" text={EDIT_REPAIR_COPY.loadFailed} />
      ) : repair.data === null ? (
        <Stop variant="warning" text={EDIT_REPAIR_COPY.notFound} />
      ) : refusal === 'not-owner' ? (
        <Stop variant="danger" text={EDIT_REPAIR_COPY.notAllowed} />
      ) : refusal === 'previous-owner' ? (
        <Stop variant="warning" text={EDIT_REPAIR_COPY.previousOwnerRecord} />
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
        <Link to={paths.dashboard}>{EDIT_REPAIR_COPY.returnToDashboard}</Link>
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
  prepareFile,
  preparePhoto,
  renderStoredPhoto,
  camera,
}: EditRepairScreenProps & { repairData: RepairDetail; backTo: string }) {
  const [receipt, setReceipt] = useState<ReceiptChoice>(defaultReceipt);
  const stored = repairData.photos ?? [];
  const [kept, setKept] = useState<readonly string[]>(stored);
  const newPhotos = usePhotoFiles([], preparePhoto, kept.length);
  const photosChanged = newPhotos.items.length > 0 || kept.length !== stored.length;
  const photoItems: PhotoItem[] = [
    ...kept.map((path) => ({ key: path, path })),
    ...newPhotos.items,
  ];
  const removePhoto = (key: string) => {
    if (kept.includes(key)) setKept((now) => now.filter((path) => path !== key));
    else newPhotos.remove(key);
  };
  const { form, reading, submit, fileError, setFileError } = useRepairForm<EditRepairFields>({
    schema: editRepairFormSchema,
    today,
    initial: () => ({ ...editFormValues(repairData), ...defaultValues }),
    validateOnMount,
    readReceipt,
    replaceable: REPLACEABLE,
    readOnMount: defaultReceipt.kind === 'replace' ? defaultReceipt.file : null,
    save: (values) =>
      onSubmit(
        values,
        receipt,
        photosChanged ? { kept: [...kept], added: newPhotos.items.map((item) => item.file) } : null,
      ),
  });
  const {
    control,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  const working = isSubmitting || busy || upload.status === 'uploading' || newPhotos.preparing;
  const completed = useWatch({ control, name: 'status' }) === 'completed';

  return (
    <form onSubmit={submit} noValidate className={formStyles.form}>
      {/* Cancel and Back are links: with changes, the guard asks before either leaves. */}
      <UnsavedChangesPrompt
        dirty={(isDirty || receipt.kind !== 'keep' || photosChanged) && !working}
        text={EDIT_REPAIR_COPY.discardText}
      />
      {repairData.validation.state === 'validated' ? (
        <Alert
          variant="info"
          // The one mark, saying what was checked (#33), as on every other screen.
          title={validatedByLabel(repairData.validation) ?? undefined}
        >
          {EDIT_REPAIR_COPY.validatedText}
        </Alert>
      ) : null}
      <RepairFields
        form={form}
        reading={reading}
        working={working}
        dateMax={completed ? today : undefined}
        // The spec's Edit Repair cost: a number input, step 0.01, minimum 0.
        costInput={{ type: 'number', step: '0.01', min: '0' }}
      >
        <SelectField
          control={control}
          name="status"
          id="repair-status"
          label={EDIT_REPAIR_COPY.status}
          items={EDITABLE_REPAIR_STATUSES}
          error={errors.status?.message}
          disabled={working}
        />
      </RepairFields>
      <ReceiptField
        file={receipt.kind === 'replace' ? receipt.file : null}
        current={repairData.receipt}
        removingCurrent={receipt.kind === 'remove'}
        upload={upload}
        error={fileError}
        disabled={working}
        onChoose={(picked) => {
          void (async () => {
            const prepared = prepareFile
              ? await prepareFile(picked)
              : { ok: true as const, file: picked };
            if (!prepared.ok) {
              setFileError(prepared.message);
              return;
            }
            const chosen = prepared.file;
            const check = checkReceiptFile(chosen);
            setFileError(check.ok ? null : check.message);
            if (check.ok) {
              setReceipt({ kind: 'replace', file: chosen });
              reading.read(chosen);
            }
          })();
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
        reading={<ReceiptReadingLine reading={reading} />}
      />
      {renderStoredPhoto ? (
        <PhotosField
          photos={photoItems}
          onAdd={newPhotos.add}
          onRemove={removePhoto}
          disabled={isSubmitting || busy || upload.status === 'uploading'}
          camera={camera}
          preparing={newPhotos.preparing}
          error={newPhotos.error}
          renderStored={renderStoredPhoto}
        />
      ) : null}
      <FormActions
        layout="page"
        working={working}
        submitLabel={EDIT_REPAIR_COPY.submit}
        workingLabel={EDIT_REPAIR_COPY.submitting}
        cancelLabel={EDIT_REPAIR_COPY.cancel}
        cancelTo={backTo}
      />
    </form>
  );
}
