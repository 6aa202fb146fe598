/**
 * `/verify/{code}` (public, not indexed): what HomeLedger certified under a report's
 * code, and "Check a copy of this report": the dropped PDF is hashed in the browser and
 * compared with the certified SHA-256. Fed by props; VerifyReportPage binds the data.
 */
import {
  CheckCircle2,
  FileSearch,
  ShieldAlert,
  ShieldCheck,
  ShieldOff,
  XCircle,
} from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';
import {
  formatLongDate,
  formatReportCode,
  formatShortDate,
  type CertifiedSummary,
  type VerifyReportResult,
} from '@homeledger/domain';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, Button, Card, CardBody, RetryAlert, Spinner } from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { VERIFY_COPY as C } from './verify-copy';

export type CopyCheck =
  | { status: 'idle' }
  | { status: 'hashing'; name: string }
  | { status: 'matches'; name: string }
  | { status: 'mismatch'; name: string }
  | { status: 'unreadable' };

export interface VerifyReportScreenProps {
  code: string;
  result: Loadable<VerifyReportResult>;
  onRetry: () => void;
  check: CopyCheck;
  onFile: (file: File) => void;
}

export function VerifyReportScreen(props: VerifyReportScreenProps) {
  const { result } = props;
  return (
    <section className={page} aria-labelledby="verify-title">
      <PageHeader
        title={C.title}
        titleId="verify-title"
        description={
          <p className={css({ overflowWrap: 'anywhere' })}>
            {C.code}: <span className={mono}>{formatReportCode(props.code)}</span>
          </p>
        }
        className={flush}
      />
      {result.status === 'loading' ? <Spinner label={C.checking} /> : null}
      {result.status === 'error' ? (
        <RetryAlert message={C.failed} retryLabel={C.tryAgain} onRetry={props.onRetry} />
      ) : null}
      {result.status === 'ready' && result.data.status === 'unknown' ? (
        <Alert variant="warning" title={C.unknown} icon={<ShieldAlert aria-hidden="true" />}>
          {C.unknownText}
        </Alert>
      ) : null}
      {result.status === 'ready' && result.data.status === 'withdrawn' ? (
        <Alert variant="warning" title={C.withdrawn} icon={<ShieldOff aria-hidden="true" />}>
          {C.withdrawnText}
        </Alert>
      ) : null}
      {result.status === 'ready' && result.data.status === 'valid' ? (
        <>
          <Certified summary={result.data.summary} />
          <DropZone check={props.check} onFile={props.onFile} />
        </>
      ) : null}
    </section>
  );
}

function Certified({ summary }: { summary: CertifiedSummary }) {
  const facts: [string, string][] = [
    [C.address, summary.address],
    [C.generatedOn, formatLongDate(summary.generatedAt.slice(0, 10))],
    [C.generatedBy, C.roles[summary.createdByRole]],
    [C.repairs, String(summary.repairCount)],
    [C.validated, `${summary.validatedCount} of ${summary.repairCount}`],
    [
      C.businessVerified,
      summary.businessVerifiedCount === undefined
        ? C.businessNotRecorded
        : `${summary.businessVerifiedCount} of ${summary.validatedCount}`,
    ],
    [
      C.dateRange,
      summary.dateRange
        ? `${formatShortDate(summary.dateRange.from)} – ${formatShortDate(summary.dateRange.to)}`
        : '—',
    ],
    [C.pages, String(summary.pageCount)],
  ];
  return (
    <Card>
      <CardBody className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <p
          className={css({
            display: 'flex',
            gap: '2',
            alignItems: 'center',
            fontWeight: 'semibold',
            color: 'success.text',
          })}
        >
          <ShieldCheck aria-hidden="true" />
          {C.valid}
        </p>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{C.validText}</p>
        <dl className={factsGrid}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt
                className={css({
                  fontSize: 'xs',
                  color: 'fg.muted',
                  textTransform: 'uppercase',
                  letterSpacing: 'wide',
                })}
              >
                {label}
              </dt>
              <dd className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '4' })}>{C.ownershipNote}</p>
      </CardBody>
    </Card>
  );
}

function DropZone({ check, onFile }: Pick<VerifyReportScreenProps, 'check' | 'onFile'>) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    <section
      aria-labelledby="drop-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id="drop-title" className={css({ textStyle: 'h4', fontWeight: 'semibold' })}>
        {C.dropTitle}
      </h2>
      <div
        className={cx(
          zone,
          over ? css({ borderColor: 'accent.default', bg: 'bg.muted' }) : undefined,
        )}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="verify-drop-zone"
      >
        <FileSearch aria-hidden="true" size={32} className={css({ color: 'fg.muted' })} />
        <p className={css({ color: 'fg.muted', fontSize: 'sm', textAlign: 'center' })}>
          {C.dropText}
        </p>
        <Button
          variant="outline"
          onClick={() => input.current?.click()}
          disabled={check.status === 'hashing'}
        >
          {C.choose}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          aria-label={C.choose}
          className={css({ display: 'none' })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
        />
      </div>
      <CheckResult check={check} />
    </section>
  );
}

function CheckResult({ check }: { check: CopyCheck }) {
  if (check.status === 'idle') return null;
  if (check.status === 'hashing') return <Spinner size="sm" label={C.hashing} />;
  if (check.status === 'unreadable') return <Alert variant="danger">{C.unreadable}</Alert>;
  if (check.status === 'matches')
    return (
      <Alert variant="success" title={C.matches} icon={<CheckCircle2 aria-hidden="true" />}>
        {C.matchesText(check.name)}
      </Alert>
    );
  return (
    <Alert variant="danger" title={C.mismatch} icon={<XCircle aria-hidden="true" />}>
      {C.mismatchText(check.name)}
    </Alert>
  );
}

const page = cx(
  pageContainer({ size: '3xl' }),
  css({ display: 'flex', flexDirection: 'column', gap: '6' }),
);
// The page spaces its parts with a gap already.
const flush = css({ mb: '0' });
const mono = css({ fontFamily: 'mono', fontWeight: 'medium', color: 'fg.default' });
const factsGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
});
const zone = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3',
  p: '8',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  borderRadius: 'l3',
});
