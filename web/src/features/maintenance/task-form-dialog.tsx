/**
 * Add / Edit Maintenance Task: a dialog holding the form (react-hook-form, checked by the
 * domain's TaskFormSchema), with the repair forms' conventions — a message under each
 * field, "Saving..." while busy, a confirmation before unsaved changes are dropped.
 * Presentational: saving is the `onSubmit` prop.
 */
import { useController, useWatch } from 'react-hook-form';
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
import {
  CountUnitFields,
  FormActions,
  SelectField,
  formLayout,
  useDialogForm,
  TextField,
} from '@/components/forms';
import {
  Button,
  Field,
  FormDialog,
  Input,
  Textarea,
  type FormDialogBody,
  type EntityFormDialogProps,
} from '@/components/ui';
import { formStateResolver } from '@/lib/forms/form-state-resolver';
import type { SubmitOutcome } from '@/lib/forms/submit-outcome';
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

export interface TaskFormDialogProps extends EntityFormDialogProps<TaskFormState> {
  /** The task being edited (a suggestion too); null adds a new one. */
  task: MaintenanceTask | null;
  onSubmit: (values: TaskFormValues, task: MaintenanceTask | null) => Promise<SubmitOutcome>;
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

const resolver = formStateResolver(TaskFormSchema, taskFormInput, fieldOf);

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
  ...body
}: TaskFormDialogProps & FormDialogBody) {
  const {
    register,
    control,
    handleSubmit,
    showFailure,
    working,
    formState: { errors },
  } = useDialogForm<TaskFormState>({
    initial: () => taskFormState(task, today),
    defaultValues,
    resolver,
    validateOnMount,
    busy,
    body,
    fieldOfFailure: fieldOf,
  });
  const months = useController({ name: 'months', control });
  const currentKind = useWatch({ control, name: 'kind' });

  const submit = useSingleFlightSubmit(
    handleSubmit(async (state) => {
      const values = v.parse(TaskFormSchema, taskFormInput(state));
      showFailure(await onSubmit(values, task));
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
    <form onSubmit={submit} noValidate className={formLayout.form}>
      <TextField
        register={register}
        name="name"
        label={COPY.name}
        error={errors.name?.message}
        disabled={working}
        required
        maxLength={TASK_NAME_MAX_LENGTH}
        placeholder={COPY.namePlaceholder}
      />
      <SelectField
        control={control}
        name="serviceType"
        id="task-service-type"
        label={COPY.serviceType}
        items={SERVICE_TYPE_ITEMS}
        error={errors.serviceType?.message}
        disabled={working}
      />
      <div className={formLayout.row}>
        <SelectField
          control={control}
          name="kind"
          id="task-repeats"
          label={COPY.repeats}
          items={REPEAT_KIND_ITEMS}
          error={errors.kind?.message}
          disabled={working}
          className={formLayout.grow}
        />
        {currentKind === 'every' ? (
          <CountUnitFields
            control={control}
            register={register}
            count={{
              name: 'interval',
              label: COPY.every,
              error: errors.interval?.message,
              maxLength: 2,
            }}
            unit={{ name: 'unit', id: 'task-unit', label: COPY.unit, items: REPEAT_UNIT_ITEMS }}
            disabled={working}
          />
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
      <FormActions
        working={working}
        submitLabel={task ? COPY.save : COPY.add}
        workingLabel={COPY.saving}
        cancelLabel={COPY.cancel}
        onCancel={body.onCancel}
      />
    </form>
  );
}

export const styles = {
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
};
