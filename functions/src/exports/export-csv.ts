/**
 * The `exportCsv` callable: a realtor exports the properties or repairs they
 * can see as CSV to `exports/{uid}/{dataset}-{YYYY-MM-DD}.csv` (UTC date) and gets a
 * download link (null when signing failed, which the client reports as a failed download). Rows stream from the source through csv-stringify into the sink: memory
 * stays flat whatever the number of rows (see `npm run bench:csv`).
 */
import { pipeline } from 'node:stream/promises';
import {
  EXPORT_MESSAGES as M,
  ExportCsvSchema,
  exportFileName,
  exportPath,
} from '@homeledger/domain';
import { Rejection, type ContractSpec } from '../kit/callable';
import { consumeQuota } from '../kit/quota';
import type { DocData } from '../kit/store';
import { CSV_CONTENT_TYPE, DATASETS, csvStream, type Cells } from './csv';
import type { ExportPorts } from './ports';

/** A property on its way out (deleteProperty under way) is not exported. */
const exportable = (doc: DocData) => doc['deleting'] !== true;

export const exportCsvSpec: ContractSpec<'exportCsv', ExportPorts> = {
  name: 'exportCsv',
  schema: ExportCsvSchema,
  fieldOrder: ['dataset'],
  access: ['realtor'],
  messages: {
    unauthenticated: M.signedOut,
    permissionDenied: M.realtorsOnly,
    internal: M.failed,
  },
  async run({ input, caller, ports, now }) {
    const layout = DATASETS[input.dataset];
    const docs = ports.source.visibleTo(layout.collection, caller.uid)[Symbol.asyncIterator]();

    // The first row decides between "No data to export" and a file; nothing is written before.
    let first = await docs.next();
    while (!first.done && !exportable(first.value)) first = await docs.next();
    if (first.done) throw new Rejection('failed-precondition', M.noData);
    // Counted once there is something to export, before any byte is written.
    await consumeQuota(ports.store, caller.uid, 'exports', now);

    let rowCount = 0;
    async function* rows(head: DocData): AsyncGenerator<Cells> {
      rowCount += 1;
      yield layout.cells(head);
      for (let next = await docs.next(); !next.done; next = await docs.next()) {
        if (!exportable(next.value)) continue;
        rowCount += 1;
        yield layout.cells(next.value);
      }
    }

    const path = exportPath(caller.uid, input.dataset, now);
    await pipeline(
      csvStream(rows(first.value), layout.columns),
      ports.sink.open(path, CSV_CONTENT_TYPE),
    );
    // Signing needs the iam.serviceAccounts.signBlob permission on the runtime service
    // account (README → First deploy: required). The browser downloads only through this
    // link, so it streams the file to disk; without it the client says the file could not
    // be downloaded, and the failure is logged here with its cause.
    let url: string | null = null;
    try {
      url = await ports.sink.signedUrl(path);
    } catch (error) {
      ports.log?.error('exportCsv: could not sign the download link (the signBlob grant?)', {
        uid: caller.uid,
        path,
        error,
      });
    }
    return {
      url,
      rowCount,
      fileName: exportFileName(input.dataset, now),
      path,
    };
  },
};
