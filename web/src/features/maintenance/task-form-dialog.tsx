/**
 * Add / Edit Maintenance Task: a dialog holding the form (react-hook-form, checked by the
 * domain's TaskFormSchema), with the repair forms' conventions — a message under each
 * field, "Saving..." while busy, a confirmation before unsaved changes are dropped.
 * Presentational: saving is the `onSubmit` prop.
 */
import { useEffect, useState } from 'react';
import { useController, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import {
  SERVICE_TYPES,
  TASK_NAME_MAX_LENGTH,
  TaskFormSchema,
  monthName,
  type MaintenanceTask,
  type Repeat,
  type RepeatUnit,
  type TaskFormValues,
} from '@homeledger/domain';
import { Button, Field, FormDialog, Input, Select, Textarea } from '@/components/ui';
import { useSingleFlightSubmit } from '@/lib/forms/use-single-flight-submit';
import { REPEAT_KIND_ITEMS, REPEAT_UNIT_ITEMS, TASK_FORM_COPY as COPY } from './maintenance-copy';

/** The form as edited: the repeat spread into its own fields. */
export interface TaskFormState {
  name: string;
  serviceType: string;
  kind: Repeat['kind'];
  interval: string;
  unit: RepeatUnit;
  months: number[];
  startDate: string;
  notes: string;
}

export type TaskSubmitOutcome =
  { ok: true } | { ok: false; field?: string | null; message?: string | null };

export interface TaskFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The task being edited (a suggestion too); null adds a new one. */
  task: MaintenanceTask | null;
  /** The owner's calendar date (a new task's first due date). */
  today: string;
  onSubmit: (values: TaskFormValues, task: MaintenanceTask | null) => Promise<TaskSubmitOutcome>;
  /** Catalogue/test: validate at once so the errors show. */
  validateOnMount?: boolean;
  /** Catalogue/test: values other than the task's own. */
  defaultValues?: Partial<TaskFormState>;
  busy?: boolean;
}

export function taskFormState(task: MaintenanceTask | null, today: string): TaskFormState {
  const repeat = task?.repeat ?? { kind: 'every', interval: 3, unit: 'months' };
  return {
    name: task?.name ?? '',
    serviceType: task?.serviceType ?? NO_SERVICE_TYPE,
    kind: repeat.kind,
    interval: repeat.kind === 'every' ? String(repeat.interval) : '1',
    unit: repeat.kind === 'every' ? repeat.unit : 'months',
    months: repeat.kind === 'months' ? repeat.months : [],
    startDate: task
      ? task.status === 'active' && task.nextDue
        ? task.nextDue
        : task.startDate
      : today,
    notes: task?.notes ?? '',
  };
}

/** The schema's input for the form's state. */
export function taskFormInput(state: TaskFormState): Record<string, unknown> {
  const repeat =
    state.kind === 'every'
      ? { kind: 'every', interval: state.interval, unit: state.unit }
      : state.kind === 'months'
        ? { kind: 'months', months: state.months }
        : { kind: 'once' };
  return {
    name: state.name,
    serviceType: state.serviceType === NO_SERVICE_TYPE ? '' : state.serviceType,
    notes: state.notes,
    repeat,
    startDate: state.startDate,
  };
}

/** The form field a schema issue belongs to. */
function fieldOf(path: string | null): keyof TaskFormState {
  if (!path) return 'name';
  if (path.startsWith('repeat'))
    return path.includes('months') ? 'months' : path.includes('interval') ? 'interval' : 'kind';
  return path.split('.')[0] as keyof TaskFormState;
}

