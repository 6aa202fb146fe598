/**
 * A form's footer: Cancel (a button or a link back) and the submit button, which shows
 * the busy label and is disabled while a save runs. On a phone the buttons stack, the
 * submit on top.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { Button } from '@/components/ui';

export interface FormActionsProps {
  /** A save is running: Cancel is disabled and the submit shows `workingLabel`. */
  working: boolean;
  submitLabel: ReactNode;
  workingLabel: ReactNode;
  /** Shown before the submit label while not working (an icon). */
  submitIcon?: ReactNode;
  /** Overrides the submit's label whatever `working` is (e.g. "Uploading..."). */
  statusLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Cancel as a button (with `cancelLabel`)… */
  onCancel?: () => void;
  /** …or as a link back. Neither: no Cancel. */
  cancelTo?: string;
  /** `compact`: the tighter spacing of the small request dialogs; `page`: a full-page form. */
  layout?: 'dialog' | 'compact' | 'page';
  /** Extra spacing where the form around it asks for it. */
  className?: string;
}

export function FormActions({
  working,
  submitLabel,
  workingLabel,
  submitIcon,
  statusLabel,
  cancelLabel,
  onCancel,
  cancelTo,
  layout = 'dialog',
  className,
}: FormActionsProps) {
  return (
    <div className={cx(styles[layout], className)}>
      {cancelTo !== undefined ? (
        <Button asChild variant="outline" disabled={working}>
          <Link to={cancelTo}>{cancelLabel}</Link>
        </Button>
      ) : onCancel ? (
        <Button type="button" variant="outline" disabled={working} onClick={onCancel}>
          {cancelLabel}
        </Button>
      ) : null}
      <Button type="submit" loading={working}>
        {working ? null : submitIcon}
        {statusLabel ?? (working ? workingLabel : submitLabel)}
      </Button>
    </div>
  );
}

const styles = {
  dialog: css({
    display: 'flex',
    flexDirection: { base: 'column-reverse', sm: 'row' },
    justifyContent: 'flex-end',
    gap: '3',
    pt: '2',
    '& > *': { width: { base: 'full', sm: 'auto' } },
  }),
  compact: css({
    display: 'flex',
    flexDirection: { base: 'column-reverse', sm: 'row' },
    justifyContent: 'flex-end',
    gap: '2',
  }),
  page: css({
    display: 'flex',
    justifyContent: 'flex-end',
    gap: '3',
    mt: '2',
    flexWrap: 'wrap',
    '& > *': { flex: { base: '1 1 auto', sm: 'none' } },
  }),
};
