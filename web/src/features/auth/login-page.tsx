import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LoginSchema, type LoginInput } from '@homeledger/domain';
import { css } from 'styled-system/css';
import { Checkbox, Field, PasswordInput, toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { landingAfterLogin, loginReturnState } from '@/lib/auth/guard';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import { AuthCard, AuthEmailField, AuthForm, AuthSubmitButton, textLink } from './auth-card';
import { useAuthForm } from './use-auth-form';
import { loginErrorMessage } from './auth-errors';
import { LOGIN_COPY as C } from './login-copy';
import { paths } from '@/lib/paths';

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // Not a field of LoginSchema: it is about this computer, never sent anywhere.
  const [sharedComputer, setSharedComputer] = useState(false);
  const { register, handleSubmit, errors, isSubmitting } = useAuthForm<LoginInput>(LoginSchema, {
    email: '',
    password: '',
  });

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      const user = await login(email, password, { sharedComputer });
      toast({ ...C.succeeded, variant: 'success' });
      navigate(landingAfterLogin(user.role, loginReturnState(location.state)), {
        replace: true,
      });
    } catch (error) {
      toast({
        title: C.failedTitle,
        description: loginErrorMessage(error),
        variant: 'destructive',
      });
    }
  });

  // A second submit while one is in flight (e.g. Enter pressed again) is ignored.
  const onSubmit = useSingleFlightSubmit(submit);

  return (
    <AuthCard copy={C} footer={{ prompt: C.noAccount, link: C.signUp, to: paths.register }}>
      <AuthForm onSubmit={onSubmit}>
        <AuthEmailField
          error={errors.email?.message}
          disabled={isSubmitting}
          registration={register('email')}
        />
        <Field label={C.password} error={errors.password?.message} disabled={isSubmitting}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '-2' })}>
          <Link to={paths.forgotPassword} className={css({ fontSize: 'sm' }) + ' ' + textLink}>
            {C.forgotPassword}
          </Link>
        </div>
        <Checkbox
          label={C.sharedComputer}
          description={C.sharedComputerHint}
          checked={sharedComputer}
          disabled={isSubmitting}
          onChange={(event) => setSharedComputer(event.target.checked)}
        />
        <AuthSubmitButton submitting={isSubmitting}>
          {isSubmitting ? C.submitting : C.submit}
        </AuthSubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
