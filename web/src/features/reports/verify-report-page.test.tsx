import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VerifyReportResult } from '@homeledger/domain';
import { COPY_FIXTURE_NAME, COPY_FIXTURE_TEXT, certifiedFixture } from './report.fixtures';
import { VERIFY_COPY as C } from './verify-copy';
import { VerifyReportPage } from './verify-report-page';

const verifyReport = vi.fn<(code: string) => Promise<VerifyReportResult>>();
vi.mock('./api/verify', () => ({ verifyReport: (code: string) => verifyReport(code) }));

function open(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/verify/:code" element={<VerifyReportPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const CODE = 'k7m2qx4vbn3hd6tr5wy2pa7ce4';

describe('VerifyReportPage', () => {
  beforeEach(() => verifyReport.mockReset());

  it('asks nothing for a malformed code: no report was issued under it', async () => {
    open('/verify/not-a-code');
    expect(await screen.findByText(C.unknown)).toBeInTheDocument();
    expect(verifyReport).not.toHaveBeenCalled();
  });

  it('reads a code typed in groups and capitals, and shows what it certifies', async () => {
    verifyReport.mockResolvedValue({ status: 'valid', summary: certifiedFixture });
    open(
      `/verify/${CODE.toUpperCase()
        .match(/.{1,4}/g)
        ?.join('-')}`,
    );
    expect(await screen.findByText(C.valid)).toBeInTheDocument();
    expect(verifyReport).toHaveBeenCalledWith(CODE);
    expect(screen.getByText(certifiedFixture.address)).toBeInTheDocument();
    expect(screen.getByText('21 of 37')).toBeInTheDocument();
    // What the marks checked (#33): how many had a verified business.
    expect(screen.getByText(C.businessVerified)).toBeInTheDocument();
    expect(screen.getByText('8 of 21')).toBeInTheDocument();
  });

  it('says a report from before business checks did not record them', async () => {
    const { businessVerifiedCount: _dropped, ...older } = certifiedFixture;
    verifyReport.mockResolvedValue({ status: 'valid', summary: older });
    open(`/verify/${CODE}`);
    expect(await screen.findByText(C.businessNotRecorded)).toBeInTheDocument();
  });

  it('checks a chosen copy against the certified SHA-256 (Web Crypto)', async () => {
    verifyReport.mockResolvedValue({ status: 'valid', summary: certifiedFixture });
    const { container } = open(`/verify/${CODE}`);
    await screen.findByText(C.valid);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const original = new File([COPY_FIXTURE_TEXT], COPY_FIXTURE_NAME, { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [original] } });
    expect(await screen.findByText(C.matches)).toBeInTheDocument();
    const edited = new File([`${COPY_FIXTURE_TEXT} `], 'edited.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [edited] } });
    expect(await screen.findByText(C.mismatch)).toBeInTheDocument();
  });

  it('says when the owner withdrew the code, and offers Try Again after a failure', async () => {
    verifyReport.mockResolvedValueOnce({ status: 'withdrawn' });
    const { unmount } = open(`/verify/${CODE}`);
    expect(await screen.findByText(C.withdrawn)).toBeInTheDocument();
    unmount();
    verifyReport.mockRejectedValueOnce(new Error('unavailable'));
    verifyReport.mockResolvedValueOnce({ status: 'unknown' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open(`/verify/${CODE}`);
    fireEvent.click(await screen.findByRole('button', { name: C.tryAgain }));
    expect(await screen.findByText(C.unknown)).toBeInTheDocument();
  });
});
