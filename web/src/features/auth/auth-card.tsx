import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { PageMeta } from '@/components/layout/page-meta';
import { Button, Field, Input } from '@/components/ui';
import { useHydrating } from '@/lib/use-hydrating';
import { AUTH_EMAIL_FIELD_COPY } from './auth-email-field-copy';

/**
 * Centred card shared by the login, registration and password-reset screens: the
 * page's meta, its heading, the form, and the way to the other auth page below.
 */
export function AuthCard({
  copy,
  children,
  footer,
  wide = false,
}: {
  /** The page's heading and meta, from its copy module. */
  copy: { title: string; subtitle: ReactNode; metaTitle: string; metaDescription: string };
  children: ReactNode;
  /** "Don't have an account? Sign up", with the link. */
  footer: { prompt: string; link: string; to: string };
  wide?: boolean;
}) {
  return (
    <div
      className={css({
        px: '4',
        py: { base: '8', md: '16' },
        display: 'flex',
        justifyContent: 'center',
      })}
    >
      <div
        className={css({
          w: 'full',
          maxW: wide ? 'xl' : 'md',
          bg: 'bg.default',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'l3',
          boxShadow: 'sm',
          p: { base: '6', md: '8' },
        })}
      >
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', letterSpacing: '-0.01em' })}>
          {copy.title}
        </h1>
        <p className={css({ mt: '1', color: 'fg.muted' })}>{copy.subtitle}</p>
        <PageMeta title={copy.metaTitle} description={copy.metaDescription} />
        <div className={css({ mt: '6' })}>{children}</div>
        <div
          className={css({
            mt: '6',
            pt: '4',
            borderTopWidth: '1px',
            borderColor: 'border.default',
            fontSize: 'sm',
            color: 'fg.muted',
            textAlign: 'center',
          })}
        >
          {footer.prompt}{' '}
          <Link to={footer.to} className={textLink}>
            {footer.link}
          </Link>
        </div>
      </div>
    </div>
  );
}

export const textLink = css({
  color: 'accent.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'accent.emphasized' },
});

/**
 * The auth forms' submit button: busy while submitting, and disabled while React
 * hydrates the prerendered form, so the form only ever submits through React
 * (never natively). It reads the hydration state itself: when hydration ends only
 * this button re-renders, not the whole form.
 */
export function AuthSubmitButton({
  submitting,
  children,
}: {
  submitting: boolean;
  children: ReactNode;
}) {
  const hydrating = useHydrating();
  return (
    <Button type="submit" fullWidth disabled={submitting || hydrating} loading={submitting}>
      {children}
    </Button>
  );
}

/** The auth forms' element: validated by react-hook-form (not the browser), fields in a column. */
export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      {children}
    </form>
  );
}

/** A one-line text field of an auth form: its label, its error and the registered input. */
export function AuthTextField({
  label,
  error,
  disabled,
  registration,
  ...input
}: {
  label: string;
  error: string | undefined;
  disabled: boolean;
  registration: UseFormRegisterReturn;
  type?: 'email' | 'tel' | 'url';
  autoComplete: string;
  placeholder?: string;
}) {
  return (
    <Field label={label} error={error} disabled={disabled}>
      <Input {...input} {...registration} />
    </Field>
  );
}

/** The email field every auth form starts with (login, registration, password reset). */
export function AuthEmailField(props: {
  error: string | undefined;
  disabled: boolean;
  registration: UseFormRegisterReturn<'email'>;
}) {
  return (
    <AuthTextField
      label={AUTH_EMAIL_FIELD_COPY.label}
      type="email"
      autoComplete="email"
      placeholder={AUTH_EMAIL_FIELD_COPY.placeholder}
      {...props}
    />
  );
}
