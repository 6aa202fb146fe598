/** The `deleteProperty` callable: ownership check and claims in a transaction, then the cascade. */
import {
  readProperty,
  BUYER_LINKS_COLLECTION,
  DISPUTES_COLLECTION,
  DeletePropertySchema,
  KEPT_REPORT_KIND,
  MEMBER_INVITATIONS_COLLECTION,
  PROFILES_COLLECTION,
  displayText,
  disputePath,
  MAINTENANCE_TASKS_COLLECTION,
  PROPERTIES_COLLECTION,
  RECORD_OFFERS_COLLECTION,
  REPAIRS_COLLECTION,
  REPORTS_COLLECTION,
  VALIDATION_REQUESTS_COLLECTION,
  SHARES_SUBCOLLECTION,
  WARRANTIES_COLLECTION,
  photosFolder,
  receiptsFolder,
  readRepairPhotos,
  repairPhotosFolder,
  transferPath,
  reportsFolder,
  warrantiesFolder,
} from '@homeledger/domain';
import { applyPlan, type Caller, type ContractSpec } from '../kit/callable';
import { consentGate, withConsentCleared } from '../households/consent.plan';
import { toHome } from '../households/household.plan';
import type { DocData, WriteOp } from '../kit/store';
import { readServiceRecord } from '../contractors/contractor-docs';
import { readRecordOffer } from '../record-offers/record-offer-docs';
import { planAnswerRecordOffer } from '../record-offers/record-offers.plan';
import { readClaims } from './address-claims';
import { planDeleteStart, type PropertyToDelete } from './delete-property.plan';
import type { FilePorts } from '../kit/ports';

export interface DeletePropertyResult {
  id: string;
  /** The home has co-owners who must agree first: nothing was removed yet. */
  consent?: boolean;
}

/**
 * The Storage paths a document points to: its `receipt`, `photo`, `document` (`.path`), a
 * repair's `photos` (an array of paths), a report's `path` and `zipPath`.
 */
function filePaths(data: DocData): string[] {
  const paths: string[] = [];
  for (const value of Object.values(data)) {
    if (typeof value === 'string') continue;
    const path = (value as { path?: unknown } | null)?.path;
    if (typeof path === 'string' && path !== '') paths.push(path);
  }
  paths.push(...readRepairPhotos(data['photos']));
  for (const field of ['path', 'zipPath']) {
    const path = data[field];
    if (typeof path === 'string' && path !== '') paths.push(path);
  }
  return paths;
}

export const deletePropertySpec: ContractSpec<'deleteProperty', FilePorts> = {
  name: 'deleteProperty',
  schema: DeletePropertySchema,
  access: 'signed-in',
  run: ({ input, caller, ports, now }) => deletePropertyAs(ports, caller, input.propertyId, now),
};

/**
 * deleteProperty as `caller` (the owner): the callable, and answerConsent once the last
 * co-owner agrees. A home with co-owners who have not agreed is only asked for
 * (households/consent.plan.ts): `{consent: true}`, nothing removed.
 */
