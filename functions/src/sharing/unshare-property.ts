/**
 * The `unshareProperty` callable: the owner revokes a realtor. The realtor
 * leaves the property first (no new repair copies them from then on), then every repair
 * (chunked transactions) and every report, and the share document goes last — so while a revoke is
 * unfinished the owner still sees the realtor listed and Revoke again completes it.
 */
import {
  PROPERTIES_COLLECTION,
  SHARE_MESSAGES as M,
  UNSHARE_FIELDS,
  UnshareSchema,
  sharePath,
} from '@homeledger/domain';
import { Rejection, applyPlan, type ContractSpec } from '../kit/callable';
import type { DocSnap } from '../kit/store';
import type { AccountLookupPorts } from '../kit/ports';
import {
  checkOwner,
  planUnshareFinish,
  planUnshareStart,
  repairsToChange,
  toSharedProperty,
} from './share.plan';
import { propertyRepairs, syncRepairViewers } from './viewer-sync';
import { propertyReports, reportsLagging, syncReportViewers } from '../reports/report-viewers';

export const unsharePropertySpec: ContractSpec<
  'unshareProperty',
  Pick<AccountLookupPorts, 'store' | 'log'>
> = {
  name: 'unshareProperty',
  schema: UnshareSchema,
  fieldOrder: UNSHARE_FIELDS,
  access: ['homeowner', 'realtor'],
  messages: { unauthenticated: M.signedOut, permissionDenied: M.permissionDenied },
  async run({ input, caller, ports, now }) {
    const { store } = ports;
    const { propertyId, realtorUid } = input;
    const propertyPath = `${PROPERTIES_COLLECTION}/${propertyId}`;

    const first = await store.get(propertyPath);
    const denied = checkOwner(first ? toSharedProperty(first) : null, caller, now);
    if (denied) throw new Rejection(denied.code, denied.message, denied.details);
    // "Not shared" needs every repair checked; count them only when it may be so.
    const maybeNone =
      !toSharedProperty(first as DocSnap).viewerIds.includes(realtorUid) &&
      (await store.get(sharePath(propertyId, realtorUid))) === null;
    // Reports count too: a report still carrying the realtor is a trace to remove.
    const repairsCarrying = maybeNone
      ? repairsToChange(await propertyRepairs(store, propertyId), realtorUid, 'remove').length +
        reportsLagging(await propertyReports(store, propertyId), first)
      : null;

    // Step 1: off the property.
    await store.transact(async (tx) => {
      const [property = null, share = null] = await tx.getAll([
        propertyPath,
        sharePath(propertyId, realtorUid),
      ]);
      return applyPlan(
        planUnshareStart({
          property: property ? toSharedProperty(property) : null,
          caller,
          realtorUid,
          shareExists: share !== null,
          repairsCarrying,
          now,
        }),
      );
    });

    // Step 2: off every repair, listed only now (a repair added before step 1 copied the
    // realtor; one added after did not).
    const repairsUpdated = await syncRepairViewers(store, {
      propertyId,
      uid: realtorUid,
      mode: 'remove',
      repairIds: repairsToChange(await propertyRepairs(store, propertyId), realtorUid, 'remove'),
    });

    // Step 3: off the home's reports (they carry the property's readers).
    await syncReportViewers(store, propertyId);

    // Step 4: the share document, last.
    await store.transact(async (tx) => {
      const property = await tx.get(propertyPath);
      return {
        writes: planUnshareFinish({
          property: property ? toSharedProperty(property) : null,
          propertyId,
          realtorUid,
        }),
        result: null,
      };
    });
    return { propertyId, realtorUid, repairsUpdated };
  },
};