const resolver: Resolver<TaskFormState> = async (values) => {
  const result = v.safeParse(TaskFormSchema, taskFormInput(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<TaskFormState> = {};
  for (const issue of result.issues) {
    const field = fieldOf(v.getDotPath(issue));
    if (!errors[field]) errors[field] = { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

const NO_SERVICE_TYPE = 'none';

const SERVICE_TYPE_ITEMS = [
  // Ark's Select selects nothing for an empty value: "None" has its own.
  { value: NO_SERVICE_TYPE, label: COPY.noServiceType },
  ...SERVICE_TYPES.map(({ value, label }) => ({ value, label })),
];

export function TaskFormDialog(props: TaskFormDialogProps) {
  const title = !props.task
    ? COPY.addTitle
    : props.task.status === 'suggested'
      ? COPY.acceptTitle
      : COPY.editTitle;
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={title}
      description={COPY.description}
      discardText={COPY.discardText}
    >
      {(body) => <TaskForm key={props.task?.id ?? 'new'} {...props} {...body} />}
    </FormDialog>
  );
}

function TaskForm({
  task,
  today,
  onSubmit,
  validateOnMount = false,
  defaultValues,
  busy = false,
  onDirtyChange,
  onWorkingChange,
  onCancel,
}: TaskFormDialogProps & {
  onDirtyChange: (dirty: boolean) => void;
  onWorkingChange: (working: boolean) => void;
  onCancel: () => void;
}) {
  const [initial] = useState<TaskFormState>(() => ({
    ...taskFormState(task, today),
    ...defaultValues,
  }));
  const {
    register,
    control,
    handleSubmit,
    setError,
    trigger,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TaskFormState>({ resolver, defaultValues: initial });
  const serviceType = useController({ name: 'serviceType', control });
  const kind = useController({ name: 'kind', control });
  const unit = useController({ name: 'unit', control });
  const months = useController({ name: 'months', control });
  const currentKind = kind.field.value;

  useEffect(() => {
    if (validateOnMount) void trigger();
  }, [validateOnMount, trigger]);
  const working = isSubmitting || busy;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => onWorkingChange(working), [working, onWorkingChange]);

  const submit = useSingleFlightSubmit(
    handleSubmit(async (state) => {
      const values = v.parse(TaskFormSchema, taskFormInput(state));
      const outcome = await onSubmit(values, task);
      if (outcome.ok || !outcome.field || !outcome.message) return;
      const field = fieldOf(outcome.field);
      setError(field, { message: outcome.message }, { shouldFocus: true });
    }),
  );

  const toggleMonth = (month: number) => {
    const current = months.field.value;
    months.field.onChange(
      current.includes(month)
        ? current.filter((m) => m !== month)
        : [...current, month].sort((a, b) => a - b),
    );
  };

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <Field label={COPY.name} error={errors.name?.message} disabled={working} required>
        <Input
          autoComplete="off"
          maxLength={TASK_NAME_MAX_LENGTH}
          placeholder={COPY.namePlaceholder}
          {...register('name')}
        />
      </Field>
      <Field
        id="task-service-type"
        label={COPY.serviceType}
        error={errors.serviceType?.message}
        disabled={working}
      >
        <Select
          items={SERVICE_TYPE_ITEMS}
          name={serviceType.field.name}
          value={serviceType.field.value}
          disabled={working}
          onValueChange={serviceType.field.onChange}
        />
      </Field>
      <div className={styles.row}>
        <Field
          id="task-repeats"
          label={COPY.repeats}
          error={errors.kind?.message}
          disabled={working}
          className={css({ flex: '1' })}
        >
          <Select
            items={REPEAT_KIND_ITEMS}
            name={kind.field.name}
            value={kind.field.value}
            disabled={working}
            onValueChange={kind.field.onChange}
          />
        </Field>
        {currentKind === 'every' ? (
          <>
            <Field
              label={COPY.every}
              error={errors.interval?.message}
              disabled={working}
              className={css({ flex: '1' })}
            >
              <Input
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                {...register('interval')}
              />
            </Field>
            <Field
              id="task-unit"
              label={COPY.unit}
              disabled={working}
              className={css({ flex: '1' })}
            >
              <Select
                items={REPEAT_UNIT_ITEMS}
                name={unit.field.name}
                value={unit.field.value}
                disabled={working}
                onValueChange={unit.field.onChange}
              />
            </Field>
          </>
        ) : null}
      </div>
      {currentKind === 'months' ? (
        <fieldset
          className={styles.fieldset}
          aria-describedby={errors.months ? 'task-months-error' : undefined}
        >
          <legend className={styles.legend}>{COPY.months}</legend>
          <div className={styles.months}>
            {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => {
              const on = months.field.value.includes(month);
              return (
                <Button
                  key={month}
                  type="button"
                  size="sm"
                  variant={on ? 'solid' : 'outline'}
                  aria-pressed={on}
                  disabled={working}
                  onClick={() => toggleMonth(month)}
                >
                  {monthName(month).slice(0, 3)}
                </Button>
              );
            })}
          </div>
          {errors.months?.message ? (
            <p id="task-months-error" role="alert" className={styles.error}>
              {errors.months.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <Field
        label={COPY.startDate}
        helperText={currentKind === 'once' ? undefined : COPY.startDateHint}
        error={errors.startDate?.message}
        disabled={working}
        required
      >
        <Input type="date" {...register('startDate')} />
      </Field>
      <Field label={COPY.notes} error={errors.notes?.message} disabled={working}>
        <Textarea rows={3} placeholder={COPY.notesPlaceholder} {...register('notes')} />
      </Field>
      <div className={styles.actions}>
        <Button type="button" variant="outline" disabled={working} onClick={onCancel}>
          {COPY.cancel}
        </Button>
        <Button type="submit" loading={working}>
          {working ? COPY.saving : task ? COPY.save : COPY.add}
        </Button>
      </div>
    </form>
  );
}

export const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  row: css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '4' }),
  fieldset: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    border: 'none',
    p: '0',
    m: '0',
  }),
  legend: css({ fontWeight: 'medium', fontSize: 'sm', mb: '1.5' }),
  months: css({
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(4, 1fr)', sm: 'repeat(6, 1fr)' },
    gap: '2',
  }),
  error: css({ color: 'danger.text', fontSize: 'sm' }),
  actions: css({
    display: 'flex',
    flexDirection: { base: 'column-reverse', sm: 'row' },
    justifyContent: 'flex-end',
    gap: '3',
    pt: '2',
    '& > *': { width: { base: 'full', sm: 'auto' } },
  }),
};
