import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { toReportRow } from './api/reports';
import { KeptReportsPanel } from './kept-reports-panel';
import { KEPT_REPORTS_COPY as K, REPORT_PANEL_COPY as C } from './report-copy';
import type { ReportOutcome, ReportRow } from './report-types';
import { keptDone, keptFailed, keptRendering } from './report.fixtures';
import { interactive } from '@/test/interactive';

function Harness({
  reports,
  onRetry = () => undefined,
  onDownload = async () => ({ ok: true }),
  onConfirmWithdraw = () => undefined,
  onRemake = async () => ({ ok: true }),
}: {
  reports: Loadable<readonly ReportRow[]>;
  onRetry?: () => void;
  onDownload?: (report: ReportRow, zip?: boolean) => Promise<ReportOutcome>;
  onConfirmWithdraw?: () => void;
  onRemake?: (report: ReportRow) => Promise<ReportOutcome>;
}) {
  const [target, setTarget] = useState<ReportRow | null>(null);
  return (
    <MemoryRouter>
      <KeptReportsPanel
        reports={reports}
        onRetry={onRetry}
        onDownload={onDownload}
        withdrawTarget={target}
        onWithdrawTargetChange={setTarget}
        onConfirmWithdraw={onConfirmWithdraw}
        onRemake={onRemake}
      />
    </MemoryRouter>
  );
}

describe('KeptReportsPanel', () => {
  it('shows nothing while loading or when no home was transferred', () => {
    const { container, rerender } = render(<Harness reports={LOADING} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Harness reports={ready([])} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists each transferred home with its day, its state and its downloads', async () => {
    const onDownload = vi.fn(async () => ({ ok: true }) as const);
    render(
      <Harness reports={ready([keptRendering, keptDone, keptFailed])} onDownload={onDownload} />,
    );
    expect(screen.getByRole('heading', { name: K.title })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: K.listLabel })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [making, done, broken] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(making).toHaveTextContent('4821 Northwest Elm Street Apartment 12B');
    expect(making).toHaveTextContent('Transferred on June 18, 2026');
    expect(making).toHaveTextContent(C.keptMaking);
    expect(within(making).queryByRole('button')).toBeNull();
    expect(done).toHaveTextContent('12 Oak Lane');
    expect(done).toHaveTextContent('Springfield, IL 62704 · Transferred on May 3, 2026');
    expect(within(done).getByRole('link', { name: C.verifyLink })).toHaveAttribute(
      'href',
      `/verify/${keptDone.code}`,
    );
    // Its owner cannot ask for a new one (the home is no longer theirs): Try Again remakes it.
    expect(broken).toHaveTextContent(C.keptFailed);
    expect(
      within(broken).getByRole('button', { name: C.remakeLabel('7 Pine Court') }),
    ).toBeVisible();
    await userEvent.click(within(done).getByRole('button', { name: C.downloadZip }));
    expect(onDownload).toHaveBeenCalledWith(keptDone, true);
  });

  it('a failed report is made again with Try Again; a refusal is shown on its row', async () => {
    const onRemake = vi
      .fn<(report: ReportRow) => Promise<ReportOutcome>>()
      .mockResolvedValueOnce({ ok: false, message: 'You can create at most 20 reports a day.' })
      .mockResolvedValueOnce({ ok: true });
    render(<Harness reports={ready([keptFailed, keptDone])} onRemake={onRemake} />);
    const again = screen.getByRole('button', { name: C.remakeLabel('7 Pine Court') });
    await userEvent.click(again);
    expect(onRemake).toHaveBeenCalledWith(keptFailed);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can create at most 20 reports a day.',
    );
    await userEvent.click(again);
    expect(onRemake).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // Only a failed report offers it.
    expect(screen.getAllByRole('button', { name: /^Try again to make/ })).toHaveLength(1);
  });

  it('the previous owner withdraws a code after confirming', async () => {
    const onConfirmWithdraw = vi.fn();
    render(<Harness reports={ready([keptDone])} onConfirmWithdraw={onConfirmWithdraw} />);
    await userEvent.click(screen.getByRole('button', { name: C.withdrawLabel('12 Oak Lane') }));
    const dialog = await interactive(screen.findByRole('alertdialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: C.withdraw }));
    expect(onConfirmWithdraw).toHaveBeenCalledTimes(1);
  });

  it('says when the list cannot load, with Try Again', async () => {
    const onRetry = vi.fn();
    render(<Harness reports={failed(new Error('unavailable'))} onRetry={onRetry} />);
    expect(screen.getByText(K.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: K.tryAgain }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('toReportRow of a kept report', () => {
  it('reads the home it was made of; other reports have none', () => {
    const at = new Date('2026-05-03T09:30:00Z');
    const row = toReportRow('tr1', {
      kind: 'kept',
      state: 'done',
      kept: {
        transferredAt: { toDate: () => at },
        property: { address: '12 Oak Lane', city: 'Springfield', state: 'IL', zipCode: '62704' },
      },
    });
    expect(row.kept).toEqual({
      address: '12 Oak Lane',
      cityStateZip: 'Springfield, IL 62704',
      transferredAt: at.toISOString(),
    });
    expect(toReportRow('r2', { state: 'done' }).kept).toBeNull();
  });
});
