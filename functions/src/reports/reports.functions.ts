/**
 * Production wiring of the Home History Report: the callables, the Firestore trigger that
 * renders a report once createHistoryReport has queued it (so the callable answers at once,
 * the render survives the person leaving the page, and its progress is a live document), and
 * the job that marks failed the reports whose render died (sweep-stuck-reports.ts).
 */
import { randomBytes } from 'node:crypto';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import * as logger from 'firebase-functions/logger';
import { Rejection, inFunctionsEmulator, onCallable } from '../kit/callable';
import { adminBucket, adminStore } from '../kit/admin-ports';
import { functionOptions, withWarmUp } from '../kit/function-options';
import { scheduledJob } from '../kit/scheduled-job';
import { autoId } from '../kit/ports';
import { bucketUrlSigner, storageEmulatorHost, type SignerBucketLike } from '../exports/ports';
import { createHistoryReportSpec } from './create-history-report';
import { reportDownloadLinkSpec } from './report-download-link';
import { remakeKeptReportSpec } from './remake-kept-report';
import { sweepStuckReports as sweep } from './sweep-stuck-reports';
import { bucketBlobs, unavailableBlobs, type BlobBucketLike, type RenderPorts } from './ports';
import { verifyReportSpec } from './verify-report';
import { withdrawReportCodeSpec } from './withdraw-report-code';
import { appOrigin } from '../kit/app-origin';

const bytes = (size: number) => new Uint8Array(randomBytes(size));

const callablePorts = async () => ({
  store: await adminStore(),
  newId: autoId,
  randomBytes: bytes,
  log: logger,
});

export const createHistoryReport = onCallable(createHistoryReportSpec, callablePorts);
export const withdrawReportCode = onCallable(withdrawReportCodeSpec, callablePorts);
/** A previous owner's kept report that failed, made again (they cannot ask for a new one). */
export const remakeKeptReport = onCallable(remakeKeptReportSpec, callablePorts);
/**
 * A signed link to a report's PDF or ZIP (the browser streams it to disk). On the emulators
 * the link is the Storage emulator's object URL, which cannot be signed (emulatorObjectUrl).
 */
export const reportDownloadLink = onCallable(reportDownloadLinkSpec, async () => {
  const [store, bucket] = await Promise.all([adminStore(), adminBucket()]);
  const emulatorHost = storageEmulatorHost();
  return {
    store,
    signer: bucketUrlSigner(bucket as unknown as SignerBucketLike, {
      ...(emulatorHost ? { emulatorHost } : {}),
    }),
    log: logger,
  };
});
/** Public: App Check (enforced by the kit) and 130-bit codes keep scripts from fishing. */
export const verifyReport = onCallable(verifyReportSpec, async () => {
  const store = await adminStore();
  // Every emulator caller is 127.0.0.1: the suites would share one count (as App Check, off there).
  return inFunctionsEmulator() ? { store } : { store, limitStore: store };
});

/**
 * The report's files on the default bucket. Without Storage (the Functions emulator
 * alone) the render still runs its Firestore part and the report fails with Storage's
 * one-line reason (as `failure`, which render-report shows as it is), rather than
 * staying queued for ever.
 */
async function adminBlobs(failure: (message: string) => Error) {
  try {
    return bucketBlobs((await adminBucket()) as unknown as BlobBucketLike);
  } catch (error) {
    if (error instanceof Rejection && error.code === 'unavailable')
      return unavailableBlobs(failure(error.message));
    throw error;
  }
}

async function renderPorts(
  failure: (message: string) => Error = (message) => new Error(message),
): Promise<RenderPorts> {
  const [store, blobs] = await Promise.all([adminStore(), adminBlobs(failure)]);
  return {
    store,
    blobs,
    origin: appOrigin(),
    log: logger,
  };
}

export const renderHistoryReport = withWarmUp(
  onDocumentCreated(
    { document: 'reports/{reportId}', ...functionOptions('renderHistoryReport') },
    async (event) => {
      // Loaded here, not at the top: sharp and the PDF library are for this function only,
      // so no other function's cold start loads them (npm run bench:cold-start).
      const { renderHistoryReport: render, ReportFailure } = await import('./render-report');
      const ports = await renderPorts((message) => new ReportFailure(message));
      const outcome = await render(ports, event.params.reportId);
      logger.info('renderHistoryReport', { reportId: event.params.reportId, outcome });
    },
  ),
  async () => Promise.all([renderPorts(), import('./render-report')]),
);

/**
 * Every 30 minutes: reports left "queued" or "rendering" by a render that died are marked
 * failed with a reason, so they can be asked for (or a kept one remade) again.
 */
export const sweepStuckReports = scheduledJob(
  'sweepStuckReports',
  'every 30 minutes',
  async () => {
    const result = await sweep({ store: await adminStore(), log: logger }, new Date());
    logger.info('sweepStuckReports', { checked: result.checked, failed: result.failed });
  },
  adminStore,
);
