import type { Story, StoryDefault } from '@ladle/react';
import { useEffect } from 'react';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import type { VerifyReportResult } from '@homeledger/domain';
import { useCopyCheck } from './use-copy-check';
import { VerifyReportScreen } from './verify-report-screen';
import {
  COPY_FIXTURE_NAME,
  COPY_FIXTURE_TEXT,
  REPORT_CODE_FIXTURE,
  certifiedFixture,
} from './report.fixtures';

export default {
  title: 'Verify a report',
  meta: { path: '/verify/k7m2qx4vbn3hd6tr5wy2pa7ce4' },
} satisfies StoryDefault;

const VALID: VerifyReportResult = { status: 'valid', summary: certifiedFixture };

/** The real check (Web Crypto in this browser) of the page, with `file` dropped at once. */
function Verify({
  result = ready(VALID),
  file,
}: {
  result?: Loadable<VerifyReportResult>;
  file?: File;
}) {
  const sha256 =
    result.status === 'ready' && result.data.status === 'valid' ? result.data.summary.sha256 : null;
  const { check, onFile } = useCopyCheck(sha256);
  useEffect(() => {
    if (file) onFile(file);
  }, [file, onFile]);
  return (
    <VerifyReportScreen
      code={REPORT_CODE_FIXTURE}
      result={result}
      onRetry={() => undefined}
      check={check}
      onFile={onFile}
    />
  );
}

const original = new File([COPY_FIXTURE_TEXT], COPY_FIXTURE_NAME, { type: 'application/pdf' });
// One byte changed: "612" → "613" in the page size.
const altered = new File([COPY_FIXTURE_TEXT.replace('612', '613')], COPY_FIXTURE_NAME, {
  type: 'application/pdf',
});

export const Valid: Story = () => <Verify />;
export const FileMatches: Story = () => <Verify file={original} />;
export const FileDoesNotMatch: Story = () => <Verify file={altered} />;
export const UnknownCode: Story = () => <Verify result={ready({ status: 'unknown' })} />;
export const Withdrawn: Story = () => <Verify result={ready({ status: 'withdrawn' })} />;
export const Checking: Story = () => <Verify result={LOADING} />;
export const CheckFailed: Story = () => <Verify result={failed(new Error('unavailable'))} />;
