import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ReportOptions } from '@homeledger/domain';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { toReportRow } from './api/reports';
import { REPORT_PANEL_COPY as C } from './report-copy';
import { ReportPanel, type ReportOutcome } from './report-panel';
import type { ReportRow } from './report-types';
import { reportDone, reportFailed, reportRendering, severalReports } from './report.fixtures';
import { interactive } from '@/test/interactive';

function Harness({
  reports = ready([]),
  onCreate = async () => ({ ok: true }),
  onDownload = async () => ({ ok: true }),
  onRetry = () => undefined,
  canWithdraw = true,
}: {
  reports?: Loadable<readonly ReportRow[]>;
  onCreate?: (options: ReportOptions) => Promise<ReportOutcome>;
  onDownload?: (report: ReportRow, zip?: boolean) => Promise<ReportOutcome>;
  onRetry?: () => void;
  canWithdraw?: boolean;
}) {
  const [target, setTarget] = useState<ReportRow | null>(null);
  return (
    <MemoryRouter>
      <ReportPanel
        reports={reports}
        onRetry={onRetry}
        onCreate={onCreate}
        onDownload={onDownload}
        canWithdraw={canWithdraw}
        withdrawTarget={target}
        onWithdrawTargetChange={setTarget}
        onConfirmWithdraw={() => undefined}
      />
    </MemoryRouter>
  );
}

describe('ReportPanel', () => {
  it('creates a report with the options chosen (receipts and costs on by default)', async () => {
    const onCreate = vi.fn(async () => ({ ok: true }) as const);
    render(<Harness onCreate={onCreate} />);
    expect(screen.getByRole('checkbox', { name: C.includeReceipts })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: C.includeCosts })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: C.includePhoto })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: C.includeCosts }));
    await userEvent.click(screen.getByRole('checkbox', { name: C.includePhoto }));
    await userEvent.click(screen.getByRole('button', { name: C.create }));
    expect(onCreate).toHaveBeenCalledWith({
      includeReceipts: true,
      includeCosts: false,
      includePhoto: true,
    });
  });

  it("shows the server's refusal", async () => {
    render(<Harness onCreate={async () => ({ ok: false, message: 'Add a repair first.' })} />);
    await userEvent.click(screen.getByRole('button', { name: C.create }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add a repair first.');
  });

  it('follows the newest report in progress with a progress bar, and blocks a second one', () => {
    render(<Harness reports={ready([reportRendering, reportDone])} />);
    const bar = screen.getByRole('progressbar', { name: C.progressLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '58');
    expect(bar).toHaveAttribute('aria-valuetext', 'Adding receipts: 7 of 12');
    expect(screen.getByRole('button', { name: C.create })).toBeDisabled();
  });

  it('lists reports with their downloads; only the owner may withdraw a code', async () => {
    const onDownload = vi.fn(async () => ({ ok: true }) as const);
    const { unmount } = render(<Harness reports={ready(severalReports)} onDownload={onDownload} />);
    const items = within(screen.getByRole('list', { name: C.listTitle })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[1]).toHaveTextContent(C.withdrawn);
    expect(items[2]).toHaveTextContent(reportFailed.failureReason ?? '');
    await userEvent.click(
      within(items[0] as HTMLElement).getByRole('button', { name: C.downloadZip }),
    );
    expect(onDownload).toHaveBeenCalledWith(severalReports[0], true);
    expect(screen.getAllByRole('button', { name: /Withdraw code of the report/ })).toHaveLength(2);
    unmount();
    render(<Harness reports={ready(severalReports)} canWithdraw={false} />);
    expect(screen.queryByRole('button', { name: /Withdraw code of the report/ })).toBeNull();
  });

  it('opens the withdraw confirmation', async () => {
    render(<Harness reports={ready([reportDone])} />);
    await userEvent.click(screen.getByRole('button', { name: /Withdraw code of the report/ }));
    expect(await interactive(screen.findByRole('alertdialog'))).toHaveTextContent(C.withdrawTitle);
  });

  it('has loading and failure states with Try Again', async () => {
    const onRetry = vi.fn();
    const { unmount } = render(<Harness reports={LOADING} />);
    expect(screen.getByText('Loading the reports')).toBeInTheDocument();
    unmount();
    render(<Harness reports={failed(new Error('x'))} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: C.tryAgain }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('toReportRow', () => {
  it('reads a report document, and a stuck one as failed (stale)', () => {
    const at = new Date('2026-05-01T12:00:00Z');
    const row = toReportRow(
      'r1',
      {
        state: 'rendering',
        progress: { done: 3, total: 9, phase: 'receipts' },
        createdAt: { toDate: () => at },
        updatedAt: { toDate: () => at },
        code: 'abc',
      },
      at.getTime() + 16 * 60 * 1000,
    );
    expect(row).toMatchObject({
      id: 'r1',
      state: 'rendering',
      progress: { done: 3, total: 9, phase: 'receipts' },
      createdAt: at.toISOString(),
      stale: true,
      zipPath: null,
    });
    expect(toReportRow('r2', { state: 'weird' }).state).toBe('failed');
  });
});
