/**
 * The contractor's "Your business" panel (#33): where their business verification stands
 * and, unless verified or waiting, the licence form. Presentational: `onSubmit` sends the
 * licence (the container calls `submitBusinessLicence`).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { BadgeCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { css } from 'styled-system/css';
import {
  SubmitBusinessLicenceSchema,
  type BusinessVerification,
  type SubmitBusinessLicenceInput,
} from '@homeledger/domain';
import { Alert, Badge, Button, Field, Input, SectionCard } from '@/components/ui';
import { FormActions } from '@/components/forms';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import type { BusinessVerificationView } from '../api/business-verification';
import { BUSINESS_COPY as COPY } from './business-copy';

/** What a submit came to: ok, or the message to show (at a field or over the form). */
export type LicenceOutcome =
  { ok: true } | { ok: false; message: string; field: keyof SubmitBusinessLicenceInput | null };

export interface BusinessPanelProps {
  business: BusinessVerificationView;
  onSubmit: (licence: SubmitBusinessLicenceInput) => Promise<LicenceOutcome>;
  /** Catalogue/test: the form starts open even when a licence waits or is verified. */
  defaultFormOpen?: boolean;
}

const BADGE: Record<BusinessVerification, 'neutral' | 'info' | 'success' | 'danger'> = {
  unverified: 'neutral',
  pending: 'info',
  verified: 'success',
  rejected: 'danger',
};

export function BusinessPanel({ business, onSubmit, defaultFormOpen }: BusinessPanelProps) {
  const settled = business.state === 'pending' || business.state === 'verified';
  const [formOpen, setFormOpen] = useState(Boolean(defaultFormOpen) || !settled);
  return (
    <SectionCard
      titleId="business-verification"
      title={COPY.title}
      description={COPY.description}
      bodyClassName={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <p className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
        <Badge variant={BADGE[business.state]}>
          {business.state === 'verified' ? <BadgeCheck aria-hidden="true" size={14} /> : null}
          {COPY.state[business.state]}
        </Badge>
        {business.licenceNumber && business.licenceState ? (
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {COPY.licence(business.licenceNumber, business.licenceState)}
          </span>
        ) : null}
      </p>
      <p className={css({ fontSize: 'sm' })}>{COPY.explain[business.state]}</p>
      {formOpen ? (
        <LicenceForm
          business={business}
          onSubmit={async (licence) => {
            const outcome = await onSubmit(licence);
            if (outcome.ok) setFormOpen(false);
            return outcome;
          }}
        />
      ) : (
        <Button variant="outline" onClick={() => setFormOpen(true)}>
          {COPY.changeLicence}
        </Button>
      )}
    </SectionCard>
  );
}

const resolver = valibotResolver(SubmitBusinessLicenceSchema) as unknown as Resolver<
  SubmitBusinessLicenceInput,
  unknown,
  SubmitBusinessLicenceInput
>;

function LicenceForm({ business, onSubmit }: Omit<BusinessPanelProps, 'defaultFormOpen'>) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SubmitBusinessLicenceInput>({
    resolver,
    defaultValues: {
      licenceNumber: business.state === 'rejected' ? (business.licenceNumber ?? '') : '',
      licenceState: business.state === 'rejected' ? (business.licenceState ?? '') : '',
    },
  });
  const submit = useSingleFlightSubmit(
    handleSubmit(async (values) => {
      setFormError(null);
      const outcome = await onSubmit(values);
      if (outcome.ok) return;
      if (outcome.field) setError(outcome.field, { message: outcome.message });
      else setFormError(outcome.message);
    }),
  );
  return (
    <form
      noValidate
      aria-label={COPY.title}
      onSubmit={(event) => void submit(event)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      {formError ? <Alert variant="danger">{formError}</Alert> : null}
      <div className={css({ display: 'grid', gap: '3', md: { gridTemplateColumns: '2fr 1fr' } })}>
        <Field
          label={COPY.licenceNumber}
          helperText={COPY.licenceNumberHint}
          error={errors.licenceNumber?.message}
          disabled={isSubmitting}
        >
          <Input autoComplete="off" spellCheck={false} {...register('licenceNumber')} />
        </Field>
        <Field
          label={COPY.licenceState}
          error={errors.licenceState?.message}
          disabled={isSubmitting}
        >
          <Input
            autoComplete="address-level1"
            maxLength={2}
            placeholder={COPY.licenceStatePlaceholder}
            {...register('licenceState')}
          />
        </Field>
      </div>
      <FormActions
        layout="compact"
        working={isSubmitting}
        submitIcon={<Send aria-hidden="true" />}
        submitLabel={COPY.submit}
        workingLabel={COPY.submitting}
      />
    </form>
  );
}
