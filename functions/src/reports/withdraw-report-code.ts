/**
 * `withdrawReportCode`: whoever may make the home's reports now — the owner, a co-owner, a
 * delegate whose live grant names reports (the role on the home as read in the same
 * transaction) — withdraws a report's verification code; from then on `/verify/{code}` says
 * the code was withdrawn and certifies nothing. (A realtor who made the report cannot: the
 * home's history is the household's to vouch for.) A report a previous owner kept at a
 * transfer is theirs alone.
 */
import {
  REPORT_MESSAGES as M,
  REPORTS_COLLECTION,
  WithdrawReportCodeSchema,
  isKeptReport,
  mayOnHome,
} from '@homeledger/domain';
import {
  apply,
  applyPlan,
  reject,
  type ContractSpec,
  type Caller,
  type Plan,
} from '../kit/callable';
import { docPath, type DocData } from '../kit/store';
import { homeOf } from './create-history-report.plan';
import type { ReportCallablePorts } from './ports';

/** Whether the caller may withdraw the report's code (see the note at the top). */
function mayWithdraw(caller: Caller, report: DocData, property: DocData | null, now: Date) {
  if (isKeptReport(report)) return report['ownerId'] === caller.uid;
  if (!property) return false;
  const home = homeOf(property);
  // A report made under an earlier owner is history: only that owner's reports are the home's.
  return report['ownerId'] === home.ownerId && mayOnHome(home, caller.uid, 'report', now);
}

export function planWithdrawReportCode(
  caller: Caller,
  reportId: string,
  report: DocData | null,
  now: Date,
  /** The report's home as read in the transaction (null: gone, or a kept report). */
  property: DocData | null,
): Plan<{ withdrawn: true }> {
  const viewers = Array.isArray(report?.['viewerIds']) ? (report['viewerIds'] as unknown[]) : [];
  if (!report || !viewers.includes(caller.uid)) return reject('not-found', M.reportNotFound);
  if (!mayWithdraw(caller, report, property, now)) return reject('permission-denied', M.ownerOnly);
  if (report['codeWithdrawn'] === true) return apply([], { withdrawn: true });
  return apply(
    [
      {
        op: 'update',
        path: docPath(REPORTS_COLLECTION, reportId),
        data: { codeWithdrawn: true, updatedAt: now },
      },
    ],
    { withdrawn: true },
  );
}

export const withdrawReportCodeSpec: ContractSpec<
  'withdrawReportCode',
  Pick<ReportCallablePorts, 'store' | 'log'>
> = {
  name: 'withdrawReportCode',
  schema: WithdrawReportCodeSchema,
  fieldOrder: ['reportId'],
  access: ['homeowner'],
  messages: { permissionDenied: M.ownerOnly, internal: M.withdrawFailed },
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) => {
      const snap = await tx.get(docPath(REPORTS_COLLECTION, input.reportId));
      const report = snap?.data ?? null;
      const propertyId = report && !isKeptReport(report) ? report['propertyId'] : null;
      const home =
        typeof propertyId === 'string' && propertyId !== ''
          ? await tx.get(docPath('properties', propertyId))
          : null;
      return applyPlan(
        planWithdrawReportCode(caller, input.reportId, report, now, home?.data ?? null),
      );
    });
  },
};
