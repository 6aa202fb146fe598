import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { ForgotPasswordSchema, type ForgotPasswordInput } from '@homeledger/domain';
import { css } from 'styled-system/css';
import { Alert, Button } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { AuthCard, AuthEmailField, AuthForm, AuthSubmitButton } from './auth-card';
import { useAuthForm } from './use-auth-form';
import { FORGOT_PASSWORD_COPY as C } from './forgot-password-copy';
import { paths } from '@/lib/paths';

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
  const { register, handleSubmit, errors, isSubmitting } = useAuthForm<ForgotPasswordInput>(
    ForgotPasswordSchema,
    { email: '' },
  );

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
        setFailure(C.tooManyRequests);
      } else {
        console.error('Password reset failed', error);
        setFailure(C.sendFailed);
      }
    }
  });

  return (
    <AuthCard copy={C} footer={{ prompt: C.remembered, link: C.backToLogin, to: paths.login }}>
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
          <h2 className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>{C.sentTitle}</h2>
          <p className={css({ color: 'fg.muted' })} data-testid="reset-confirmation">
            {C.sent(sentTo)}
          </p>
          <Button variant="outline" onClick={() => setSentTo(null)}>
            {C.useDifferentEmail}
          </Button>
        </div>
      ) : (
        <AuthForm onSubmit={onSubmit}>
          {failure ? (
            <Alert variant="danger" title={C.failedTitle}>
              {failure}
            </Alert>
          ) : null}
          <AuthEmailField
            error={errors.email?.message}
            disabled={isSubmitting}
            registration={register('email')}
          />
          <AuthSubmitButton submitting={isSubmitting}>
            {isSubmitting ? C.submitting : C.submit}
          </AuthSubmitButton>
        </AuthForm>
      )}
    </AuthCard>
  );
}
