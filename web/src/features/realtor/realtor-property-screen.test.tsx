import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LOADING, ready, type Loadable } from '@/lib/data/loadable';
import { REPORT_COPY } from './realtor-copy';
import { RealtorPropertyScreen } from './realtor-property-screen';
import { reportPropertyFixture, reportRepairsFixture } from './realtor.fixtures';
import type { RealtorPropertyDetail, RealtorReportRepair } from './realtor-types';

function renderReport({
  property = ready(reportPropertyFixture),
  repairs = ready(reportRepairsFixture),
  onOpenReceipt = vi.fn(async () => undefined),
  onPrint = () => undefined,
}: {
  property?: Loadable<RealtorPropertyDetail>;
  repairs?: Loadable<readonly RealtorReportRepair[]>;
  onOpenReceipt?: (repair: RealtorReportRepair) => Promise<void>;
  onPrint?: () => void;
} = {}) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <RealtorPropertyScreen
        property={property}
        repairs={repairs}
        onOpenReceipt={onOpenReceipt}
        reportDate="2026-06-01"
        onPrint={onPrint}
      />
    </MemoryRouter>,
  );
  return { user, onOpenReceipt };
}

function statistic(label: string): string | null | undefined {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('RealtorPropertyScreen (history report)', () => {
  it('heads the report with address, status, owner and date; Back goes to /realtor', () => {
    renderReport();
    expect(screen.getByRole('heading', { level: 1, name: '1428 Elm Street' })).toBeVisible();
    expect(screen.getByText('Springfield, IL 62704')).toBeVisible();
    expect(screen.getByText('Verified')).toBeVisible();
    expect(screen.getByText('Hannah Homeowner')).toBeVisible();
    expect(screen.getByText('June 1, 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: REPORT_COPY.back })).toHaveAttribute(
      'href',
      '/realtor',
    );
  });

  it('says so when the property has no owner name, and Pending when not verified', () => {
    renderReport({
      property: ready({
        ...reportPropertyFixture,
        ownerName: null,
        verificationStatus: 'disputed',
      }),
    });
    expect(screen.getByText('Owner information not available')).toBeVisible();
    expect(screen.getByText('Pending')).toBeVisible();
  });

  it('computes the statistics from the rows the table shows', () => {
    renderReport();
    expect(statistic('Total Repairs')).toBe('4');
    expect(statistic('Last Repair')).toBe('May 14, 2026');
    // 12,450.00 + 984.50 + 190.00 (+ no cost)
    expect(statistic('Total Spent')).toBe('$13,624.50');
  });

  it('falls back to the stored statistics while the repairs load', () => {
    renderReport({ repairs: LOADING });
    expect(statistic('Total Repairs')).toBe('4');
    expect(statistic('Total Spent')).toBe('$13,624.50');
    expect(screen.getByText('Loading the repair history')).toBeInTheDocument();
  });

  it('lists every repair with Validated and Receipt marks and receipt buttons', () => {
    renderReport();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Date',
      'Service Type',
      'Description',
      'Contractor',
      'Cost',
      'Validated',
      'Receipt',
    ]);
    const [roof, , gutters, inspection] = within(table)
      .getAllByRole('row')
      .slice(1) as HTMLElement[];
    expect(
      within(roof!).getByText('Validated by Summit Roofing Co. (email and business verified)'),
    ).toBeVisible();
    expect(
      within(roof!).getByRole('button', { name: /View receipt: roof-invoice\.pdf/ }),
    ).toBeVisible();
    expect(within(gutters!).getByText('None')).toBeVisible();
    expect(within(gutters!).getByText('Not validated')).toBeInTheDocument();
    expect(within(gutters!).getAllByText('N/A')).toHaveLength(1); // contractor
    expect(
      within(inspection!).getByRole('button', { name: /View receipt: inspection\.pdf/ }),
    ).toBeVisible();
    // Entries made before the home was transferred are marked; the header says when.
    expect(within(gutters!).getByText('Previous owner')).toBeInTheDocument();
    expect(within(roof!).queryByText('Previous owner')).toBeNull();
    expect(screen.getByText('Transferred from a previous owner on Jan 15, 2025')).toBeVisible();
  });

  it('opens a receipt only when asked, and says when it cannot', async () => {
    let fail = false;
    const onOpenReceipt = vi.fn(async () => {
      if (fail) throw new Error('storage/unauthorized');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderReport({ onOpenReceipt });
    expect(onOpenReceipt).not.toHaveBeenCalled();
    const roof = screen.getByRole('button', { name: /View receipt: roof-invoice\.pdf/ });
    await user.click(roof);
    expect(onOpenReceipt).toHaveBeenCalledWith(expect.objectContaining({ id: 'r-roof' }));
    expect(screen.queryByText(REPORT_COPY.receiptUnavailable)).toBeNull();
    fail = true;
    await user.click(roof);
    expect(await screen.findByRole('status')).toHaveTextContent(REPORT_COPY.receiptUnavailable);
    // The button stays: a later try may work.
    expect(roof).toBeEnabled();
  });

  it('prints on "Print / Save as PDF"', async () => {
    const onPrint = vi.fn();
    const { user } = renderReport({ onPrint });
    await user.click(screen.getByRole('button', { name: 'Print / Save as PDF' }));
    expect(onPrint).toHaveBeenCalledTimes(1);
  });

  it('says when there are no repairs', () => {
    renderReport({
      property: ready({ ...reportPropertyFixture, repairCount: 0, totalSpentCents: null }),
      repairs: ready([]),
    });
    expect(screen.getByText('No repair records available')).toBeVisible();
    expect(statistic('Total Spent')).toBe('N/A');
    expect(statistic('Last Repair')).toBe('N/A');
  });

  it('offers no Print button until the property is there', () => {
    renderReport({ property: LOADING, repairs: LOADING });
    expect(screen.queryByRole('button', { name: 'Print / Save as PDF' })).toBeNull();
    expect(screen.getByRole('link', { name: REPORT_COPY.back })).toBeVisible();
  });
});
