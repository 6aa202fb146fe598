import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { failed, ready, type Loadable } from '@/lib/data/loadable';
import { KeptReportsPanel } from './kept-reports-panel';
import type { ReportOutcome, ReportRow } from './report-types';
import { keptDone, keptFailed, keptRendering, keptWithdrawn } from './report.fixtures';

export default {
  title: 'Reports of homes you transferred',
  meta: { path: '/dashboard' },
} satisfies StoryDefault;

const never = () => new Promise<ReportOutcome>(() => undefined);

function Panel({
  reports,
  withdrawOpen = false,
}: {
  reports: Loadable<readonly ReportRow[]>;
  withdrawOpen?: boolean;
}) {
  const [target, setTarget] = useState<ReportRow | null>(
    withdrawOpen && reports.status === 'ready' ? (reports.data[0] ?? null) : null,
  );
  return (
    <div className={css({ maxW: '7xl', mx: 'auto', p: { base: '4', md: '6' } })}>
      <KeptReportsPanel
        reports={reports}
        onRetry={() => undefined}
        onDownload={never}
        withdrawTarget={target}
        onWithdrawTargetChange={setTarget}
        onConfirmWithdraw={() => undefined}
        onRemake={never}
      />
    </div>
  );
}

export const OneHome: Story = () => <Panel reports={ready([keptDone])} />;
export const SeveralHomes: Story = () => (
  <Panel reports={ready([keptRendering, keptDone, keptFailed, keptWithdrawn])} />
);
export const WithdrawConfirm: Story = () => <Panel reports={ready([keptDone])} withdrawOpen />;
export const LoadFailure: Story = () => <Panel reports={failed(new Error('permission-denied'))} />;
