/**
 * The `resolveDispute` callable (the holder's answer to a notice) and the daily
 * `lapseDisputes` job. See disputes.plan.ts.
 */
import {
  DISPUTES_COLLECTION,
  DISPUTE_MESSAGES as M,
  PROFILES_COLLECTION,
  PROPERTIES_COLLECTION,
  ResolveDisputeSchema,
  displayText,
  disputePath,
} from '@homeledger/domain';
import { Rejection, applyPlan, type ContractSpec } from '../kit/callable';
import type { Store } from '../kit/store';
import { dateField } from '../kit/doc-fields';
import { mailDisputeHolder, type DisputeMailPorts } from './dispute-mail';
import { type AccountRecord, isTrustedAccount } from '../kit/ports';
import { planStartTransfer, toTransfer, toTransferProperty } from '../transfers/transfer.plan';
import {
  checkHolder,
  planDisputeTransfer,
  planKeepHome,
  planLapse,
  toClaimedProperty,
  toDispute,
  disputeReminderDue,
} from './disputes.plan';

/** The Auth port by uid: the newcomer is known by their account, never by an email shown. */
export interface AccountsById {
  findByUid(uid: string): Promise<AccountRecord | null>;
}

export interface DisputePorts {
  store: Store;
  accountsById: AccountsById;
  newId: () => string;
  log?: { error(message: string, context?: Record<string, unknown>): void };
}

export const resolveDisputeSpec: ContractSpec<'resolveDispute', DisputePorts> = {
  name: 'resolveDispute',
  schema: ResolveDisputeSchema,
  fieldOrder: ['disputeId', 'answer'],
  access: ['homeowner'],
  verifiedEmail: true,
  async run({ input, caller, ports, now }) {
    const { store } = ports;
    if (input.answer === 'keep')
      return store.transact(async (tx) => {
        const snap = await tx.get(disputePath(input.disputeId));
        return applyPlan(planKeepHome({ dispute: snap ? toDispute(snap) : null, caller, now }));
      });

    // Transfer to the newcomer: only the holder of an open notice gets as far as the lookup.
    const first = await store.get(disputePath(input.disputeId));
    const denied = checkHolder(first ? toDispute(first) : null, caller);
    if (denied || !first) throw new Rejection('not-found', M.notFound);
    const account = await ports.accountsById.findByUid(toDispute(first).newcomerUid);
    if (!isTrustedAccount(account, 'homeowner'))
      throw new Rejection('failed-precondition', M.newcomerUnavailable);
    const transferId = ports.newId();
    return store.transact(async (tx) => {
      const snap = await tx.get(disputePath(input.disputeId));
      const dispute = snap ? toDispute(snap) : null;
      const again = checkHolder(dispute, caller);
      if (again || !dispute) throw new Rejection('not-found', M.notFound);
      const propertySnap = await tx.get(`${PROPERTIES_COLLECTION}/${dispute.holderPropertyId}`);
      const property = propertySnap ? toTransferProperty(propertySnap) : null;
      const pendingSnap = property?.pendingTransferId
        ? await tx.get(`transfers/${property.pendingTransferId}`)
        : null;
      const [from, to] = await tx.getAll([
        `${PROFILES_COLLECTION}/${caller.uid}`,
        `${PROFILES_COLLECTION}/${account.uid}`,
      ]);
      const { writes } = applyPlan(
        planStartTransfer({
          property,
          caller,
          email: account.email,
          account,
          fromName: displayText(from?.data['name']),
          toName: displayText(to?.data['name']),
          pending: pendingSnap ? toTransfer(pendingSnap) : null,
          newId: transferId,
          now,
        }),
      );
      return {
        writes: [...writes, planDisputeTransfer(dispute, transferId, now)],
        result: { disputeId: dispute.id, state: 'transferring' as const, transferId },
      };
    });
  },
};

/**
 * The daily job: every open notice past its deadline lapses, each in its own transaction;
 * one in its last week has its holder mailed again (once), when mail is wired.
 */
export async function lapseDisputes(
  store: Store,
  now: Date,
  mail?: Omit<DisputeMailPorts, 'store'>,
): Promise<{ checked: number; lapsed: number; reminded: number }> {
  const open = await store.query({
    collection: DISPUTES_COLLECTION,
    where: [{ field: 'state', op: '==', value: 'open' }],
  });
  let lapsed = 0;
  let reminded = 0;
  for (const snap of open) {
    const dispute = toDispute(snap);
    if (!mail || !disputeReminderDue(dispute, dateField(snap.data['remindedAt']), now)) continue;
    if ((await mailDisputeHolder({ ...mail, store }, snap.id, 'reminder')) !== 'sent') continue;
    await store.commit([{ op: 'update', path: disputePath(snap.id), data: { remindedAt: now } }]);
    reminded += 1;
  }
  for (const { id } of open) {
    lapsed += await store.transact(async (tx) => {
      const snap = await tx.get(disputePath(id));
      const dispute = snap ? toDispute(snap) : null;
      const [holder = null, newcomer = null] = dispute
        ? await tx.getAll([
            `${PROPERTIES_COLLECTION}/${dispute.holderPropertyId}`,
            `${PROPERTIES_COLLECTION}/${dispute.newcomerPropertyId}`,
          ])
        : [];
      const writes = planLapse({
        dispute,
        holder: holder ? toClaimedProperty(holder) : null,
        newcomer: newcomer ? toClaimedProperty(newcomer) : null,
        now,
      });
      const lapses = writes.some((w) => w.op === 'update' && w.data['state'] === 'lapsed');
      return { writes, result: lapses ? 1 : 0 };
    });
  }
  return { checked: open.length, lapsed, reminded };
}
