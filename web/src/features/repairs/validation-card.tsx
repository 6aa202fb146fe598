/**
 * The repair's "Contractor Validation" card (spec: Repair detail): "Validated
 * by {business}" / "Validated by contractor" / "Not yet validated", and under the last,
 * where the request stands — "Validation requested from {name}" or "Declined by {name}".
 * The property's owner can request a validation by the contractor's account email,
 * cancel a pending request, or ask again after a decline; anyone else (a realtor) sees
 * the state only. Presentational: the calls are the `onRequest` / `onCancelRequest` props.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { BadgeCheck, CircleDashed, Clock, Send, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { RequestValidationSchema, repairValidatedBy } from '@homeledger/domain';
import {
  Alert,
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  Dialog,
  Field,
  Input,
} from '@/components/ui';
import { FormActions } from '@/components/forms';
import { useFocusAfterBusy } from '@/lib/forms/use-focus-after-busy';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import { REPAIR_DETAIL_COPY as COPY, REQUEST_VALIDATION_COPY as DIALOG } from './repair-copy';
import type { RepairDetail } from './repair-types';

/** What a request came to: ok, or the message to show (at the email field or over the form). */
export type RequestValidationOutcome =
  { ok: true } | { ok: false; message: string; atField: boolean };

export interface ValidationCardProps {
  repair: Pick<RepairDetail, 'isContractorValidated' | 'validation'>;
  /** The viewer owns the repair's property: the request actions show. */
  canRequest: boolean;
  /** Requests a validation from this (already validated) email. */
  onRequest?: (email: string) => Promise<RequestValidationOutcome>;
  onCancelRequest?: () => void;
  /** The pending request is being cancelled. */
  cancelling?: boolean;
  /** Catalogue/test: the request dialog starts open. */
  defaultDialogOpen?: boolean;
  /** Catalogue/test: the email field's starting value. */
  defaultEmail?: string;
  /** Catalogue/test: an error already shown in the dialog. */
  initialError?: { message: string; atField: boolean };
  /** Catalogue/test: show the dialog busy. */
  requesting?: boolean;
}

/**
 * "Validated by {business}", "Validated by contractor" or "Not yet validated", by the
 * domain's one rule (the flag and the validation record must agree).
 */
function validationText(repair: Pick<RepairDetail, 'isContractorValidated' | 'validation'>) {
  return repairValidatedBy(repair) ?? COPY.notValidated;
}

export function ValidationCard(props: ValidationCardProps) {
  const { repair, canRequest } = props;
  const [dialogOpen, setDialogOpen] = useState(Boolean(props.defaultDialogOpen));
  const validated = repairValidatedBy(repair) !== null;
  const state = validated ? 'validated' : repair.validation.state;
  const name = repair.validation.contractorName ?? COPY.theContractor;
  const actionable = canRequest && Boolean(props.onRequest);
  return (
    <Card asChild>
      <aside aria-labelledby="repair-validation">
        <CardHeader>
          <CardTitle id="repair-validation">{COPY.validation}</CardTitle>
        </CardHeader>
        <CardBody className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <p className={styles.status(validated)}>
            {validated ? (
              <BadgeCheck aria-hidden="true" size={20} />
            ) : (
              <CircleDashed aria-hidden="true" size={20} />
            )}
            {validationText(repair)}
          </p>
          {state === 'requested' ? (
            <p className={styles.detail}>
              <Clock aria-hidden="true" size={16} className={styles.detailIcon} />
              {COPY.requestedFrom(name)}
            </p>
          ) : state === 'declined' ? (
            <p className={styles.detail}>
              <XCircle aria-hidden="true" size={16} className={styles.detailIcon} />
              {COPY.declinedBy(name)}
            </p>
          ) : null}
          {actionable && state === 'none' ? (
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{COPY.requestHint}</p>
          ) : null}
          {actionable && state === 'requested' && props.onCancelRequest ? (
            <Button
              variant="outline"
              fullWidth
              loading={props.cancelling}
              onClick={props.onCancelRequest}
            >
              {props.cancelling ? COPY.cancellingRequest : COPY.cancelRequest}
            </Button>
          ) : null}
          {actionable && (state === 'none' || state === 'declined') ? (
            <Button variant="outline" fullWidth onClick={() => setDialogOpen(true)}>
              <Send aria-hidden="true" />
              {state === 'declined' ? COPY.requestAgain : COPY.requestValidation}
            </Button>
          ) : null}
        </CardBody>
        {actionable && props.onRequest ? (
          <RequestDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            onRequest={props.onRequest}
            defaultEmail={props.defaultEmail}
            initialError={props.initialError}
            requesting={props.requesting}
          />
        ) : null}
      </aside>
    </Card>
  );
}

interface EmailForm {
  email: string;
}
const EmailSchema = v.object({ email: RequestValidationSchema.entries.contractorEmail });
const resolver = valibotResolver(EmailSchema) as unknown as Resolver<EmailForm>;

interface RequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRequest: (email: string) => Promise<RequestValidationOutcome>;
  defaultEmail?: string;
  initialError?: { message: string; atField: boolean };
  requesting?: boolean;
}

function RequestDialog(props: RequestDialogProps) {
  const [busy, setBusy] = useState(false);
  const locked = busy || Boolean(props.requesting);
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={DIALOG.title}
      description={DIALOG.description}
      locked={locked}
    >
      <RequestForm {...props} onBusyChange={setBusy} />
    </Dialog>
  );
}

function RequestForm({
  onOpenChange,
  onRequest,
  defaultEmail = '',
  initialError,
  requesting,
  onBusyChange,
}: RequestDialogProps & { onBusyChange: (busy: boolean) => void }) {
  const [formError, setFormError] = useState<string | null>(
    initialError && !initialError.atField ? initialError.message : null,
  );
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EmailForm>({ resolver, defaultValues: { email: defaultEmail } });
  const busy = isSubmitting || Boolean(requesting);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const focusAfterBusy = useFocusAfterBusy(busy, setFocus);

  useEffect(() => {
    if (initialError?.atField) setError('email', { message: initialError.message });
  }, [initialError, setError]);

  const submit = useSingleFlightSubmit(
    handleSubmit(async (values) => {
      setFormError(null);
      const outcome = await onRequest(values.email);
      if (outcome.ok) {
        onOpenChange(false);
        return;
      }
      if (outcome.atField) {
        setError('email', { message: outcome.message });
        focusAfterBusy('email');
      } else setFormError(outcome.message);
    }),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      {formError ? <Alert variant="danger">{formError}</Alert> : null}
      <Field label={DIALOG.email} error={errors.email?.message} disabled={busy}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder={DIALOG.emailPlaceholder}
          {...register('email')}
        />
      </Field>
      <FormActions
        layout="compact"
        working={busy}
        submitIcon={<Send aria-hidden="true" />}
        submitLabel={DIALOG.submit}
        workingLabel={DIALOG.submitting}
        cancelLabel={DIALOG.cancel}
        onCancel={() => onOpenChange(false)}
      />
    </form>
  );
}

const styles = {
  status: (validated: boolean) =>
    css({
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      fontWeight: 'medium',
      color: validated ? 'success.text' : 'fg.muted',
    }),
  detail: css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2',
    fontSize: 'sm',
    wordBreak: 'break-word',
  }),
  detailIcon: css({ flexShrink: '0', mt: '0.5', color: 'fg.muted' }),
};
