/**
 * "Photos of the work" on the repair forms (issue #32): thumbnails of the photos the repair
 * will have, each with a Remove, an "Add Photos" picker (several at once) and, on phones,
 * "Take a Photo" (the camera). Presentational: the form holds the list and prepares (compresses)
 * new photos; a photo already on the repair is shown by `renderStored`.
 */
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { REPAIR_PHOTO_ACCEPT, REPAIR_PHOTOS_MAX } from '@homeledger/domain';
import { Button, HiddenFileInput, TapButton } from '@/components/ui';
import { CameraPicker } from './camera-picker';
import { PHOTOS_COPY } from './repair-copy';

/** One photo of the list: a new file (not uploaded yet) or one the repair has (its path). */
export type PhotoItem = { key: string; file: File } | { key: string; path: string };

export interface PhotosFieldProps {
  photos: readonly PhotoItem[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  disabled: boolean;
  /** Offer "Take a Photo" (phones). */
  camera?: boolean;
  preparing?: boolean;
  error?: string | null;
  /** A stored photo's thumbnail (Edit Repair). */
  renderStored?: (path: string, alt: string) => ReactNode;
}

/** A chosen file's thumbnail through a `blob:` URL, revoked when it goes. */
function FileThumb({ file, alt }: { file: File; alt: string }) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    if (img.current) img.current.src = made;
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return <img ref={img} alt={alt} className={styles.img} />;
}

export function PhotosField(props: PhotosFieldProps) {
  const { photos, disabled } = props;
  const picker = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const full = photos.length >= REPAIR_PHOTOS_MAX;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hintId}
      className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}
    >
      <span id={labelId} className={field().label}>
        {PHOTOS_COPY.label}
      </span>
      <HiddenFileInput
        ref={picker}
        multiple
        accept={REPAIR_PHOTO_ACCEPT}
        aria-label="Photos of the work"
        disabled={disabled || full}
        onFiles={props.onAdd}
      />
      {photos.length > 0 ? (
        <ul
          className={styles.grid}
          aria-label={PHOTOS_COPY.count(photos.length, REPAIR_PHOTOS_MAX)}
        >
          {photos.map((photo, index) => {
            const alt = PHOTOS_COPY.alt(index + 1);
            return (
              <li key={photo.key} className={styles.cell}>
                {'file' in photo ? (
                  <FileThumb file={photo.file} alt={alt} />
                ) : (
                  props.renderStored?.(photo.path, alt)
                )}
                <Button
                  type="button"
                  variant="solid"
                  size="sm"
                  className={styles.remove}
                  aria-label={PHOTOS_COPY.remove(index + 1)}
                  title={PHOTOS_COPY.remove(index + 1)}
                  disabled={disabled}
                  onClick={() => props.onRemove(photo.key)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className={styles.row}>
        {props.camera ? (
          <CameraPicker
            label={PHOTOS_COPY.take}
            inputLabel="Photo of the work"
            variant="outline"
            disabled={disabled || full}
            onFiles={props.onAdd}
          />
        ) : null}
        <TapButton
          variant="outline"
          icon={ImagePlus}
          disabled={disabled || full}
          onClick={() => picker.current?.click()}
        >
          {PHOTOS_COPY.add}
        </TapButton>
      </div>
      <p id={hintId} className={styles.hint}>
        {full ? PHOTOS_COPY.full(REPAIR_PHOTOS_MAX) : PHOTOS_COPY.hint(REPAIR_PHOTOS_MAX)}
      </p>
      {props.preparing ? (
        <p className={styles.hint} role="status">
          {PHOTOS_COPY.preparing}
        </p>
      ) : null}
      {props.error ? (
        <p className={styles.error} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

const styles = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
    gap: '2',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  cell: css({
    position: 'relative',
    aspectRatio: '1',
    borderRadius: 'md',
    overflow: 'hidden',
    bg: 'bg.muted',
    borderWidth: '1px',
    borderColor: 'border.default',
  }),
  img: css({ w: 'full', h: 'full', objectFit: 'cover', display: 'block' }),
  /** 44 px on phones (one thumb), smaller with a mouse. */
  remove: css({
    position: 'absolute',
    top: '1',
    right: '1',
    minW: { base: '11', md: '7' },
    h: { base: '11', md: '7' },
    px: '0',
    borderRadius: 'full',
  }),
  row: css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' }),
  hint: css({ color: 'fg.muted', fontSize: 'sm' }),
  error: css({ color: 'danger.text', fontSize: 'sm' }),
};
