/**
 * `createHistoryReport`: the owner, or a realtor the home is shared with, asks for the
 * Home History Report. The callable only writes `reports/{id}` queued (answering at
 * once); `renderHistoryReport` (a Firestore trigger) renders it and writes progress.
 */
import {
  CREATE_REPORT_FIELDS,
  CreateHistoryReportSchema,
  REPORT_MESSAGES as M,
  REPORTS_COLLECTION,
  reportCodeFromBytes,
} from '@homeledger/domain';
import { applyPlan, type ContractSpec } from '../kit/callable';
import { checkQuota, withQuota } from '../kit/quota';
import { docPath } from '../kit/store';
import { planCreateHistoryReport } from './create-history-report.plan';
import type { ReportCallablePorts } from './ports';

export const createHistoryReportSpec: ContractSpec<'createHistoryReport', ReportCallablePorts> = {
  name: 'createHistoryReport',
  schema: CreateHistoryReportSchema,
  fieldOrder: CREATE_REPORT_FIELDS,
  access: ['homeowner', 'realtor'],
  // A report anyone can verify says "Verified": its maker must at least own their email (#33).
  verifiedEmail: true,
  messages: { unauthenticated: M.signedOut, permissionDenied: M.notAllowed, internal: M.failed },
  async run({ input, caller, ports, now }) {
    const newId = ports.newId();
    const code = reportCodeFromBytes(ports.randomBytes(17));
    return ports.store.transact(async (tx) => {
      const propertyPath = docPath('properties', input.propertyId);
      const [property, share] = await tx.getAll([
        propertyPath,
        `${propertyPath}/shares/${caller.uid}`,
      ]);
      const pending = await tx.query({
        collection: REPORTS_COLLECTION,
        where: [
          { field: 'propertyId', op: '==', value: input.propertyId },
          { field: 'state', op: 'in', value: ['queued', 'rendering'] },
        ],
        limit: 5,
      });
      // Counted per account per day (a report is a heavy render); a refused call uses nothing.
      const quota = await checkQuota(tx, caller.uid, 'reports', now);
      return applyPlan(
        withQuota(
          planCreateHistoryReport({
            input,
            caller,
            property: property?.data ?? null,
            shared: share !== null,
            pending: pending.map((snap) => snap.data),
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
