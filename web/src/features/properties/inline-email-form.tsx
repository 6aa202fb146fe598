/**
 * One email and one button on a line (Share with a realtor, Transfer this home): the
 * field takes the room, the button sits level with the input from `sm` up and under it
 * on a phone.
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
  );
}

/** The button's place beside the field. */
export const inlineSubmit = css({ flexShrink: '0', mt: { sm: '7' } });

const styles = {
  form: css({
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: 'stretch', sm: 'flex-start' },
    gap: '3',
  }),
  field: css({ flex: '1', minW: '0' }),
};