export async function deletePropertyAs(
  ports: FilePorts,
  caller: Caller,
  propertyId: string,
  now: Date,
): Promise<DeletePropertyResult> {
  const input = { propertyId };
  const { store, files } = ports;
  const path = `${PROPERTIES_COLLECTION}/${input.propertyId}`;

  // 1. Ownership, co-owners' consent, claims and disputes, in one transaction.
  const asked = await store.transact(async (tx) => {
    const doc = await tx.get(path);
    const stored = doc ? readProperty(doc) : null;
    const transfer = stored?.pendingTransferId
      ? await tx.get(transferPath(stored.pendingTransferId))
      : null;
    const property: PropertyToDelete | null = stored
      ? {
          id: stored.id,
          ownerId: stored.ownerId,
          addressKey: stored.addressKey,
          deleting: stored.deleting,
          transferActive: ['pending', 'accepting'].includes(String(transfer?.data['state'])),
        }
      : null;
    const { claims, existing } = property?.addressKey
      ? await readClaims(tx, property.addressKey)
      : { claims: null, existing: [] };
    const plan = planDeleteStart({ property, caller, now, claims, others: existing });
    if (plan.kind === 'reject' || plan.result.alreadyStarted || !doc)
      return { ...applyPlan(plan), result: false };
    const profile = await tx.get(`${PROFILES_COLLECTION}/${caller.uid}`);
    const home = toHome(doc);
    const gate = consentGate({
      home,
      caller,
      action: 'delete',
      byName: displayText(profile?.data['name']),
      now,
    });
    if (gate.kind === 'reject') return applyPlan(gate.plan);
    if (gate.kind === 'ask') return { writes: [gate.write], result: true };
    const writes = gate.clear ? withConsentCleared(plan.writes, home) : plan.writes;
    return { writes, result: false };
  });
  if (asked) return { id: input.propertyId, consent: true };

  // 2. Everything that hangs off it: repairs (chunked), their validation requests
  //    (a contractor must not be left with a request for a repair that is gone),
  //    shares, the maintenance plan and warranties (no reminder or feed entry for a
  //    home that is gone), files — receipts, photos, warranty documents; contractors'
  //    offers still waiting for an answer are declined, exactly as if the owner had
  //    declined them (the contractor's record says so).
  const ofProperty = [{ field: 'propertyId', op: '==' as const, value: input.propertyId }];
  const pendingOffers = await store.query({
    collection: RECORD_OFFERS_COLLECTION,
    where: [...ofProperty, { field: 'state', op: '==', value: 'pending' }],
  });
  for (const { id } of pendingOffers) {
    await store.transact(async (tx) => {
      const offer = await readRecordOffer(tx, id);
      if (!offer || offer.homeownerUid !== caller.uid || offer.state !== 'pending')
        return { writes: [], result: undefined };
      const record = offer.serviceRecordId
        ? await readServiceRecord(tx, offer.serviceRecordId)
        : null;
      const plan = planAnswerRecordOffer({
        caller,
        now,
        answer: 'decline',
        newRepairId: '',
        offer,
        property: null,
        record,
      });
      return plan.kind === 'apply'
        ? { writes: plan.writes, result: undefined }
        : { writes: [], result: undefined };
    });
  }
  const repairs = await store.query({ collection: REPAIRS_COLLECTION, where: ofProperty });
  const requests = await store.query({
    collection: VALIDATION_REQUESTS_COLLECTION,
    where: ofProperty,
  });
  const shares = await store.query({ collection: `${path}/${SHARES_SUBCOLLECTION}` });
  // Dispute notices about this property (as the newcomer's or the holder's claim) and its
  // buyer links go with it: the remaining claims were recomputed in step 1.
  const notices = await store.query({
    collection: DISPUTES_COLLECTION,
    where: [{ field: 'holderPropertyId', op: '==', value: input.propertyId }],
  });
  const ownNotice = await store.get(disputePath(input.propertyId));
  const links = await store.query({ collection: BUYER_LINKS_COLLECTION, where: ofProperty });
  // The household's invitations (any state): an invitee must not be offered a home that is gone.
  const invitations = await store.query({
    collection: MEMBER_INVITATIONS_COLLECTION,
    where: ofProperty,
  });
  // Every task and warranty of the home, a previous owner's kept (non-transferable)
  // ones too: their documents are in this home's folder, which nobody can read once
  // the property is gone (storage.rules).
  const tasks = await store.query({
    collection: MAINTENANCE_TASKS_COLLECTION,
    where: ofProperty,
  });
  const warranties = await store.query({ collection: WARRANTIES_COLLECTION, where: ofProperty });
  // Its History Reports and their files (readable by whoever saw the home), except the
  // reports previous owners kept at a transfer: those are theirs, in their own folder.
  const reports = (await store.query({ collection: REPORTS_COLLECTION, where: ofProperty })).filter(
    (report) => report.data['kind'] !== KEPT_REPORT_KIND,
  );
  const deletes: WriteOp[] = [
    ...repairs,
    ...tasks,
    ...warranties,
    ...reports,
    ...requests,
    ...shares,
    ...notices,
    ...links,
    ...invitations,
    ...(ownNotice ? [ownNotice] : []),
  ].map((doc) => ({
    op: 'delete',
    path: doc.path,
  }));
  // Files: first the folders holding a file a document points to (a report being
  // rendered may write one at any moment, so any report counts). Before the documents
  // go, so that without Storage the call fails here and can be tried again; a home
  // without files never needs Storage (it may not be running locally).
  const property = await store.get(path);
  const pointedTo = [property, ...repairs, ...warranties, ...tasks, ...reports].flatMap((doc) =>
    doc ? filePaths(doc.data) : [],
  );
  const reportFolder = reportsFolder(input.propertyId);
  const folders = [
    receiptsFolder(input.propertyId),
    photosFolder(input.propertyId),
    repairPhotosFolder(input.propertyId),
    warrantiesFolder(input.propertyId),
    reportFolder,
  ];
  const holding = folders.filter(
    (folder) =>
      pointedTo.some((file) => file.startsWith(folder)) ||
      (folder === reportFolder && reports.length > 0),
  );
  for (const folder of holding) await files.deletePrefix(folder);
  if (deletes.length > 0) await store.commit(deletes);
  // Then the other folders, for uploads never attached to anything: a failure there
  // must not fail the call (the daily orphan cleanups remove them), and one is enough
  // to say Storage is not answering.
  for (const folder of folders.filter((f) => !holding.includes(f))) {
    try {
      await files.deletePrefix(folder);
    } catch (error) {
      ports.log?.error('deleteProperty: could not remove uploads no document points to', {
        folder,
        error,
      });
      break;
    }
  }

  // 3. The property itself, last.
  await store.commit([{ op: 'delete', path }]);
  return { id: input.propertyId };
}
