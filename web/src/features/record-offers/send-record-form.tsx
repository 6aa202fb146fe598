/**
 * "Send to Homeowner": the dialog in which a contractor sends one of their
 * service records to a homeowner's property — the homeowner's account email, the
 * property's address (Add Property's minimums) and a service type. Field messages come
 * from the domain schema; the server's refusals show at their field, and "No homeowner
 * property matches that email and address." at the top of the form. Presentational:
 * sending is the `onSend` prop (SendRecordDialog in send-record-dialog.tsx binds it).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import {
  OTHER_SERVICE_TYPE_MAX_LENGTH,
  REPAIR_MESSAGES,
  SERVICE_TYPE_VALUES,
  SendServiceRecordSchema,
  formatCents,
  formatShortDate,
  storedServiceType,
  type ServiceRecordView,
  type ServiceType,
} from '@homeledger/domain';
import { FormActions } from '@/components/forms';
import { ServiceTypeFields } from '@/components/records/service-type-fields';
import { Alert, Dialog, Field, Input } from '@/components/ui';
import { useValidateOnMount } from '@/lib/forms/submit-outcome';
import { useFocusAfterBusy } from '@/lib/forms/use-focus-after-busy';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import type { SendServiceRecordPayload } from './api/record-offers';
import { SEND_RECORD_COPY as COPY } from './record-offers-copy';

export interface SendRecordFormValues {
  homeownerEmail: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** A repair service type ('' until chosen). */
  serviceType: ServiceType | '';
  /** The free text for Other. */
  otherServiceType: string;
}

export type SendRecordField = Exclude<keyof SendRecordFormValues, 'otherServiceType'>;

export type SendOutcome =
  { ok: true } | { ok: false; field: SendRecordField | null; message: string };

const FIELDS: readonly SendRecordField[] = [
  'homeownerEmail',
  'address',
  'city',
  'state',
  'zipCode',
  'serviceType',
];

/** The form's checks: the callable's own fields, and the repair forms' service type. */
const SendRecordFormSchema = v.object({
  homeownerEmail: SendServiceRecordSchema.entries.homeownerEmail,
  address: SendServiceRecordSchema.entries.address,
  city: SendServiceRecordSchema.entries.city,
  state: SendServiceRecordSchema.entries.state,
  zipCode: SendServiceRecordSchema.entries.zipCode,
  serviceType: v.picklist(SERVICE_TYPE_VALUES, REPAIR_MESSAGES.serviceType),
  otherServiceType: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(OTHER_SERVICE_TYPE_MAX_LENGTH, REPAIR_MESSAGES.otherServiceTypeTooLong),
  ),
});
const resolver = valibotResolver(SendRecordFormSchema, {}, { raw: true }) as unknown as Resolver<
  SendRecordFormValues,
  unknown,
  SendRecordFormValues
>;

/** The callable's payload from the form's (valid) values. */
export function sendRecordPayload(
  recordId: string,
  values: SendRecordFormValues,
): SendServiceRecordPayload {
  return {
    serviceRecordId: recordId,
    homeownerEmail: values.homeownerEmail.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
    serviceType: storedServiceType(values.serviceType || 'other', values.otherServiceType),
  };
}

/** A stored time (Firestore Timestamp, Date, ISO text) as `yyyy-MM-dd`, or null. */
export function calendarDay(value: unknown): string | null {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'string') date = new Date(value);
  else if (typeof value === 'object' && value !== null) {
    const toDate = (value as { toDate?: unknown }).toDate;
    if (typeof toDate === 'function') date = (toDate as () => unknown).call(value) as Date;
  }
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The form's first values: the last send's email and street, if the record was sent before. */
export function initialSendRecordValues(
  record: Pick<ServiceRecordView<unknown>, 'offer'>,
): SendRecordFormValues {
  return {
    homeownerEmail: record.offer?.homeownerEmail ?? '',
    address: record.offer?.address ?? '',
    city: '',
    state: '',
    zipCode: '',
    serviceType: '',
    otherServiceType: '',
  };
}

export interface SendRecordDialogViewProps {
  record: ServiceRecordView<unknown>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the record; resolves with ok or the error to show (the dialog closes on ok). */
  onSend: (payload: SendServiceRecordPayload) => Promise<SendOutcome>;
  /** Catalogue/test: starting values. */
  defaultValues?: Partial<SendRecordFormValues>;
  /** Catalogue/test: an error already shown (at a field, or the form's when field is null). */
  initialError?: { field: SendRecordField | null; message: string };
  /** Catalogue/test: validate at once so the field messages show. */
  validateOnMount?: boolean;
  /** Catalogue/test: show the form busy. */
  sending?: boolean;
}

