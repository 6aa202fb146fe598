/**
 * Renders a queued `reports/{id}` (run by the `renderHistoryReport` Firestore trigger
 * once createHistoryReport has written it): reads the home, its repairs and (in the
 * owner's own report) its warranties, builds the
 * PDF with `buildReportPdf`, stores it under `reports/{propertyId}/{id}.pdf` with its
 * SHA-256, and writes progress to the document as it goes so the screen's progress bar
 * follows (and leaving the page cancels nothing).
 *
 * A report a previous owner keeps at a transfer (`kind: 'kept'`) renders the home as it
 * was at the transfer instant: the facts the transfer job recorded (address, owner's name,
 * status, photo) and the repairs created up to that instant (later ones are the new
 * owner's); its files go under the previous owner's own folder (`keptReportPath`).
 *
 * Idempotent: a trigger delivered twice finds the report no longer queued and stops.
 */
import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import {
  appLink,
  KEPT_RECEIPTS_COLLECTION,
  PHOTO_MAX_BYTES,
  RECEIPT_MAX_BYTES,
  REPORT_MESSAGES,
  REPORT_OWNERSHIP,
  REPORTS_COLLECTION,
  formatLongDate,
  formatShortDate,
  historyRows,
  isKeptReport,
  keptReceiptId,
  keptReportPath,
  readKeptReceipt,
  newestFirst,
  reportFileName,
  reportPdfPath,
  reportZipPath,
  reportSummary,
  storedFile,
  type StoredFile,
  verifyPath,
  warrantyRows,
  type CertifiedSummary,
  type ReportOptions,
  type ReportRepair,
} from '@homeledger/domain';
import { dateField } from '../kit/doc-fields';

/**
 * The cover's "Ownership" value: since when the owner holds it (their transfer, else the day
 * they added it); a kept report shows the home as it was, so it names no date.
 */
function ownershipLine(data: DocData, kept: boolean): string {
  if (data['verificationStatus'] !== 'verified') return REPORT_OWNERSHIP.pending;
  const since = kept ? null : (dateField(data['transferredAt']) ?? dateField(data['createdAt']));
  return REPORT_OWNERSHIP.verified(since ? formatLongDate(since.toISOString().slice(0, 10)) : null);
}
import { DELETE_FIELD, docPath, type DocData } from '../kit/store';
import { propertyWarranties } from '../maintenance/maintenance-docs';
import { keptFacts } from './create-history-report.plan';
import { buildReportPdf, RECEIPT_FAILURES, type ReceiptSource } from './report-pdf';
import { pruneReportZips } from './prune-report-zips';
import { writeReportZip } from './report-zip';
import { BlobTooLargeError, MissingBlobError, type RenderPorts } from './ports';

/** Progress is written at most this often: Firestore takes about one write a second per document. */
export const PROGRESS_INTERVAL_MS = 1_000;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function cityLine(property: DocData): string {
  return `${str(property['city'])}, ${str(property['state'])} ${str(property['zipCode'])}`.trim();
}

export function oneLineAddress(property: DocData): string {
  return `${str(property['address'])}, ${cityLine(property)}`;
}

/** Repairs of a property, read in pages by document id (no composite index needed). */
export async function propertyRepairs(
  store: RenderPorts['store'],
  propertyId: string,
): Promise<ReportRepair[]> {
  const repairs: ReportRepair[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await store.query({
      collection: 'repairs',
      where: [{ field: 'propertyId', op: '==', value: propertyId }],
      limit: 500,
      ...(after === undefined ? {} : { startAfterId: after }),
    });
    for (const snap of page) repairs.push({ id: snap.id, ...snap.data });
    if (page.length < 500) return repairs;
    after = page[page.length - 1]?.id;
  }
}

/** A repair made after the transfer instant is the new owner's: not in the kept report. */
function madeBy(repair: ReportRepair, instant: Date): boolean {
  const created = dateField((repair as ReportRepair & DocData)['createdAt']);
  return created === null || created.getTime() <= instant.getTime();
}

type StoredReceipt = Pick<StoredFile, 'path' | 'name' | 'contentType'>;

/** A repair's receipt as the report captions it: a file without a stored name is "receipt". */
const storedReceipt = (value: unknown): StoredReceipt | null => storedFile(value, () => 'receipt');

/**
 * In the report a previous owner keeps, the receipts they kept at that transfer (#33): the
 * repair no longer names them (`receiptKept`), their own record does, under their uid.
 */
async function keptReceipts(
  store: RenderPorts['store'],
  transferId: string,
  ownerUid: string,
  repairs: readonly ReportRepair[],
): Promise<Map<string, StoredReceipt>> {
  const ids = repairs.filter((repair) => repair.receiptKept === true).map((repair) => repair.id);
  if (ids.length === 0 || !transferId) return new Map();
  const snaps = await store.getAll(
    ids.map((id) => docPath(KEPT_RECEIPTS_COLLECTION, keptReceiptId(transferId, id))),
  );
  const found = new Map<string, StoredReceipt>();
  for (const snap of snaps) {
    if (!snap) continue;
    const kept = readKeptReceipt(snap);
    if (kept.ownerUid !== ownerUid || kept.transferId !== transferId || !kept.path) continue;
    found.set(kept.repairId, { path: kept.path, name: kept.name, contentType: kept.contentType });
  }
  return found;
}

