/**
 * /settings/reminders (docs/architecture.md §8): email reminders on/off, daily or weekly on
 * Monday, the time zone (the browser's by default), and the private calendar feed address.
 * Presentational: the page binds the live settings and the callables.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { CalendarDays, Copy, Mail } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { css, cx } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';
import {
  REMINDER_FREQUENCIES,
  ReminderSettingsSchema,
  type ReminderSettingsInput,
} from '@homeledger/domain';
import { RadioGroupField } from '@/components/forms';
import { PageHeader } from '@/components/layout/page-header';
import {
  Alert,
  Button,
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  RadioGroup,
  UnsavedChangesPrompt,
  RetryAlert,
  SpinnerBlock,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import type { ReminderSettingsView } from './api/use-maintenance';
import { MAINTENANCE_COPY, REMINDER_SETTINGS_COPY as COPY } from './maintenance-copy';
import { paths } from '@/lib/paths';

/** What the form saves: the domain schema's output (the callable checks the same schema). */
export type ReminderSettingsValues = ReminderSettingsInput;

export interface ReminderSettingsScreenProps {
  settings: Loadable<ReminderSettingsView | null>;
  /** The browser's time zone: the default when none is saved. */
  browserTimeZone: string;
  onRetry: () => void;
  onSave: (values: ReminderSettingsValues) => void;
  saving?: boolean;
  /** A field problem from the server. */
  error?: string | null;
  /** A feed exists (its address is not stored readable: only its hash). */
  feedActive: boolean;
  /** The address just created, shown once. */
  feedUrl?: string | null;
  feedBusy?: boolean;
  onCreateFeed: () => void;
  onRevokeFeed: () => void;
  /** Digests go only to verified emails (the job checks Auth): false says so above the form. */
  emailVerified?: boolean;
}

export function ReminderSettingsScreen(props: ReminderSettingsScreenProps) {
  return (
    <section className={styles.page} aria-labelledby="reminder-settings-title">
      <PageHeader
        title={COPY.title}
        titleId="reminder-settings-title"
        description={COPY.subtitle}
        back={{ label: COPY.back, to: paths.dashboard }}
        className={styles.header}
      />
      {props.settings.status === 'loading' ? (
        <SpinnerBlock label={COPY.loading} space="md" />
      ) : props.settings.status === 'error' ? (
        <RetryAlert
          title={MAINTENANCE_COPY.somethingWrong}
          message={COPY.loadFailed}
          retryLabel={MAINTENANCE_COPY.tryAgain}
          onRetry={props.onRetry}
        />
      ) : (
        <>
          <SettingsForm
            // A saved change from elsewhere starts the form again from it.
            key={JSON.stringify(props.settings.data)}
            initial={{
              emailEnabled: props.settings.data?.emailEnabled ?? true,
              frequency: props.settings.data?.frequency ?? 'weekly',
              timeZone: props.settings.data?.timeZone ?? props.browserTimeZone,
            }}
            {...props}
          />
          <FeedCard {...props} />
        </>
      )}
    </section>
  );
}

const resolver = valibotResolver(ReminderSettingsSchema);

function SettingsForm(props: ReminderSettingsScreenProps & { initial: ReminderSettingsValues }) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<ReminderSettingsValues>({ resolver, defaultValues: props.initial });
  const emailEnabled = useWatch({ control, name: 'emailEnabled' });
  const saving = props.saving ?? false;
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className={styles.cardTitle}>
          <Mail size={18} aria-hidden="true" /> {COPY.emailTitle}
        </CardTitle>
      </CardHeader>
      <CardBody>
        {props.emailVerified === false ? (
          <Alert variant="warning" role="status" className={css({ mb: '4' })}>
            {COPY.unverified}
          </Alert>
        ) : null}
        <form
          className={styles.form}
          noValidate
          // The resolver has checked and trimmed: the values are the schema's output.
          onSubmit={handleSubmit((values) => props.onSave(values))}
        >
          <Controller
            control={control}
            name="emailEnabled"
            render={({ field }) => (
              <RadioGroup
                label={COPY.emailEnabled}
                items={[
                  { value: 'on', label: COPY.emailOn },
                  { value: 'off', label: COPY.emailOff },
                ]}
                value={field.value ? 'on' : 'off'}
                onValueChange={(value) => field.onChange(value === 'on')}
                orientation="horizontal"
                disabled={saving}
              />
            )}
          />
          <RadioGroupField
            control={control}
            name="frequency"
            label={COPY.frequency}
            items={REMINDER_FREQUENCIES}
            disabled={saving || !emailEnabled}
          />
          <Field
            label={COPY.timeZone}
            helperText={COPY.timeZoneHint}
            error={errors.timeZone?.message ?? props.error ?? undefined}
            disabled={saving}
          >
            <Input list="reminder-time-zones" autoComplete="off" {...register('timeZone')} />
          </Field>
          <datalist id="reminder-time-zones">
            {zones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <div>
            <Button type="submit" loading={saving}>
              {saving ? COPY.saving : COPY.save}
            </Button>
          </div>
        </form>
        <UnsavedChangesPrompt dirty={isDirty && !saving} text={COPY.discardText} />
      </CardBody>
    </Card>
  );
}

function FeedCard(props: ReminderSettingsScreenProps) {
  const [copied, setCopied] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className={styles.cardTitle}>
          <CalendarDays size={18} aria-hidden="true" /> {COPY.calendarTitle}
        </CardTitle>
        <CardDescription>{COPY.calendarText}</CardDescription>
      </CardHeader>
      <CardBody className={styles.form}>
        {props.feedUrl ? (
          <div className={styles.form}>
            <p>{COPY.feedReady}</p>
            <div
              className={css({
                display: 'flex',
                gap: '2',
                flexDirection: { base: 'column', sm: 'row' },
              })}
            >
              <Input
                readOnly
                value={props.feedUrl}
                aria-label={COPY.calendarTitle}
                onFocus={(e) => e.target.select()}
              />
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  void navigator.clipboard
                    ?.writeText(props.feedUrl ?? '')
                    .then(() => setCopied(true));
                }}
              >
                <Copy size={16} aria-hidden="true" /> {copied ? COPY.copied : COPY.copy}
              </Button>
            </div>
          </div>
        ) : (
          <p className={styles.note}>{props.feedActive ? COPY.feedActive : COPY.feedNone}</p>
        )}
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <Button type="button" onClick={props.onCreateFeed} loading={props.feedBusy}>
            {props.feedActive || props.feedUrl ? COPY.newFeed : COPY.createFeed}
          </Button>
          {props.feedActive || props.feedUrl ? (
            <Button
              type="button"
              variant="outline"
              onClick={props.onRevokeFeed}
              disabled={props.feedBusy}
            >
              {COPY.revokeFeed}
            </Button>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}

const styles = {
  page: cx(
    pageContainer({ size: '3xl' }),
    css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  ),
  // The page spaces its parts with a gap already.
  header: css({ mb: '0' }),
  cardTitle: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  note: css({ color: 'fg.muted', fontSize: 'sm' }),
};
