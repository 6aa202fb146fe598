import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  buildRegistrationPayload,
  defaultRegisterFormValues,
  describeRegistrationFailure,
  homePathForRole,
  REGISTRATION_FAILED_TITLE,
  RegisterSchema,
  type RegisterFormValues,
  type RegistrationFailure,
  type Role,
} from '@homeledger/domain';
import { css } from 'styled-system/css';
import { PageMeta } from '@/components/layout/page-meta';
import { Alert, Field, Input, PasswordInput, RadioGroup, toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import { AuthCard, AuthSubmitButton, textLink } from './auth-card';
import { REGISTER_COPY, ROLE_OPTIONS, emailFromQuery, roleFromQuery } from './register-copy';

export function RegisterPage() {
  const [params] = useSearchParams();
  const { register: createAccount } = useAuth();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<RegistrationFailure | null>(null);

  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: valibotResolver(RegisterSchema) as unknown as Resolver<RegisterFormValues>,
    defaultValues: {
      ...defaultRegisterFormValues(roleFromQuery(params.get('type'))),
      email: emailFromQuery(params.get('email')),
    },
  });

  const role = useWatch({ control, name: 'role' });
  const copy = REGISTER_COPY[role];
  const isBusiness = role === 'contractor' || role === 'realtor';

  const submit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const user = await createAccount(buildRegistrationPayload(values));
      toast({
        title: 'Account created!',
        description: `Welcome to HomeLedger, ${values.name.trim()}!`,
        variant: 'success',
      });
      navigate(homePathForRole(user.role), { replace: true });
    } catch (error) {
      const failure = describeRegistrationFailure(error);
      setBanner(failure);
      if (failure.field) setFocus(failure.field);
      toast({
        title: REGISTRATION_FAILED_TITLE,
        description: failure.message,
        variant: 'destructive',
      });
    }
  });

  // A second submit while one is in flight (e.g. Enter pressed again) is ignored.
  const onSubmit = useSingleFlightSubmit(submit);

  return (
    <AuthCard
      wide
      title={copy.title}
      subtitle={copy.subtitle}
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={textLink}>
            Log in
          </Link>
        </>
      }
    >
      <PageMeta
        title="Create your account"
        description="Create a HomeLedger account as a homeowner, contractor or realtor."
      />
      {banner ? (
        <div
          className={css({ mb: '5' })}
          data-testid="registration-banner"
          data-banner={banner.banner}
        >
          <Alert variant={banner.banner === 'warning' ? 'warning' : 'danger'} title={banner.title}>
            {banner.message}
          </Alert>
        </div>
      ) : null}
      <form
        onSubmit={onSubmit}
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        <Field label="Full Name" error={errors.name?.message} disabled={isSubmitting}>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field label="Email" error={errors.email?.message} disabled={isSubmitting}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...register('email')}
          />
        </Field>
        <Field
          label="Password"
          error={errors.password?.message}
          helperText="At least 8 characters."
          disabled={isSubmitting}
        >
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </Field>

        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <RadioGroup
              label="I am a:"
              name={field.name}
              items={ROLE_OPTIONS}
              value={field.value}
              onValueChange={(v) => field.onChange(v as Role)}
              disabled={isSubmitting}
              orientation="horizontal"
            />
          )}
        />

        {isBusiness ? (
          <fieldset
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '4',
              p: '4',
              borderRadius: 'l2',
              borderWidth: '1px',
              borderColor: 'border.default',
              bg: 'bg.subtle',
            })}
            disabled={isSubmitting}
          >
            <legend className={css({ fontWeight: 'semibold', px: '1' })}>
              Business Information
            </legend>
            <Field
              label="Business Name"
              error={errors.businessName?.message}
              disabled={isSubmitting}
            >
              <Input autoComplete="organization" {...register('businessName')} />
            </Field>
            <Field
              label="Business Phone"
              error={errors.phoneNumber?.message}
              disabled={isSubmitting}
            >
              <Input
                type="tel"
                autoComplete="tel"
                placeholder="(555) 123-4567"
                {...register('phoneNumber')}
              />
            </Field>
            <Field
              label="Business Website (Optional)"
              error={errors.website?.message}
              disabled={isSubmitting}
            >
              <Input
                type="url"
                autoComplete="url"
                placeholder="https://example.com"
                {...register('website')}
              />
            </Field>
          </fieldset>
        ) : null}

        <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="registering-as">
          You&apos;re registering as a {role}
        </p>

        <AuthSubmitButton submitting={isSubmitting}>
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
