/**
 * The list of Home History Reports with date, size, "Download Report", "Download
 * everything" and (owner) "Withdraw code": the property panel's recent reports and the
 * dashboard's reports of homes the user transferred (those name their home instead of a
 * date). Fed by props.
 */
import { Download, FolderArchive, RotateCcw, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { verifyPath } from '@homeledger/domain';
import { Badge, Button, ConfirmDialog, panelRow, panelRowList } from '@/components/ui';
import { REPORT_PANEL_COPY as C } from './report-copy';
import type { ReportOutcome, ReportRow } from './report-types';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** "May 1, 2026, 3:04 PM" for when a report was asked for. */
export function reportDate(iso: string | null): string {
  return iso ? DATE_TIME.format(new Date(iso)) : '';
}

/** "May 3, 2026" for the day a home was transferred. */
export function reportDay(iso: string | null): string {
  return iso ? DAY.format(new Date(iso)) : '';
}

export interface ReportListProps {
  /** The list's accessible name. */
  label: string;
  reports: readonly ReportRow[];
  /** Downloads the PDF, or with `zip` the "Download everything" ZIP. */
  onDownload: (report: ReportRow, zip?: boolean) => Promise<ReportOutcome>;
  /** The owner may withdraw codes; a realtor may not. */
  canWithdraw: boolean;
  onWithdrawTargetChange: (report: ReportRow | null) => void;
  /** Makes a failed kept report again (its owner cannot ask for a new one); none: no button. */
  onRemake?: (report: ReportRow) => Promise<ReportOutcome>;
}

export function ReportList({ label, reports, ...props }: ReportListProps) {
  return (
    <ul aria-label={label} className={panelRowList}>
      {reports.map((report) => (
        <ReportItem key={report.id} report={report} {...props} />
      ))}
    </ul>
  );
}

function stateBadge(report: ReportRow) {
  if (report.state === 'done') return null;
  if (report.state === 'failed' || report.stale) return <Badge variant="danger">Failed</Badge>;
  return <Badge variant="info">In progress</Badge>;
}

function ReportItem({
  report,
  onDownload,
  canWithdraw,
  onWithdrawTargetChange,
  onRemake,
}: Omit<ReportListProps, 'reports' | 'label'> & { report: ReportRow }) {
  const [downloading, setDownloading] = useState<'pdf' | 'zip' | null>(null);
  const [remaking, setRemaking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const date = reportDate(report.createdAt);
  const failed = report.state === 'failed' || report.stale;

  async function download(kind: 'pdf' | 'zip') {
    setDownloading(kind);
    setError(null);
    try {
      const outcome = await onDownload(report, kind === 'zip');
      if (!outcome.ok) setError(outcome.message);
    } finally {
      setDownloading(null);
    }
  }

  async function remake() {
    if (!onRemake || remaking) return;
    setRemaking(true);
    setError(null);
    try {
      const outcome = await onRemake(report);
      if (!outcome.ok) setError(outcome.message);
    } finally {
      setRemaking(false);
    }
  }

  return (
    <li className={panelRow()}>
      <div className={css({ flex: '1 1 14rem', minW: '0' })}>
        <p className={css({ fontWeight: 'medium', display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <span className={css({ wordBreak: 'break-word' })}>{report.kept?.address ?? date}</span>
          {stateBadge(report)}
          {report.codeWithdrawn ? <Badge variant="warning">{C.withdrawn}</Badge> : null}
        </p>
        {report.kept ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {report.kept.cityStateZip} · {C.keptOn(reportDay(report.kept.transferredAt))}
          </p>
        ) : null}
        {report.state === 'done' && report.size !== null ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            PDF · {C.size(report.size)}
            {report.zipSize !== null ? ` · ${C.zipLabel(C.size(report.zipSize))}` : ''}
            {/* Only reports made before #33's migration still hold their code: the others
                keep its hash alone, and the code is on the PDF (and its QR link). */}
            {report.code ? (
              <>
                {' · '}
                <Link to={verifyPath(report.code)} className={css({ textDecoration: 'underline' })}>
                  {C.verifyLink}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        {report.state !== 'done' && !failed && report.kept ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{C.keptMaking}</p>
        ) : null}
        {failed ? (
          <p className={css({ fontSize: 'sm', color: 'danger.text' })}>
            {report.kept
              ? C.keptFailed
              : report.stale
                ? C.timedOut
                : (report.failureReason ?? C.failedFallback)}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
            {error}
          </p>
        ) : null}
      </div>
      {failed && report.kept && onRemake ? (
        <div className={css({ ml: 'auto' })}>
          <Button
            size="sm"
            variant="outline"
            loading={remaking}
            aria-label={C.remakeLabel(report.kept.address)}
            onClick={() => void remake()}
          >
            {remaking ? null : <RotateCcw aria-hidden="true" />}
            {remaking ? C.remaking : C.remake}
          </Button>
        </div>
      ) : null}
      {report.state === 'done' ? (
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', ml: 'auto' })}>
          <Button
            size="sm"
            loading={downloading === 'pdf'}
            disabled={downloading !== null}
            onClick={() => void download('pdf')}
          >
            {downloading === 'pdf' ? null : <Download aria-hidden="true" />}
            {downloading === 'pdf' ? C.downloading : C.download}
          </Button>
          {report.zipPath ? (
            <Button
              size="sm"
              variant="outline"
              loading={downloading === 'zip'}
              disabled={downloading !== null}
              onClick={() => void download('zip')}
            >
              {downloading === 'zip' ? null : <FolderArchive aria-hidden="true" />}
              {downloading === 'zip' ? C.downloading : C.downloadZip}
            </Button>
          ) : null}
          {canWithdraw && !report.codeWithdrawn ? (
            <Button
              size="sm"
              variant="outline"
              className={css({ color: 'danger.text' })}
              aria-label={C.withdrawLabel(report.kept?.address ?? date)}
              onClick={() => onWithdrawTargetChange(report)}
            >
              <ShieldOff aria-hidden="true" />
              {C.withdraw}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** "Withdraw this verification code?" for the report the owner picked (null: closed). */
export function WithdrawCodeDialog(props: {
  withdrawTarget: ReportRow | null;
  onWithdrawTargetChange: (report: ReportRow | null) => void;
  onConfirmWithdraw: () => void;
  withdrawing?: boolean;
}) {
  return (
    <ConfirmDialog
      open={props.withdrawTarget !== null}
      onOpenChange={(open) => {
        if (!open) props.onWithdrawTargetChange(null);
      }}
      title={C.withdrawTitle}
      description={C.withdrawText}
      confirmLabel={C.withdraw}
      onConfirm={props.onConfirmWithdraw}
      destructive
      busy={props.withdrawing ?? false}
    />
  );
}