function loadFailure(error: unknown): string {
  if (error instanceof MissingBlobError) return RECEIPT_FAILURES.missing;
  if (error instanceof BlobTooLargeError) return RECEIPT_FAILURES.tooLarge;
  throw error; // A storage outage fails the report (and says so) rather than listing every receipt.
}

export async function renderHistoryReport(
  ports: RenderPorts,
  reportId: string,
  clock: () => Date = () => new Date(),
): Promise<'done' | 'failed' | 'skipped'> {
  const { store, blobs } = ports;
  const reportPath = docPath(REPORTS_COLLECTION, reportId);

  // Claim the report: only a queued one is rendered, once.
  const claimed = await store.transact(async (tx) => {
    const snap = await tx.get(reportPath);
    if (!snap || snap.data['state'] !== 'queued') return { writes: [], result: null };
    return {
      writes: [
        { op: 'update', path: reportPath, data: { state: 'rendering', updatedAt: clock() } },
      ],
      result: snap.data,
    };
  });
  if (!claimed) return 'skipped';

  const update = (data: DocData) =>
    store.commit([{ op: 'update', path: reportPath, data: { ...data, updatedAt: clock() } }]);

  try {
    const propertyId = str(claimed['propertyId']);
    const options = claimed['options'] as ReportOptions;
    const live = await store.get(docPath('properties', propertyId));
    if (!live || live.data['deleting'] === true)
      throw new ReportFailure(REPORT_MESSAGES.propertyNotFound);
    if (isKeptReport(claimed) && !keptFacts(claimed))
      throw new Error('A kept report without its transfer instant');
    const kept = keptFacts(claimed);
    // What the report prints of the home: as it is, or as it was at the transfer instant.
    const property = kept
      ? {
          data: {
            ...kept.property,
            ownerName: kept.ownerName,
            verificationStatus: kept.verificationStatus,
            photo: kept.photoPath ? { path: kept.photoPath } : null,
          } as DocData,
        }
      : live;
    const ownerUid = str(claimed['ownerId']);
    const pdfPath = kept
      ? keptReportPath(ownerUid, reportId, 'pdf')
      : reportPdfPath(propertyId, reportId);
    const zipFile = kept
      ? keptReportPath(ownerUid, reportId, 'zip')
      : reportZipPath(propertyId, reportId);

    const all = await propertyRepairs(store, propertyId);
    const repairs = newestFirst(
      kept ? all.filter((repair) => madeBy(repair, kept.transferredAt)) : all,
    );
    const summary = reportSummary(repairs);
    const rows = historyRows(repairs, { ...options, markPreviousOwner: !kept });
    const generatedAt = clock();
    const code = str(claimed['code']);
    const verifyUrl = appLink(ports.origin, verifyPath(code));

    let photo: Uint8Array | null = null;
    const photoRef = property.data['photo'] as { path?: unknown } | null | undefined;
    if (options.includePhoto && typeof photoRef?.path === 'string') {
      photo = await blobs.read(photoRef.path, PHOTO_MAX_BYTES).catch(() => null);
    }

    const theirs =
      kept && options.includeReceipts
        ? await keptReceipts(store, kept.transferId, ownerUid, repairs)
        : new Map<string, StoredReceipt>();
    const receipts: ReceiptSource[] | null = options.includeReceipts
      ? repairs.flatMap((repair) => {
          const receipt = storedReceipt(repair.receipt) ?? theirs.get(repair.id) ?? null;
          if (!receipt) return [];
          const date = typeof repair.date === 'string' ? formatShortDate(repair.date) : '';
          return [
            {
              caption: `${date} · ${str(repair.serviceType) || 'Other'}`,
              fileName: receipt.name,
              contentType: receipt.contentType,
              load: () => blobs.read(receipt.path, RECEIPT_MAX_BYTES),
            },
          ];
        })
      : null;

    const role = claimed['createdBy'] as { uid?: unknown; role?: unknown } | undefined;
    const createdByRole = role?.role === 'realtor' ? 'realtor' : 'homeowner';
    // Warranties are the owner's to show (a realtor the home is shared with cannot read
    // them, docs/architecture.md §8), so only the owner's own report lists them. Those a
    // transfer left with the previous owner (not transferable) are not this home's now.
    const ownerId = str(property.data['ownerId']);
    const warranties =
      ownerId !== '' && role?.uid === ownerId
        ? warrantyRows(
            await propertyWarranties(store, ownerId, propertyId),
            generatedAt.toISOString().slice(0, 10),
          )
        : [];
    let lastWrite = 0;
    const built = await buildReportPdf(
      {
        title: 'Home History Report',
        address: str(property.data['address']),
        cityLine: cityLine(property.data),
        ownerName: str(property.data['ownerName']) || null,
        generatedOn: formatLongDate(generatedAt.toISOString().slice(0, 10)),
        asOf: kept ? formatLongDate(kept.transferredAt.toISOString().slice(0, 10)) : null,
        verificationStatus: ownershipLine(property.data, kept !== null),
        createdByRole: createdByRole === 'realtor' ? 'Realtor' : 'Homeowner',
        code,
        verifyUrl,
        photo,
        summary,
        rows,
        warranties,
        includeCosts: options.includeCosts,
      },
      receipts,
      {
        loadFailure,
        async onProgress(done, total) {
          const now = clock().getTime();
          if (done !== 0 && done !== total && now - lastWrite < PROGRESS_INTERVAL_MS) return;
          lastWrite = now;
          await update({ progress: { done, total, phase: 'receipts' } });
        },
      },
    );

    // The finished PDF is held once: hashed and uploaded from the same bytes (a view, no copy),
    // then let go; the ZIP reads it back from storage.
    const pdfSize = built.bytes.length;
    const sha256 = createHash('sha256').update(built.bytes).digest('hex');
    const path = pdfPath;
    await pipeline(
      Readable.from(chunksOf(built.bytes)),
      blobs.writeStream(
        path,
        'application/pdf',
        reportFileName(str(property.data['address']), generatedAt.toISOString().slice(0, 10)),
      ),
    );
    built.bytes = new Uint8Array(0);
    // The ZIP is a convenience beside the PDF: if it fails, the report is still done.
    const makeZip = async (): Promise<{ path: string; size: number | null } | null> => {
      await update({
        progress: { done: receipts?.length ?? 0, total: receipts?.length ?? 0, phase: 'zip' },
      });
      const zipPath = zipFile;
      const day = generatedAt.toISOString().slice(0, 10);
      try {
        await writeReportZip(
          blobs,
          zipPath,
          reportFileName(str(property.data['address']), day).replace(/\.pdf$/, '.zip'),
          {
            folder: `Home history - ${str(property.data['address'])}`,
            reportPdfPath: path,
            reportName: reportFileName(str(property.data['address']), day),
            repairs: repairs as (ReportRepair & DocData)[],
            photoPath: typeof photoRef?.path === 'string' ? photoRef.path : null,
            generatedAt,
            includeCosts: options.includeCosts,
          },
        );
        return { path: zipPath, size: await blobs.size(zipPath) };
      } catch (error) {
        ports.log?.error('renderHistoryReport: the ZIP failed; the PDF is done', {
          reportId,
          error,
        });
        return null;
      }
    };
    const certified: CertifiedSummary = {
      address: oneLineAddress(property.data),
      generatedAt: generatedAt.toISOString(),
      createdByRole,
      repairCount: summary.repairCount,
      validatedCount: summary.validatedCount,
      businessVerifiedCount: summary.businessVerifiedCount,
      dateRange: summary.dateRange,
      sha256,
      pageCount: built.pageCount,
    };
    const zip = ports.zip === false ? null : await makeZip();
    await update({
      state: 'done',
      zipPath: zip?.path ?? null,
      zipSize: zip?.size ?? null,
      path,
      size: pdfSize,
      sha256,
      pageCount: built.pageCount,
      // How many receipts the appendix holds, and how many it lists as left to the ZIP
      // (unreadable, missing, or past the report's size budget).
      appendix: {
        included: built.appendix.filter((entry) => entry.page !== null).length,
        leftOut: built.appendix.filter((entry) => entry.page === null).length,
      },
      certified,
      failureReason: null,
      // Printed now: from here on only its hash is kept (#33; report-code-hash.ts).
      code: DELETE_FIELD,
    });
    // The home's older ZIPs go now that a newer one exists (a kept report prunes nothing).
    if (!kept) await pruneReportZips({ store, blobs, log: ports.log }, propertyId, clock());
    return 'done';
  } catch (error) {
    const reason = error instanceof ReportFailure ? error.message : REPORT_MESSAGES.renderFailed;
    if (!(error instanceof ReportFailure))
      ports.log?.error('renderHistoryReport: failed', { reportId, error });
    await update({ state: 'failed', failureReason: reason }).catch((writeError: unknown) =>
      ports.log?.error('renderHistoryReport: could not record the failure', {
        reportId,
        error: writeError,
      }),
    );
    return 'failed';
  }
}

/** `bytes` as 1 MiB Buffer views over the same memory (Buffer.from(Uint8Array) would copy it). */
function* chunksOf(bytes: Uint8Array, size = 1 << 20): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += size)
    yield Buffer.from(bytes.buffer, bytes.byteOffset + at, Math.min(size, bytes.length - at));
}

/** A failure whose message is for people (the report's `failureReason`). */
export class ReportFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportFailure';
  }
}
