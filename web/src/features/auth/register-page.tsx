import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
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
import { Alert, Field, Input, PasswordInput, RadioGroup, toast } from '@/components/ui';
import { useAuth } from '@/lib/auth/auth-context';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import { AuthCard, AuthEmailField, AuthForm, AuthSubmitButton, AuthTextField } from './auth-card';
import { useAuthForm } from './use-auth-form';
import {
  REGISTER_COPY,
  REGISTER_PAGE_COPY as C,
  ROLE_OPTIONS,
  emailFromQuery,
  roleFromQuery,
} from './register-copy';
import { paths } from '@/lib/paths';

/** The business details contractors and realtors give (spec §2 Register). */
const BUSINESS_FIELDS = [
  { name: 'businessName', label: C.businessName, autoComplete: 'organization' },
  {
    name: 'phoneNumber',
    label: C.businessPhone,
    type: 'tel',
    autoComplete: 'tel',
    placeholder: C.businessPhonePlaceholder,
  },
  {
    name: 'website',
    label: C.businessWebsite,
    type: 'url',
    autoComplete: 'url',
    placeholder: C.businessWebsitePlaceholder,
  },
] as const;

export function RegisterPage() {
  const [params] = useSearchParams();
  const { register: createAccount } = useAuth();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<RegistrationFailure | null>(null);

  const { register, control, handleSubmit, setFocus, errors, isSubmitting } =
    useAuthForm<RegisterFormValues>(RegisterSchema, {
      ...defaultRegisterFormValues(roleFromQuery(params.get('type'))),
      email: emailFromQuery(params.get('email')),
    });

  const role = useWatch({ control, name: 'role' });
  const isBusiness = role === 'contractor' || role === 'realtor';

  const submit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const user = await createAccount(buildRegistrationPayload(values));
      toast({ ...C.created(values.name.trim()), variant: 'success' });
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
      copy={{ ...C, ...REGISTER_COPY[role] }}
      footer={{ prompt: C.haveAccount, link: C.logIn, to: paths.login }}
    >
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
      <AuthForm onSubmit={onSubmit}>
        <Field label={C.name} error={errors.name?.message} disabled={isSubmitting}>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <AuthEmailField
          error={errors.email?.message}
          disabled={isSubmitting}
          registration={register('email')}
        />
        <Field
          label={C.password}
          error={errors.password?.message}
          helperText={C.passwordHint}
          disabled={isSubmitting}
        >
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </Field>

        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <RadioGroup
              label={C.role}
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
            <legend className={css({ fontWeight: 'semibold', px: '1' })}>{C.business}</legend>
            {BUSINESS_FIELDS.map(({ name, ...field }) => (
              <AuthTextField
                key={name}
                {...field}
                error={errors[name]?.message}
                disabled={isSubmitting}
                registration={register(name)}
              />
            ))}
          </fieldset>
        ) : null}

        <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="registering-as">
          {C.registeringAs(role)}
        </p>

        <AuthSubmitButton submitting={isSubmitting}>
          {isSubmitting ? C.submitting : C.submit}
        </AuthSubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
