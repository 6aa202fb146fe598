import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LoginSchema, type LoginInput } from '@homeledger/domain';
import { css } from 'styled-system/css';
import { Checkbox, Field, Input, PasswordInput, toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { landingAfterLogin, loginReturnState } from '@/lib/auth/guard';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import { AuthCard, AuthSubmitButton, textLink } from './auth-card';
import { loginErrorMessage } from './auth-errors';
import { LOGIN_COPY as C } from './login-copy';
import { paths } from '@/lib/paths';

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // Not a field of LoginSchema: it is about this computer, never sent anywhere.
  const [sharedComputer, setSharedComputer] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: valibotResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
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
    <AuthCard
      title={C.title}
      subtitle={C.subtitle}
      meta={{ title: C.metaTitle, description: C.metaDescription }}
      footer={{ prompt: C.noAccount, link: C.signUp, to: paths.register }}
    >
      <form
        onSubmit={onSubmit}
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <Field label={C.email} error={errors.email?.message} disabled={isSubmitting}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={C.emailPlaceholder}
            {...register('email')}
          />
        </Field>
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
      </form>
    </AuthCard>
  );
}
