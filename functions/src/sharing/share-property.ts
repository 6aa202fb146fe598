/**
 * The `shareProperty` callable: the owner gives a realtor's account email;
 * the realtor is added to the property's and all its repairs' `viewerIds`, and the
 * share is recorded. Steps and their order are explained in share.plan.ts.
 *
 * Why the property first: addRepair copies the property's `viewerIds` inside its own
 * transaction. A repair created before step 1 commits already exists when the repairs are
 * listed afterwards, so step 2 reaches it; one created after copies a list that already
 * holds the realtor. Either way no repair is missed (listing first would miss a repair
 * added between the listing and the property update). The home's reports follow last
 * (reports/report-viewers.ts), by the same rule.
 */
import {
  PROFILES_COLLECTION,
  PROPERTIES_COLLECTION,
  SHARE_FIELDS,
  SHARE_MESSAGES as M,
  ShareSchema,
  sharePath,
} from '@homeledger/domain';
import { Rejection, applyPlan, type ContractSpec } from '../kit/callable';
import { consumeQuota } from '../kit/quota';
import type { DocSnap } from '../kit/store';
import { type AccountLookupPorts, isTrustedAccount } from '../kit/ports';
import { checkOwner, planShareStart, repairsToChange, toSharedProperty } from './share.plan';
import { propertyRepairs, syncRepairViewers } from './viewer-sync';
import { propertyReports, reportsLagging, syncReportViewers } from '../reports/report-viewers';

export const sharePropertySpec: ContractSpec<'shareProperty', AccountLookupPorts> = {
  name: 'shareProperty',
  schema: ShareSchema,
  fieldOrder: SHARE_FIELDS,
  access: ['homeowner', 'realtor'],
  messages: { unauthenticated: M.signedOut, permissionDenied: M.permissionDenied },
  verifiedEmail: true,
  async run({ input, caller, ports, now }) {
    const { store } = ports;
    const propertyPath = `${PROPERTIES_COLLECTION}/${input.propertyId}`;

    // Only who may share (the owner, a co-owner) gets as far as an account lookup: nobody else
    // can probe emails here.
    const first = await store.get(propertyPath);
    const denied = checkOwner(first ? toSharedProperty(first) : null, caller, now);
    if (denied) throw new Rejection(denied.code, denied.message, denied.details);

    // Every lookup answers "is there a realtor with this email": counted, whatever it finds.
    await consumeQuota(store, caller.uid, 'lookups', now);
    const account = await ports.accounts.findByEmail(input.email);
    const usable = isTrustedAccount(account, 'realtor');
    const profile = usable ? await store.get(`${PROFILES_COLLECTION}/${account.uid}`) : null;
    // "Already shared" needs every repair checked; count them only when it may be so.
    const maybeDone =
      usable &&
      toSharedProperty(first as DocSnap).viewerIds.includes(account.uid) &&
      (await store.get(sharePath(input.propertyId, account.uid))) !== null;
    // Reports count too: a retry after a stop in step 3 must not be told "already shared".
    const pendingRepairs = maybeDone
      ? repairsToChange(await propertyRepairs(store, input.propertyId), account.uid, 'add').length +
        reportsLagging(await propertyReports(store, input.propertyId), first)
      : null;

    // Step 1: the property and the share document, in one transaction.
    const started = await store.transact(async (tx) => {
      const property = await tx.get(propertyPath);
      const share = usable ? await tx.get(sharePath(input.propertyId, account.uid)) : null;
      return applyPlan(
        planShareStart({
          property: property ? toSharedProperty(property) : null,
          caller,
          email: input.email,
          account,
          profile: profile?.data ?? null,
          shareExists: share !== null,
          pendingRepairs,
          now,
        }),
      );
    });

    // Step 2: every repair, listed only now (see the note at the top), in chunked transactions.
    const uid = started.realtor.uid;
    const repairsUpdated = await syncRepairViewers(store, {
      propertyId: input.propertyId,
      uid,
      mode: 'add',
      repairIds: repairsToChange(await propertyRepairs(store, input.propertyId), uid, 'add'),
    });
    // Step 3: the home's reports carry the property's readers again.
    await syncReportViewers(store, input.propertyId);
    return { ...started, repairsUpdated };
  },
};
