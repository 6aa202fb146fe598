/**
 * "Download everything": one ZIP with the report, a CSV of the history (the realtors'
 * CSV export layout, exports/csv.ts), every receipt and the property photo under
 * readable names. Streamed with yazl: the report PDF (already stored) and the receipts are
 * added as lazy streams, so only one is open at a time and nothing is gathered in memory;
 * the output streams into Storage as it is made (memory stays flat whatever the total:
 * `npm run bench:report`).
 */
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import { newestFirst, type ReportRepair } from '@homeledger/domain';
import { CSV_CONTENT_TYPE, REPAIR_COLUMNS, csvStream, repairCells } from '../exports/csv';
import type { DocData } from '../kit/store';
import type { ReportBlobs } from './ports';

export const ZIP_CONTENT_TYPE = 'application/zip';
export { CSV_CONTENT_TYPE };

/** A file name any system accepts: no path separators or reserved characters, ≤ 120 characters. */
export function safeName(name: string): string {
  const clean = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .split(/\s+/)
    // "." and ".." mean folders to an unzipper: drop them, and a name's leading dots.
    .filter((part) => part !== '' && !/^\.+$/.test(part))
    .join(' ')
    .replace(/^\.+/, '')
    .trim();
  return (clean || 'file').slice(0, 120);
}

/** `name` or, once taken, `name (2)`, `name (3)`… before its extension. */
export function uniqueNames() {
  const taken = new Set<string>();
  return (name: string) => {
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

export interface ZipInput {
  /** The folder name inside the ZIP: "Home history - 123 Main St". */
  folder: string;
  /** The report's PDF in `blobs`, streamed into the ZIP like the receipts. */
  reportPdfPath: string;
  reportName: string;
  repairs: readonly (ReportRepair & DocData)[];
  photoPath: string | null;
  generatedAt: Date;
  /** Left out of the CSV too when the report leaves costs out. */
  includeCosts: boolean;
}

interface Receipt {
  path: string;
  name: string;
}

function receiptOf(value: unknown): Receipt | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  return typeof r['path'] === 'string'
    ? { path: r['path'], name: typeof r['name'] === 'string' ? r['name'] : 'receipt' }
    : null;
}

/** Builds the ZIP into `blobs` at `path`; answers the entries written (for tests and the bench). */
export async function writeReportZip(
  blobs: ReportBlobs,
  path: string,
  downloadName: string,
  input: ZipInput,
): Promise<{ entries: string[]; missing: string[] }> {
  const zip = new yazl.ZipFile();
  const mtime = input.generatedAt;
  const root = safeName(input.folder);
  const entries: string[] = [];
  const missing: string[] = [];
  const add = (name: string) => {
    const full = `${root}/${name}`;
    entries.push(full);
    return full;
  };

  // A PDF's streams are compressed already.
  const reportPdfPath = input.reportPdfPath;
  zip.addReadStreamLazy(add(safeName(input.reportName)), { mtime, compress: false }, (cb) =>
    cb(null, blobs.readStream(reportPdfPath)),
  );
  const sorted = newestFirst(input.repairs);
  zip.addReadStream(
    csvStream(
      sorted.map((repair) =>
        repairCells(input.includeCosts ? repair : { ...repair, costCents: null }),
      ),
      REPAIR_COLUMNS,
    ),
    add('Repair history.csv'),
    { mtime },
  );

  const unique = uniqueNames();
  for (const repair of sorted) {
    const receipt = receiptOf(repair.receipt);
    if (!receipt) continue;
    const date = typeof repair.date === 'string' ? repair.date : 'undated';
    const type = typeof repair.serviceType === 'string' ? repair.serviceType : 'Other';
    const name = unique(safeName(`${date} ${type} - ${receipt.name}`));
    // Checked first: a lazy stream that fails would fail the whole ZIP.
    if ((await blobs.size(receipt.path)) === null) {
      missing.push(receipt.path);
      zip.addBuffer(
        Buffer.from(`The receipt "${receipt.name}" of this repair is no longer stored.\n`),
        add(`receipts/${name}.missing.txt`),
        { mtime },
      );
      continue;
    }
    zip.addReadStreamLazy(add(`receipts/${name}`), { mtime, compress: false }, (cb) =>
      cb(null, blobs.readStream(receipt.path)),
    );
  }
  if (input.photoPath && (await blobs.size(input.photoPath)) !== null) {
    const ext = /\.[a-z0-9]{1,5}$/i.exec(input.photoPath)?.[0].toLowerCase() ?? '.jpg';
    const photoPath = input.photoPath;
    zip.addReadStreamLazy(add(safeName(`Property photo${ext}`)), { mtime, compress: false }, (cb) =>
      cb(null, blobs.readStream(photoPath)),
    );
  }
  // A receipt stream that fails is reported on the ZipFile, not on its output: end the
  // output with that error so the upload fails instead of waiting forever.
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
  zip.end();
  await pipeline(
    zip.outputStream as Readable,
    blobs.writeStream(path, ZIP_CONTENT_TYPE, downloadName),
  );
  return { entries, missing };
}
