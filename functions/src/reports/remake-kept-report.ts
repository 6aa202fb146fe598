/**
 * `remakeKeptReport`: the report a previous owner kept at a transfer failed (or its render
 * died), and they cannot ask for a new one — the home is no longer theirs. This makes it
 * again: a new queued `reports/{id}` with the same record of the home at the transfer
 * instant and a new code (the `renderHistoryReport` trigger fires on creation), and the
 * failed one goes (it certified nothing). Counted like createHistoryReport.
 */
import {
  REPORT_MESSAGES as M,
  REPORTS_COLLECTION,
  RemakeKeptReportSchema,
  reportCodeFromBytes,
  type CreateHistoryReportResult,
} from '@homeledger/domain';
import {
  apply,
  applyPlan,
  reject,
  type ContractSpec,
  type Caller,
  type Plan,
} from '../kit/callable';
import { checkQuota, withQuota } from '../kit/quota';
import { docPath, type DocData } from '../kit/store';
import { REPORT_STALE_MS, keptFacts, keptReportDoc, millis } from './create-history-report.plan';
import type { ReportCallablePorts } from './ports';

export function planRemakeKeptReport(args: {
  caller: Caller;
  reportId: string;
  report: DocData | null;
  newId: string;
  code: string;
  now: Date;
}): Plan<CreateHistoryReportResult> {
  const { caller, report, now } = args;
  const viewers = Array.isArray(report?.['viewerIds']) ? (report['viewerIds'] as unknown[]) : [];
  const kept = report ? keptFacts(report) : null;
  // Someone else's report, or not a kept one, looks like a missing one.
  if (!report || !kept || !viewers.includes(caller.uid) || report['ownerId'] !== caller.uid)
    return reject('not-found', M.reportNotFound);
  const state = report['state'];
  const dead =
    state === 'failed' ||
    ((state === 'queued' || state === 'rendering') &&
      now.getTime() - millis(report['updatedAt']) >= REPORT_STALE_MS);
  if (!dead) return reject('failed-precondition', M.notRemade);
  return apply(
    [
      {
        op: 'create',
        path: docPath(REPORTS_COLLECTION, args.newId),
        data: keptReportDoc({
          propertyId: typeof report['propertyId'] === 'string' ? report['propertyId'] : '',
          ownerUid: caller.uid,
          kept,
          code: args.code,
          now,
        }),
      },
      { op: 'delete', path: docPath(REPORTS_COLLECTION, args.reportId) },
    ],
    { reportId: args.newId },
  );
}

export const remakeKeptReportSpec: ContractSpec<'remakeKeptReport', ReportCallablePorts> = {
  name: 'remakeKeptReport',
  schema: RemakeKeptReportSchema,
  fieldOrder: ['reportId'],
  access: ['homeowner'],
  messages: { unauthenticated: M.signedOut, permissionDenied: M.notAllowed, internal: M.failed },
  async run({ input, caller, ports, now }) {
    const newId = ports.newId();
    const code = reportCodeFromBytes(ports.randomBytes(17));
    return ports.store.transact(async (tx) => {
      const snap = await tx.get(docPath(REPORTS_COLLECTION, input.reportId));
      const quota = await checkQuota(tx, caller.uid, 'reports', now);
      return applyPlan(
        withQuota(
          planRemakeKeptReport({
            caller,
            reportId: input.reportId,
            report: snap?.data ?? null,
            newId,
            code,
            now,
          }),
          quota,
        ),
      );
    });
  },
};
