/**
 * "Invite a member" and "Change role": one form in a FormDialog. A role (one line of help
 * each, the issue's table); for a delegate, the last day of access (today..today+90, checked
 * by grantDayIssue against the browser's today for an early message; the server checks its
 * own) and "May create a report" (createHistoryReport takes a delegate whose grant says so).
 * Invite adds the email. Errors from the schema and from the callable (its `details.field`)
 * show at their field. Changing to a lower role asks once more
 * before it saves. Presentational: `onSubmit` calls the callable.
 */
import { useState } from 'react';
import { useController, type FieldErrors, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import {
  ChangeMemberRoleSchema,
  InviteMemberSchema,
  ROLE_LABELS,
  formatLongDate,
  grantDayIssue,
  latestGrantDay,
  type MemberRole,
} from '@homeledger/domain';
import { FormActions, formLayout, useDialogForm } from '@/components/forms';
import {
  Alert,
  Checkbox,
  Field,
  FormDialog,
  Input,
  RadioGroup,
  type FormDialogBody,
  type EntityFormDialogProps,
} from '@/components/ui';
import { fieldFailure, type SubmitOutcome } from '@/lib/forms/submit-outcome';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import type { RoleChoice } from './household-types';
import { CHANGE_ROLE_COPY, INVITE_COPY, ROLE_HELP, ROLE_ITEMS } from './households-copy';

export interface MemberFormState {
  email: string;
  role: MemberRole | '';
  until: string;
  report: boolean;
}

/** Invite: a new member by email. Change: the role of `member`. */
export type MemberFormMode =
  | { kind: 'invite' }
  | {
      kind: 'change';
      member: { uid: string; name: string; role: MemberRole } & Partial<RoleChoice>;
    };

/** `today` is UTC here (the grant's calendar): the delegate's first allowed day. */
export interface MemberFormDialogProps extends Omit<
  EntityFormDialogProps<MemberFormState>,
  'busy'
> {
  mode: MemberFormMode;
  propertyId: string;
  onSubmit: (values: { email: string } & RoleChoice) => Promise<SubmitOutcome>;
}

/** Lower roles see less: co-owner > viewer > delegate. */
const RANK: Record<MemberRole, number> = { 'co-owner': 3, viewer: 2, delegate: 1 };
export function isLowering(from: MemberRole, to: MemberRole): boolean {
  return RANK[to] < RANK[from];
}

function resolverFor(mode: MemberFormMode, propertyId: string, today: string) {
  const resolver: Resolver<MemberFormState> = async (values) => {
    const delegate = values.role === 'delegate';
    const input = {
      propertyId,
      role: values.role,
      until: delegate ? values.until : '',
      report: delegate && values.report,
    };
    const result =
      mode.kind === 'invite'
        ? v.safeParse(InviteMemberSchema, { ...input, email: values.email })
        : v.safeParse(ChangeMemberRoleSchema, { ...input, uid: mode.member.uid });
    const errors: FieldErrors<MemberFormState> = {};
    if (!result.success)
      for (const issue of result.issues) {
        const field = v.getDotPath(issue)?.split('.')[0];
        const key = field === 'email' || field === 'role' || field === 'until' ? field : 'email';
        if (!errors[key]) errors[key] = { type: 'validate', message: issue.message };
      }
    if (delegate && !errors.until) {
      const issue = grantDayIssue(values.until.trim(), today);
      if (issue) errors.until = { type: 'validate', message: issue };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
  return resolver;
}

export function MemberFormDialog(props: MemberFormDialogProps) {
  const invite = props.mode.kind === 'invite';
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={
        props.mode.kind === 'invite'
          ? INVITE_COPY.title
          : CHANGE_ROLE_COPY.title(props.mode.member.name)
      }
      description={invite ? INVITE_COPY.description : CHANGE_ROLE_COPY.description}
      discardText={invite ? INVITE_COPY.discardText : CHANGE_ROLE_COPY.discardText}
    >
      {(body) => <MemberForm {...props} {...body} />}
    </FormDialog>
  );
}

function MemberForm({
  mode,
  propertyId,
  today,
  onSubmit,
  defaultValues,
  validateOnMount = false,
  ...body
}: MemberFormDialogProps & FormDialogBody) {
  const current = mode.kind === 'change' ? mode.member : null;
  const [resolver] = useState(() => resolverFor(mode, propertyId, today));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useDialogForm<MemberFormState>({
    initial: () => ({
      email: '',
      role: current?.role ?? '',
      until: current?.until ?? '',
      report: current?.report ?? false,
    }),
    defaultValues,
    resolver,
    validateOnMount,
    body,
  });
  const role = useController({ name: 'role', control });
  const chosen = role.field.value;
  // Set when a lowering was asked once: the next submit saves it.
  const [confirmingLower, setConfirmingLower] = useState(false);
  const lowering = current !== null && chosen !== '' && isLowering(current.role, chosen);
  const latest = latestGrantDay(today);

  const submit = useSingleFlightSubmit(
    handleSubmit(async (state) => {
      if (state.role === '') return;
      if (lowering && !confirmingLower) {
        setConfirmingLower(true);
        return;
      }
      const delegate = state.role === 'delegate';
      const failure = fieldFailure(
        await onSubmit({
          email: state.email,
          role: state.role,
          until: delegate ? state.until.trim() : '',
          report: delegate && state.report,
        }),
      );
      if (!failure) return;
      const field: keyof MemberFormState =
        failure.field === 'role' || failure.field === 'until'
          ? failure.field
          : mode.kind === 'invite'
            ? 'email'
            : 'role';
      setError(field, { message: failure.message }, { shouldFocus: true });
    }),
  );

  return (
    <form onSubmit={submit} noValidate className={formLayout.form}>
      {mode.kind === 'invite' ? (
        <Field
          label={INVITE_COPY.email}
          error={errors.email?.message}
          disabled={isSubmitting}
          required
        >
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={INVITE_COPY.emailPlaceholder}
            {...register('email')}
          />
        </Field>
      ) : null}
      <div>
        <RadioGroup
          label={INVITE_COPY.role}
          items={ROLE_ITEMS.map((item) => ({
            value: item.value,
            label: (
              <span className={styles.roleOption}>
                <span className={css({ fontWeight: 'medium' })}>{item.label}</span>
                <span className={styles.help}>{ROLE_HELP[item.value]}</span>
              </span>
            ),
          }))}
          name={role.field.name}
          value={chosen}
          onValueChange={(value) => {
            role.field.onChange(value);
            setConfirmingLower(false);
          }}
          invalid={Boolean(errors.role)}
          disabled={isSubmitting}
          required
        />
        {errors.role?.message ? (
          <p role="alert" className={styles.error}>
            {errors.role.message}
          </p>
        ) : null}
      </div>
      {chosen === 'delegate' ? (
        <>
          <Field
            label={INVITE_COPY.until}
            helperText={INVITE_COPY.untilHelp(formatLongDate(latest))}
            error={errors.until?.message}
            disabled={isSubmitting}
            required
          >
            <Input type="date" min={today} max={latest} {...register('until')} />
          </Field>
          <Checkbox
            label={INVITE_COPY.report}
            description={INVITE_COPY.reportHelp}
            disabled={isSubmitting}
            {...register('report')}
          />
        </>
      ) : null}
      {confirmingLower && current && chosen !== '' ? (
        <Alert variant="warning" role="alert">
          {CHANGE_ROLE_COPY.lowerWarning(current.name, ROLE_LABELS[chosen])}
        </Alert>
      ) : null}
      <FormActions
        working={isSubmitting}
        submitLabel={
          mode.kind === 'invite'
            ? INVITE_COPY.submit
            : confirmingLower
              ? CHANGE_ROLE_COPY.confirmLower
              : CHANGE_ROLE_COPY.submit
        }
        workingLabel={mode.kind === 'invite' ? INVITE_COPY.sending : CHANGE_ROLE_COPY.saving}
        cancelLabel={INVITE_COPY.cancel}
        onCancel={body.onCancel}
      />
    </form>
  );
}

const styles = {
  roleOption: css({ display: 'flex', flexDirection: 'column', gap: '0.5' }),
  help: css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'normal' }),
  error: css({ color: 'danger.text', fontSize: 'sm', mt: '1' }),
};
