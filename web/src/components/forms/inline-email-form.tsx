/**
 * One email and one button on a line (Share with a realtor, Transfer this home): the
 * field takes the room, the button sits level with the input when the form has room for
 * both and under it otherwise. "Room" is the form's own width (a container query), not the
 * viewport's: on the property page the form sits in a 20rem side column at desktop widths,
 * where a viewport breakpoint squeezed the field to a few characters.
 */
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Field, Input } from '@/components/ui';

export function InlineEmailForm({
  onSubmit,
  label,
  placeholder,
  error,
  disabled,
  input,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  label: ReactNode;
  placeholder: string;
  error: string | undefined;
  disabled: boolean;
  /** The field's registration (`register('email')`). */
  input: ComponentProps<typeof Input>;
  /** The submit button; `inlineSubmit` is its class. */
  children: ReactNode;
}) {
  return (
    <div className={styles.room}>
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        <Field label={label} error={error} className={styles.field}>
          <Input
            type="email"
            autoComplete="off"
            inputMode="email"
            placeholder={placeholder}
            disabled={disabled}
            {...input}
          />
        </Field>
        {children}
      </form>
    </div>
  );
}

// Side by side from a 28rem form up: a whole email address (~14rem) beside the longer
// button ("Transfer this home").
/** The button's place beside the field (level with the input, below the label). */
export const inlineSubmit = css({ flexShrink: '0', mt: { '@/md': '7' } });

const styles = {
  room: css({ containerType: 'inline-size' }),
  form: css({
    display: 'flex',
    flexDirection: { base: 'column', '@/md': 'row' },
    alignItems: { base: 'stretch', '@/md': 'flex-start' },
    gap: '3',
  }),
  field: css({ flex: '1', minW: '0' }),
};
