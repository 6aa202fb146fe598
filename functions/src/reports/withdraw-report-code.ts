/**
 * `withdrawReportCode`: the owner withdraws a report's verification code; from then on
 * `/verify/{code}` says the code was withdrawn and certifies nothing. (A realtor who
 * made the report cannot: the home's history is the owner's to vouch for.)
 */
import {
  REPORT_MESSAGES as M,
  REPORTS_COLLECTION,
  WithdrawReportCodeSchema,
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
import type { ReportCallablePorts } from './ports';

export function planWithdrawReportCode(
  caller: Caller,
  reportId: string,
  report: DocData | null,
  now: Date,
): Plan<{ withdrawn: true }> {
  const viewers = Array.isArray(report?.['viewerIds']) ? (report['viewerIds'] as unknown[]) : [];
  if (!report || !viewers.includes(caller.uid)) return reject('not-found', M.reportNotFound);
  if (report['ownerId'] !== caller.uid) return reject('permission-denied', M.ownerOnly);
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
      return applyPlan(planWithdrawReportCode(caller, input.reportId, snap?.data ?? null, now));
    });
  },
};
