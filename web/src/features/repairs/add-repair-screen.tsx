/**
 * Add Repair (spec: Add Repair): the form for one property, its busy state and the
 * receipt's upload progress. Presentational: the page loads the property, uploads
 * the receipt and calls addRepair through `onSubmit`, and reports the upload through
 * `upload`.
 */
import { ArrowLeft } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { emptyRepairForm, repairFormSchema, type RepairFormValues } from '@homeledger/domain';
import { PageLoader } from '@/components/layout/page-loader';
import { FormActions } from '@/components/forms';
import { Alert, Button, UnsavedChangesPrompt } from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import type { SubmitOutcome } from '@/lib/forms/submit-outcome';
import { checkReceiptFile } from './receipt-file';
import { ReceiptField, type UploadState } from './receipt-field';
import type { ReceiptFillField } from './receipt-autofill';
import { ReceiptReadingLine } from './receipt-reading';
import type { ReceiptReader } from './read-receipt';
import { RepairFields, useRepairForm } from './repair-form';
import { PhotosField } from './photos-field';
import { usePhotoFiles } from './use-photo-files';
import { ADD_REPAIR_COPY } from './repair-copy';
import type { RepairPropertySummary } from './repair-types';
import { formStyles } from './repair-form-styles';
import { paths } from '@/lib/paths';

/** The form's values without the receipt: the chosen file travels beside them. */
export type AddRepairFormValues = Omit<RepairFormValues, 'receipt'>;

/** The date starts as today, which a receipt's date may replace until the user sets one. */
const REPLACEABLE: readonly ReceiptFillField[] = ['date'];

export type { SubmitOutcome } from '@/lib/forms/submit-outcome';

export interface AddRepairScreenProps {
  property: Loadable<RepairPropertySummary>;
  /** The user's calendar date `yyyy-MM-dd` (default date; completed repairs are not later). */
  today: string;
  /** Uploads the file and the photos (if any) and saves; resolves with a field error to show, or ok. */
  onSubmit: (
    values: AddRepairFormValues,
    file: File | null,
    photos: readonly File[],
  ) => Promise<SubmitOutcome>;
  upload: UploadState;
  onCancelUpload: () => void;
  defaultValues?: Partial<AddRepairFormValues>;
  /** Catalogue/test: a file already chosen. */
  defaultFile?: File | null;
  /** Photos of the work already chosen (a queued repair reopened, the catalogue). */
  defaultPhotos?: readonly File[];
  /** Makes a chosen photo of the work smaller (receipt-photo.ts prepareRepairPhoto); none: as chosen. */
  preparePhoto?: (file: File) => Promise<{ ok: true; file: File } | { ok: false; message: string }>;
  /** Catalogue/test: validate at once so the errors show. */
  validateOnMount?: boolean;
  /** Catalogue: show the busy state without a submit in flight. */
  busy?: boolean;
  /** Reads a chosen receipt to fill the form (read-receipt.ts); none: no reading. */
  readReceipt?: ReceiptReader;
  /**
   * Turns a chosen file into the one to keep (receipt-photo.ts: photos compressed, EXIF
   * gone) before it is checked, read and uploaded; none: the file as chosen.
   */
  prepareFile?: (file: File) => Promise<{ ok: true; file: File } | { ok: false; message: string }>;
  /** Offer "Take a photo of the receipt" (phones). */
  camera?: boolean;
  /** Open the camera at once (`?capture=receipt`). */
  openCamera?: boolean;
  /** A file handed in from outside (a share into the app): prepared and read like a chosen one. */
  initialFile?: File | null;
  /** Shown above the form (e.g. "editing a repair waiting to upload"). */
  notice?: ReactNode;
}

export function AddRepairScreen(props: AddRepairScreenProps) {
  const { property } = props;
  return (
    <section className={formStyles.page} aria-labelledby="add-repair-title">
      <Button asChild variant="ghost" size="sm" className={formStyles.back}>
        <Link to={paths.dashboard}>
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
            {props.notice}
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
  prepareFile,
  camera = false,
  openCamera = false,
  initialFile = null,
  defaultPhotos,
  preparePhoto,
}: AddRepairScreenProps) {
  const [file, setFile] = useState<File | null>(defaultFile);
  const photos = usePhotoFiles(defaultPhotos, preparePhoto);
  const [preparing, setPreparing] = useState(false);
  /** The latest choice: a slow compression of an earlier photo never replaces it. */
  const choice = useRef(0);
  const { form, reading, submit, fileError, setFileError } = useRepairForm<AddRepairFormValues>({
    schema: repairFormSchema,
    today,
    initial: () => {
      const { receipt: _receipt, ...empty } = emptyRepairForm(today);
      return { ...empty, ...defaultValues };
    },
    validateOnMount,
    readReceipt,
    replaceable: REPLACEABLE,
    readOnMount: defaultFile,
    save: (values) =>
      onSubmit(
        values,
        file,
        photos.items.map((item) => item.file),
      ),
  });

  const working =
    form.formState.isSubmitting ||
    busy ||
    preparing ||
    photos.preparing ||
    upload.status === 'uploading';

  const keep = (chosen: File) => {
    const check = checkReceiptFile(chosen);
    setFile(check.ok ? chosen : null);
    setFileError(check.ok ? null : check.message);
    if (check.ok) reading.read(chosen);
    else reading.cancel();
  };
  const [handedIn] = useState(initialFile);
  const choose = async (chosen: File) => {
    const mine = ++choice.current;
    if (!prepareFile) return keep(chosen);
    reading.cancel();
    setPreparing(true);
    const prepared = await prepareFile(chosen);
    if (mine !== choice.current) return;
    setPreparing(false);
    if (prepared.ok) keep(prepared.file);
    else {
      setFile(null);
      setFileError(prepared.message);
    }
  };
  // A handed-in file is taken once, as if chosen, after the first paint (an effect event:
  // `choose` is new each render).
  const takeHandedIn = useEffectEvent((handed: File) => {
    void Promise.resolve(handed).then(choose);
  });
  useEffect(() => {
    if (handedIn) takeHandedIn(handedIn);
  }, [handedIn]);

  return (
    <form onSubmit={submit} noValidate className={formStyles.form}>
      <UnsavedChangesPrompt
        dirty={(form.formState.isDirty || file !== null || photos.items.length > 0) && !working}
        text={ADD_REPAIR_COPY.discardText}
      />
      <RepairFields
        form={form}
        reading={reading}
        working={working}
        dateMax={today}
        contractorHint={ADD_REPAIR_COPY.contractorHint}
        descriptionPlaceholder={ADD_REPAIR_COPY.descriptionPlaceholder}
      />
      <ReceiptField
        file={file}
        upload={upload}
        error={fileError}
        disabled={working}
        camera={camera}
        openCameraOnMount={openCamera}
        preparing={preparing}
        onChoose={(chosen) => void choose(chosen)}
        onClear={() => {
          choice.current++;
          setPreparing(false);
          setFile(null);
          setFileError(null);
          reading.cancel();
        }}
        onCancelUpload={onCancelUpload}
        reading={<ReceiptReadingLine reading={reading} />}
      />
      <PhotosField
        photos={photos.items}
        onAdd={photos.add}
        onRemove={photos.remove}
        disabled={working}
        camera={camera}
        preparing={photos.preparing}
        error={photos.error}
      />
      <FormActions
        layout="page"
        working={working}
        submitLabel={ADD_REPAIR_COPY.submit}
        workingLabel={ADD_REPAIR_COPY.submitting}
      />
    </form>
  );
}
