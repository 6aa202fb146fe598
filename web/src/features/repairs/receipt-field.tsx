/**
 * The receipt control of the repair forms: "Select Receipt" / "Change Receipt", the
 * chosen file's name, and while the file uploads a progress bar with a Cancel.
 * Presentational: the form holds the chosen file, the page runs the upload.
 */
import { FileText, Paperclip, Trash2, Undo2, X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { RECEIPT_ACCEPT } from '@homeledger/domain';
import { Button, HiddenFileInput, TapButton, visuallyHiddenClass } from '@/components/ui';
import { CameraPicker } from './camera-picker';
import { CancellableProgress } from './cancellable-progress';
import { formatFileSize } from './receipt-file';
import { ADD_REPAIR_COPY, RECEIPT_COPY } from './repair-copy';

/** The page's upload of the chosen file. */
export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'failed'; message: string };

export const UPLOAD_IDLE: UploadState = { status: 'idle' };

export interface ReceiptFieldProps {
  /** The file chosen in this form, if any. */
  file: Pick<File, 'name' | 'size'> | null;
  /** Edit Repair: the receipt the repair has now. */
  current?: { name: string } | null;
  /** Edit Repair: the current receipt will be removed on save. */
  removingCurrent?: boolean;
  upload: UploadState;
  /** Why the chosen file cannot be used (checked on choice, or refused by the server). */
  error?: string | null;
  disabled: boolean;
  onChoose: (file: File) => void;
  /** Drop the chosen file (Edit Repair: back to the current receipt). */
  onClear: () => void;
  /** Edit Repair: remove the current receipt / keep it after all. */
  onRemoveCurrent?: () => void;
  onKeepCurrent?: () => void;
  onCancelUpload: () => void;
  /** Reading the chosen receipt into the form: progress and outcome (receipt-reading.tsx). */
  reading?: ReactNode;
  /**
   * Add Repair: offer "Take a photo of the receipt" (an image input with `capture`), shown
   * on touch and narrow screens; the file picker stays.
   */
  camera?: boolean;
  /** Open the camera as the form opens (`?capture=receipt`); the button gets focus if the browser refuses. */
  openCameraOnMount?: boolean;
  /** A chosen photo is being compressed. */
  preparing?: boolean;
}

export function ReceiptField(props: ReceiptFieldProps) {
  const { file, current = null, removingCurrent = false, upload, error, disabled } = props;
  const input = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const cameraButton = useRef<HTMLButtonElement>(null);
  const openOnMount = Boolean(props.camera && props.openCameraOnMount);
  useEffect(() => {
    if (!openOnMount) return;
    // Browsers open a file chooser only after a tap; without one this click does nothing and
    // the focused button leaves the camera one tap away.
    cameraButton.current?.focus();
    cameraInput.current?.click();
  }, [openOnMount]);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const uploading = upload.status === 'uploading';
  const hasSomething = Boolean(file) || (Boolean(current) && !removingCurrent);
  const choose = ([chosen]: File[]) => {
    if (chosen) props.onChoose(chosen);
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}
    >
      <span id={labelId} className={labelClass}>
        {ADD_REPAIR_COPY.receipt}
      </span>
      <HiddenFileInput
        ref={input}
        accept={RECEIPT_ACCEPT}
        aria-label="Receipt file"
        disabled={disabled}
        onFiles={choose}
      />
      <div className={styles.row}>
        {props.camera ? (
          <CameraPicker
            label={RECEIPT_COPY.takePhoto}
            inputLabel="Receipt photo"
            variant="solid"
            disabled={disabled}
            onFiles={choose}
            inputRef={cameraInput}
            buttonRef={cameraButton}
          />
        ) : null}
        <TapButton
          variant="outline"
          icon={Paperclip}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {hasSomething ? RECEIPT_COPY.change : RECEIPT_COPY.select}
        </TapButton>
        <FileLine {...props} />
      </div>
      <p id={hintId} className={styles.hint}>
        {ADD_REPAIR_COPY.receiptHint}
      </p>
      {props.preparing ? (
        <p className={styles.hint} role="status">
          {RECEIPT_COPY.preparing}
        </p>
      ) : null}
      {props.reading}
      {uploading ? (
        <UploadProgress progress={upload.progress} onCancel={props.onCancelUpload} />
      ) : null}
      {upload.status === 'failed' ? (
        <p className={styles.error} role="alert">
          Receipt upload failed: {upload.message}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function FileLine({
  file,
  current = null,
  removingCurrent = false,
  disabled,
  onClear,
  onRemoveCurrent,
  onKeepCurrent,
}: ReceiptFieldProps) {
  if (file) {
    return (
      <span className={styles.file}>
        <FileText aria-hidden="true" size={16} className={css({ flexShrink: '0' })} />
        <span className={styles.fileName}>
          <span className={visuallyHiddenClass}>{RECEIPT_COPY.selected} </span>
          {file.name}
        </span>
        <span className={styles.size}>({formatFileSize(file.size)})</span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={current ? RECEIPT_COPY.keep : RECEIPT_COPY.clear}
          title={current ? RECEIPT_COPY.keep : RECEIPT_COPY.clear}
          disabled={disabled}
          onClick={onClear}
        >
          <X aria-hidden="true" />
        </Button>
      </span>
    );
  }
  if (current && removingCurrent) {
    return (
      <span className={styles.file}>
        <span className={styles.muted}>{RECEIPT_COPY.willRemove}</span>
        <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={onKeepCurrent}>
          <Undo2 aria-hidden="true" />
          {RECEIPT_COPY.keep}
        </Button>
      </span>
    );
  }
  if (current) {
    return (
      <span className={styles.file}>
        <FileText aria-hidden="true" size={16} className={css({ flexShrink: '0' })} />
        <span className={styles.fileName}>
          <span className={visuallyHiddenClass}>{RECEIPT_COPY.current} </span>
          {current.name}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className={css({ color: 'danger.text' })}
          disabled={disabled}
          onClick={onRemoveCurrent}
        >
          <Trash2 aria-hidden="true" />
          {RECEIPT_COPY.remove}
        </Button>
      </span>
    );
  }
  return <span className={styles.muted}>{RECEIPT_COPY.none}</span>;
}

function UploadProgress({ progress, onCancel }: { progress: number; onCancel: () => void }) {
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <CancellableProgress
      text={
        <div className={styles.progressText}>
          <span>{RECEIPT_COPY.uploading}…</span>
          <span aria-hidden="true">{percent}%</span>
        </div>
      }
      label={RECEIPT_COPY.uploading}
      percent={percent}
      cancelLabel={RECEIPT_COPY.cancelUpload}
      onCancel={onCancel}
    />
  );
}

const labelClass = field().label;

const styles = {
  row: css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' }),
  file: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    minW: '0',
    maxW: 'full',
    fontSize: 'sm',
  }),
  fileName: css({ fontWeight: 'medium', minW: '0', overflowWrap: 'anywhere' }),
  size: css({ color: 'fg.muted', whiteSpace: 'nowrap' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
  hint: css({ color: 'fg.muted', fontSize: 'sm' }),
  error: css({ color: 'danger.text', fontSize: 'sm' }),
  progressText: css({
    display: 'flex',
    justifyContent: 'space-between',
    fontSize: 'sm',
    color: 'fg.muted',
    mb: '1',
  }),
};
