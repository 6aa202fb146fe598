/**
 * "Reports of homes you transferred" on the homeowner's dashboard: the Home History Report
 * each home's previous owner keeps of the day it changed hands (they no longer see the home
 * itself). Hidden while loading and when there are none; a failure says so with Try Again.
 * Fed by props; KeptReportsContainer binds the data.
 */
import { History } from 'lucide-react';
import { css } from 'styled-system/css';
import {
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardTitle,
  RetryAlert,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { KEPT_REPORTS_COPY as K } from './report-copy';
import { ReportList, WithdrawCodeDialog } from './report-list';
import type { ReportOutcome, ReportRow } from './report-types';

export interface KeptReportsPanelProps {
  reports: Loadable<readonly ReportRow[]>;
  onRetry: () => void;
  onDownload: (report: ReportRow, zip?: boolean) => Promise<ReportOutcome>;
  withdrawTarget: ReportRow | null;
  onWithdrawTargetChange: (report: ReportRow | null) => void;
  onConfirmWithdraw: () => void;
  withdrawing?: boolean;
  /** Makes a failed report again. */
  onRemake: (report: ReportRow) => Promise<ReportOutcome>;
}

export function KeptReportsPanel(props: KeptReportsPanelProps) {
  const { reports } = props;
  if (reports.status === 'loading') return null;
  if (reports.status === 'error')
    return (
      <RetryAlert
        className={css({ mb: '6' })}
        message={K.loadFailed}
        retryLabel={K.tryAgain}
        onRetry={props.onRetry}
      />
    );
  if (reports.data.length === 0) return null;
  return (
    <Card asChild className={css({ mb: '6' })}>
      <section aria-labelledby="kept-reports-title">
        <CardHeader>
          <CardTitle asChild>
            <h2
              id="kept-reports-title"
              className={css({ display: 'flex', alignItems: 'center', gap: '2' })}
            >
              <History aria-hidden="true" size={18} />
              {K.title}
            </h2>
          </CardTitle>
          <CardDescription>{K.description}</CardDescription>
        </CardHeader>
        <CardBody>
          <ReportList
            label={K.listLabel}
            reports={reports.data}
            onDownload={props.onDownload}
            canWithdraw
            onWithdrawTargetChange={props.onWithdrawTargetChange}
            onRemake={props.onRemake}
          />
        </CardBody>
        <WithdrawCodeDialog {...props} />
      </section>
    </Card>
  );
}