export function SendRecordDialogView(props: SendRecordDialogViewProps) {
  const [busy, setBusy] = useState(false);
  const locked = busy || Boolean(props.sending);
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={COPY.title}
      description={COPY.description}
      locked={locked}
      className={css({ maxW: '36rem' })}
    >
      <SendRecordForm {...props} onBusyChange={setBusy} />
    </Dialog>
  );
}

function SendRecordForm({
  record,
  onOpenChange,
  onSend,
  defaultValues,
  initialError,
  validateOnMount,
  sending,
  onBusyChange,
}: SendRecordDialogViewProps & { onBusyChange: (busy: boolean) => void }) {
  const [formError, setFormError] = useState<string | null>(
    initialError && !initialError.field ? initialError.message : null,
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<SendRecordFormValues, unknown, SendRecordFormValues>({
    resolver,
    defaultValues: { ...initialSendRecordValues(record), ...defaultValues },
  });
  const busy = isSubmitting || Boolean(sending);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const focusAfterBusy = useFocusAfterBusy(busy, setFocus);

  useValidateOnMount(Boolean(validateOnMount), trigger);
  useEffect(() => {
    if (!initialError) return;
    if (initialError.field) setError(initialError.field, { message: initialError.message });
  }, [initialError, setError]);

  const submit = useSingleFlightSubmit(
    handleSubmit(async (values) => {
      setFormError(null);
      const outcome = await onSend(sendRecordPayload(record.id, values));
      if (outcome.ok) return;
      if (outcome.field && FIELDS.includes(outcome.field)) {
        setError(outcome.field, { message: outcome.message });
        focusAfterBusy(outcome.field);
      } else setFormError(outcome.message);
    }),
  );

  const sentOn = record.offer ? calendarDay(record.offer.at) : null;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
      <section aria-label={COPY.record} className={styles.summary}>
        <dl className={styles.summaryFacts}>
          <div>
            <dt className={styles.term}>{COPY.client}</dt>
            <dd className={styles.value}>{record.client}</dd>
          </div>
          <div>
            <dt className={styles.term}>{COPY.date}</dt>
            <dd className={styles.value}>{formatShortDate(record.date)}</dd>
          </div>
          <div>
            <dt className={styles.term}>{COPY.amount}</dt>
            <dd className={styles.value}>{formatCents(record.amountCents)}</dd>
          </div>
        </dl>
        {record.description ? <p className={styles.description}>{record.description}</p> : null}
        {record.offer && sentOn ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '2' })}>
            {COPY.lastSent(record.offer.homeownerEmail, sentOn)} ·{' '}
            {COPY.offerState[record.offer.state] ?? COPY.offerState.sent}
          </p>
        ) : null}
      </section>

      {formError ? <Alert variant="danger">{formError}</Alert> : null}

      <Field
        label={COPY.email}
        helperText={COPY.emailHint}
        error={errors.homeownerEmail?.message}
        disabled={busy}
      >
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder={COPY.emailPlaceholder}
          {...register('homeownerEmail')}
        />
      </Field>
      <Field label={COPY.address} error={errors.address?.message} disabled={busy}>
        <Input autoComplete="off" placeholder={COPY.addressPlaceholder} {...register('address')} />
      </Field>
      <div className={styles.cityRow}>
        <Field label={COPY.city} error={errors.city?.message} disabled={busy}>
          <Input autoComplete="off" {...register('city')} />
        </Field>
        <Field label={COPY.state} error={errors.state?.message} disabled={busy}>
          <Input autoComplete="off" {...register('state')} />
        </Field>
        <Field label={COPY.zipCode} error={errors.zipCode?.message} disabled={busy}>
          <Input autoComplete="off" inputMode="numeric" {...register('zipCode')} />
        </Field>
      </div>
      <ServiceTypeFields control={control} errors={errors} disabled={busy} />

      <FormActions
        layout="compact"
        className={css({ mt: '2' })}
        working={busy}
        submitIcon={<Send aria-hidden="true" />}
        submitLabel={COPY.submit}
        workingLabel={COPY.submitting}
        cancelLabel={COPY.cancel}
        onCancel={() => onOpenChange(false)}
      />
    </form>
  );
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  summary: css({
    p: '3',
    bg: 'bg.muted',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'border.default',
  }),
  summaryFacts: css({ display: 'flex', flexWrap: 'wrap', columnGap: '6', rowGap: '2' }),
  term: css({ fontSize: 'xs', color: 'fg.muted' }),
  value: css({ fontWeight: 'medium', wordBreak: 'break-word' }),
  description: css({ mt: '2', fontSize: 'sm', lineClamp: '3', wordBreak: 'break-word' }),
  cityRow: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' },
    gap: '4',
  }),
};
