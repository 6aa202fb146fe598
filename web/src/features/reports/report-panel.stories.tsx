import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { ReportPanel, type ReportOutcome } from './report-panel';
import type { ReportRow } from './report-types';
import {
  reportDone,
  reportFailed,
  reportQueued,
  reportRendering,
  reportZipping,
  severalReports,
} from './report.fixtures';

export default {
  title: 'Home History Report panel',
  meta: { path: '/property/p-oak' },
} satisfies StoryDefault;

const never = () => new Promise<ReportOutcome>(() => undefined);

function Panel({
  reports = ready([]),
  canWithdraw = true,
  withdrawOpen = false,
  ...rest
}: {
  reports?: Loadable<readonly ReportRow[]>;
  canWithdraw?: boolean;
  withdrawOpen?: boolean;
  creating?: boolean;
  initialError?: string;
}) {
  const [target, setTarget] = useState<ReportRow | null>(
    withdrawOpen && reports.status === 'ready' ? (reports.data[0] ?? null) : null,
  );
  return (
    <div className={css({ maxW: '2xl', mx: 'auto', p: { base: '4', md: '8' } })}>
      <ReportPanel
        reports={reports}
        onRetry={() => undefined}
        onCreate={never}
        onDownload={never}
        canWithdraw={canWithdraw}
        withdrawTarget={target}
        onWithdrawTargetChange={setTarget}
        onConfirmWithdraw={() => undefined}
        {...rest}
      />
    </div>
  );
}

export const NoneYet: Story = () => <Panel />;
export const Starting: Story = () => <Panel creating />;
export const Queued: Story = () => <Panel reports={ready([reportQueued])} />;
export const CreatingWithProgress: Story = () => (
  <Panel reports={ready([reportRendering, reportDone])} />
);
export const PackingTheZip: Story = () => <Panel reports={ready([reportZipping])} />;
export const Done: Story = () => <Panel reports={ready([reportDone])} />;
export const Failed: Story = () => <Panel reports={ready([reportFailed])} />;
export const SeveralReports: Story = () => <Panel reports={ready(severalReports)} />;
export const RealtorView: Story = () => (
  <Panel reports={ready(severalReports)} canWithdraw={false} />
);
export const CreateRefused: Story = () => (
  <Panel initialError="A report for this home is already being made. Please wait for it to finish." />
);
export const WithdrawConfirm: Story = () => <Panel reports={ready([reportDone])} withdrawOpen />;
export const Loading: Story = () => <Panel reports={LOADING} />;
export const LoadFailure: Story = () => <Panel reports={failed(new Error('permission-denied'))} />;
