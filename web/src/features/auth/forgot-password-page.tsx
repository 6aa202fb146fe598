import { valibotResolver } from '@hookform/resolvers/valibot';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ForgotPasswordSchema, type ForgotPasswordInput } from '@homeledger/domain';
import { css } from 'styled-system/css';
import { PageMeta } from '@/components/layout/page-meta';
import { Alert, Button, Field, Input } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { AuthCard, AuthSubmitButton, textLink } from './auth-card';

/** Errors that must not reveal whether an account exists: answered with the same confirmation. */
const NEUTRAL_CODES = new Set([
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/invalid-credential',
]);

export function ForgotPasswordPage() {
  const { sendPasswordReset } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: valibotResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await sendPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      const code = (error as { code?: string } | null)?.code ?? '';
      if (NEUTRAL_CODES.has(code)) {
        setSentTo(email);
      } else if (code === 'auth/too-many-requests') {
        setFailure('Too many reset requests. Please wait a few minutes and try again.');
      } else {
        console.error('Password reset failed', error);
        setFailure('Could not send the reset email. Check your connection and try again.');
      }
    }
  });

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email you registered with and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={textLink}>
            Back to log in
          </Link>
        </>
      }
    >
      <PageMeta
        title="Reset your password"
        description="Reset the password of your HomeLedger account."
      />
      {sentTo ? (
        <div
          role="status"
          className={css({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: '3',
          })}
        >
          <MailCheck size={40} aria-hidden="true" className={css({ color: 'success.default' })} />
          <h2 className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>Check your email</h2>
          <p className={css({ color: 'fg.muted' })} data-testid="reset-confirmation">
            If an account exists for {sentTo}, we&apos;ve sent a link to reset your password. The
            link expires in one hour; check your spam folder if you don&apos;t see it.
          </p>
          <Button variant="outline" onClick={() => setSentTo(null)}>
            Use a different email
          </Button>
        </div>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        >
          {failure ? (
            <Alert variant="danger" title="Reset email not sent">
              {failure}
            </Alert>
          ) : null}
          <Field label="Email" error={errors.email?.message} disabled={isSubmitting}>
            <Input
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              {...register('email')}
            />
          </Field>
          <AuthSubmitButton submitting={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </AuthSubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
