/**
 * `reportDownloadLink`: a short-lived signed link to a report's PDF or ZIP, so the browser
 * downloads it by navigation and streams it to disk (a ZIP of 200 receipts is hundreds of
 * megabytes: read into the page's memory it could crash a phone's tab; issue #29). Who may
 * have it is who storage.rules lets read the file (report-download-link.plan.ts). The link is
 * signed by the exports' one signer (exports/ports.ts); the stored object's
 * Content-Disposition makes it a download under the report's name.
 */
import { REPORT_MESSAGES as M, ReportDownloadLinkSchema, isKeptReport } from '@homeledger/domain';
import { Rejection, applyPlan, type ContractSpec, type Logger } from '../kit/callable';
import { docPath, type Store } from '../kit/store';
import type { ReadUrlSigner } from '../exports/ports';
import { planReportDownloadLink } from './report-download-link.plan';

export interface ReportDownloadPorts {
  store: Pick<Store, 'get'>;
  signer: ReadUrlSigner;
  log?: Logger;
}

export const reportDownloadLinkSpec: ContractSpec<'reportDownloadLink', ReportDownloadPorts> = {
  name: 'reportDownloadLink',
  schema: ReportDownloadLinkSchema,
  fieldOrder: ['reportId', 'file'],
  // As storage.rules: any signed-in account; the plan decides who may read the file.
  access: 'signed-in',
  messages: { internal: M.downloadFailed },
  async run({ input, caller, ports, now }) {
    // Read-only: no transaction; the link is checked against the documents as they are now.
    const report = (await ports.store.get(docPath('reports', input.reportId)))?.data ?? null;
    const propertyId = report && !isKeptReport(report) ? report['propertyId'] : null;
    const property =
      typeof propertyId === 'string' && propertyId !== ''
        ? ((await ports.store.get(docPath('properties', propertyId)))?.data ?? null)
        : null;
    const { result } = applyPlan(
      planReportDownloadLink({ caller, file: input.file, report, property, now }),
    );
    try {
      return { url: await ports.signer.signedUrl(result.path) };
    } catch (error) {
      ports.log?.error('reportDownloadLink: could not sign the link (the signBlob grant?)', {
        reportId: input.reportId,
        path: result.path,
        error,
      });
      throw new Rejection('internal', M.downloadFailed);
    }
  },
};
