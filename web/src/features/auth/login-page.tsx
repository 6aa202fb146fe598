import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { homePathForRole, LoginSchema, type LoginInput } from '@homeledger/domain';
import { css } from 'styled-system/css';
import { PageMeta } from '@/components/layout/page-meta';
import { Field, Input, PasswordInput, toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import { AuthCard, AuthSubmitButton, textLink } from './auth-card';
import { loginErrorMessage } from './auth-errors';

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
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
      const user = await login(email, password);
      toast({
        title: 'Login successful',
        description: 'Welcome back to HomeLedger!',
        variant: 'success',
      });
      navigate(homePathForRole(user.role), { replace: true });
    } catch (error) {
      toast({
        title: 'Login failed',
        description: loginErrorMessage(error),
        variant: 'destructive',
      });
    }
  });

  // A second submit while one is in flight (e.g. Enter pressed again) is ignored.
  const onSubmit = useSingleFlightSubmit(submit);

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to access your HomeLedger account"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className={textLink}>
            Sign up
          </Link>
        </>
      }
    >
      <PageMeta title="Log in" description="Log in to access your HomeLedger account." />
      <form
        onSubmit={onSubmit}
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <Field label="Email" error={errors.email?.message} disabled={isSubmitting}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...register('email')}
          />
        </Field>
        <Field label="Password" error={errors.password?.message} disabled={isSubmitting}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '-2' })}>
          <Link to="/forgot-password" className={css({ fontSize: 'sm' }) + ' ' + textLink}>
            Forgot password?
          </Link>
        </div>
        <AuthSubmitButton submitting={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Log in'}
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
