/**
 * "Receipts and documents you kept" on the homeowner's dashboard (#33): the receipts a
 * seller chose to keep when they transferred a home, and the documents of their
 * non-transferable warranties, each with Open. Hidden while loading and when there are
 * none; a failure says so with Try Again. Fed by props; KeptFilesContainer binds the data.
 */
import { ExternalLink, FileLock2 } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { formatShortDate } from '@homeledger/domain';
import { Button, CardBody, OptionalPanel, panelRow, panelRowList } from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { KEPT_FILES_COPY as K } from './transfers-copy';

/** A kept receipt or warranty document, as the panel lists it. */
export interface KeptFileRow {
  id: string;
  kind: 'receipt' | 'warranty';
  /** The repair's service type, or the warranty's item. */
  title: string;
  /** The repair's date, or the warranty's start (`yyyy-MM-dd`; '' when unknown). */
  date: string;
  /** The home it came from (receipts), '' when not recorded. */
  address: string;
  fileName: string;
  path: string;
}

export interface KeptFilesPanelProps {
  files: Loadable<readonly KeptFileRow[]>;
  onRetry: () => void;
  /** Opens the file in a new tab; rejects when it cannot be read. */
  onOpen: (path: string) => Promise<void>;
}

export function KeptFilesPanel({ files, onRetry, onOpen }: KeptFilesPanelProps) {
  return (
    <OptionalPanel
      id="kept-files-title"
      icon={<FileLock2 aria-hidden="true" size={18} />}
      copy={K}
      items={files}
      onRetry={onRetry}
    >
      {(rows) => {
        const receipts = rows.filter((file) => file.kind === 'receipt');
        const warranties = rows.filter((file) => file.kind === 'warranty');
        return (
          <CardBody className={css({ display: 'grid', gap: '4' })}>
            {receipts.length > 0 ? (
              <FileList label={K.receiptsLabel} files={receipts} onOpen={onOpen} />
            ) : null}
            {warranties.length > 0 ? (
              <FileList label={K.warrantiesLabel} files={warranties} onOpen={onOpen} />
            ) : null}
          </CardBody>
        );
      }}
    </OptionalPanel>
  );
}

function FileList({
  label,
  files,
  onOpen,
}: {
  label: string;
  files: readonly KeptFileRow[];
  onOpen: KeptFilesPanelProps['onOpen'];
}) {
  return (
    <div>
      <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' })}>{label}</h3>
      <ul aria-label={label} className={panelRowList}>
        {files.map((file) => (
          <KeptFile key={`${file.kind}-${file.id}`} file={file} onOpen={onOpen} />
        ))}
      </ul>
    </div>
  );
}

function KeptFile({ file, onOpen }: { file: KeptFileRow; onOpen: KeptFilesPanelProps['onOpen'] }) {
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const heading = file.date ? K.receipt(file.title, formatShortDate(file.date)) : file.title;
  return (
    <li className={panelRow()}>
      <div className={css({ flex: '1', minW: '0' })}>
        <p className={css({ fontWeight: 'medium' })}>{heading}</p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
          {[file.address, file.fileName].filter(Boolean).join(' · ')}
        </p>
        {failed ? (
          <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text', mt: '1' })}>
            {K.openFailed}
          </p>
        ) : null}
      </div>
      <Button
        variant="outline"
        size="sm"
        loading={opening}
        aria-label={K.openLabel(file.fileName)}
        onClick={() => {
          if (opening) return;
          setOpening(true);
          setFailed(false);
          onOpen(file.path).then(
            () => setOpening(false),
            () => {
              setOpening(false);
              setFailed(true);
            },
          );
        }}
      >
        <ExternalLink aria-hidden="true" />
        {opening ? K.opening : K.open}
      </Button>
    </li>
  );
}
