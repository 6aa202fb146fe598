/**
 * "Reports of homes you transferred" on the homeowner's dashboard: the Home History Report
 * each home's previous owner keeps of the day it changed hands (they no longer see the home
 * itself). Hidden while loading and when there are none; a failure says so with Try Again.
 * Fed by props; KeptReportsContainer binds the data.
 */
import { History } from 'lucide-react';
import { CardBody, OptionalPanel } from '@/components/ui';
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
  return (
    <OptionalPanel
      id="kept-reports-title"
      icon={<History aria-hidden="true" size={18} />}
      copy={K}
      items={props.reports}
      onRetry={props.onRetry}
    >
      {(reports) => (
        <>
          <CardBody>
            <ReportList
              label={K.listLabel}
              reports={reports}
              onDownload={props.onDownload}
              canWithdraw
              onWithdrawTargetChange={props.onWithdrawTargetChange}
              onRemake={props.onRemake}
            />
          </CardBody>
          <WithdrawCodeDialog {...props} />
        </>
      )}
    </OptionalPanel>
  );
}
