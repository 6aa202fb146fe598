/**
 * The Home History Report panel (owner's and realtor's property pages): the three
 * options and "Create History Report", a progress bar that follows the newest report's
 * live document, and the last reports with date, size, "Download Report" and (owner)
 * "Withdraw code". Fed by props; ReportPanelContainer binds the data.
 */
import { FileText } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { DEFAULT_REPORT_OPTIONS, reportPercent, type ReportOptions } from '@homeledger/domain';
import { Alert, Button, Checkbox, PanelList, SectionCard } from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { REPORT_PANEL_COPY as C } from './report-copy';
import { ReportList, WithdrawCodeDialog } from './report-list';
import type { ReportOutcome, ReportRow } from './report-types';

export type { ReportOutcome } from './report-types';

export interface ReportPanelProps {
  reports: Loadable<readonly ReportRow[]>;
  onRetry: () => void;
  onCreate: (options: ReportOptions) => Promise<ReportOutcome>;
  /** Downloads the PDF, or with `zip` the "Download everything" ZIP. */
  onDownload: (report: ReportRow, zip?: boolean) => Promise<ReportOutcome>;
  /** The owner may withdraw codes; a realtor may not. */
  canWithdraw: boolean;
  withdrawTarget: ReportRow | null;
  onWithdrawTargetChange: (report: ReportRow | null) => void;
  onConfirmWithdraw: () => void;
  withdrawing?: boolean;
  /** Catalogue/test: the create button busy, an error already shown. */
  creating?: boolean;
  initialError?: string;
}

const inProgress = (r: ReportRow) => (r.state === 'queued' || r.state === 'rendering') && !r.stale;

export function ReportPanel(props: ReportPanelProps) {
  const current =
    props.reports.status === 'ready' ? props.reports.data.find(inProgress) : undefined;
  return (
    <SectionCard
      titleId="report-panel-title"
      title={C.title}
      description={C.description}
      bodyClassName={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
      dialogs={<WithdrawCodeDialog {...props} />}
    >
      <CreateForm {...props} busy={current !== undefined} />
      {current ? <Progress report={current} /> : null}
      <div>
        <h3 className={css({ fontWeight: 'semibold', mb: '2' })}>{C.listTitle}</h3>
        <Reports {...props} />
      </div>
    </SectionCard>
  );
}

function CreateForm(props: ReportPanelProps & { busy: boolean }) {
  const [options, setOptions] = useState<ReportOptions>(DEFAULT_REPORT_OPTIONS);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(props.initialError ?? null);
  const id = useId();
  const creating = submitting || Boolean(props.creating);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (creating || props.busy) return;
    setSubmitting(true);
    setError(null);
    try {
      const outcome = await props.onCreate(options);
      if (!outcome.ok) setError(outcome.message);
    } finally {
      setSubmitting(false);
    }
  }

  const box = (key: keyof ReportOptions, label: string) => (
    <Checkbox
      id={`${id}-${key}`}
      label={label}
      checked={options[key]}
      disabled={creating}
      onChange={(event) => setOptions({ ...options, [key]: event.target.checked })}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={formStyle}>
      <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <legend className={css({ fontWeight: 'medium', mb: '2' })}>{C.optionsLegend}</legend>
        {box('includeReceipts', C.includeReceipts)}
        {box('includeCosts', C.includeCosts)}
        {box('includePhoto', C.includePhoto)}
      </fieldset>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <div>
        <Button type="submit" loading={creating} disabled={props.busy}>
          {creating ? null : <FileText aria-hidden="true" />}
          {creating ? C.creating : C.create}
        </Button>
      </div>
    </form>
  );
}

function Progress({ report }: { report: ReportRow }) {
  const percent = reportPercent(report);
  const label =
    report.state === 'queued'
      ? C.queued
      : report.progress.phase === 'zip'
        ? C.zipping
        : C.rendering(report.progress.done, report.progress.total);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p aria-live="polite" className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={C.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className={track}
      >
        <div className={bar} style={{ width: `${percent}%` }} />
      </div>
      <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{C.leaveNote}</p>
    </div>
  );
}

function Reports(props: ReportPanelProps) {
  const { reports, onRetry } = props;
  return (
    <PanelList
      items={reports}
      loadingLabel="Loading the reports"
      failedText={C.loadFailed}
      retryLabel={C.tryAgain}
      onRetry={onRetry}
      emptyText={C.none}
    >
      {(rows) => (
        <ReportList
          label={C.listTitle}
          reports={rows}
          onDownload={props.onDownload}
          canWithdraw={props.canWithdraw}
          onWithdrawTargetChange={props.onWithdrawTargetChange}
        />
      )}
    </PanelList>
  );
}

const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const track = css({
  h: '2.5',
  w: 'full',
  bg: 'bg.muted',
  borderRadius: 'full',
  overflow: 'hidden',
});
const bar = css({
  h: 'full',
  bg: 'accent.default',
  borderRadius: 'full',
  transition: 'width 0.4s',
});
