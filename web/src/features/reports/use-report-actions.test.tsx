/**
 * The report panel's downloads, from the click to the browser's download (issue #29): the
 * PDF and the ZIP are fetched by navigation to the signed link `reportDownloadLink` answers
 * with, so no blob of the file is ever built in the page.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ready } from '@/lib/data/loadable';
import { REPORT_PANEL_COPY as C } from './report-copy';
import { ReportPanel } from './report-panel';
import { reportDone } from './report.fixtures';
import type { ReportRow } from './report-types';
import { useReportActions } from './use-report-actions';

const fake = vi.hoisted(() => ({
  callFunction: vi.fn(),
  getBlob: vi.fn(),
}));
vi.mock('@/lib/firebase/functions', () => ({ callFunction: fake.callFunction }));
vi.mock('firebase/storage', () => ({
  getBlob: fake.getBlob,
  ref: (_storage: unknown, path: string) => ({ path }),
}));

function Harness({ reports }: { reports: readonly ReportRow[] }) {
  const actions = useReportActions(() => '1428 Elm Street');
  const [target, setTarget] = useState<ReportRow | null>(null);
  return (
    <MemoryRouter>
      <ReportPanel
        reports={ready(reports)}
        onRetry={() => undefined}
        onCreate={async () => ({ ok: true })}
        canWithdraw={false}
        {...actions}
        withdrawTarget={target}
        onWithdrawTargetChange={setTarget}
      />
    </MemoryRouter>
  );
}

const signed = (file: string) =>
  `https://storage.googleapis.com/demo/reports/p-oak/rep-1.${file}?X-Goog-Signature=s`;
const { createObjectURL } = URL;
let clicked: { href: string; download: string }[];
let blobUrls: ReturnType<typeof vi.fn<(obj: Blob | MediaSource) => string>>;

beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download });
  });
  blobUrls = vi.fn(() => 'blob:test/1');
  URL.createObjectURL = blobUrls;
  fake.callFunction.mockImplementation(async (_name: string, data: { file: string }) => ({
    url: signed(data.file),
  }));
});
afterEach(() => {
  vi.restoreAllMocks();
  fake.callFunction.mockReset();
  URL.createObjectURL = createObjectURL;
});

describe('report downloads', () => {
  it('asks for a signed link and lets the browser stream the PDF and the ZIP: no blob is built', async () => {
    render(<Harness reports={[reportDone]} />);
    const item = within(screen.getByRole('list', { name: C.listTitle })).getAllByRole(
      'listitem',
    )[0] as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: C.download }));
    await userEvent.click(within(item).getByRole('button', { name: C.downloadZip }));
    await vi.waitFor(() => expect(clicked).toHaveLength(2));

    expect(fake.callFunction.mock.calls.map(([name, data]) => [name, data])).toEqual([
      ['reportDownloadLink', { reportId: 'rep-1', file: 'pdf' }],
      ['reportDownloadLink', { reportId: 'rep-1', file: 'zip' }],
    ]);
    expect(clicked).toEqual([
      { href: signed('pdf'), download: 'home-history-1428-elm-street-2026-05-01.pdf' },
      { href: signed('zip'), download: 'home-history-1428-elm-street-2026-05-01.zip' },
    ]);
    expect(fake.getBlob).not.toHaveBeenCalled();
    expect(blobUrls).not.toHaveBeenCalled();
  });

  it('says the download failed when no link can be had', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.callFunction.mockRejectedValue(new Error('internal'));
    render(<Harness reports={[reportDone]} />);
    await userEvent.click(screen.getByRole('button', { name: C.download }));
    expect(await screen.findByText(C.downloadFailed)).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });
});
