/**
 * The transfer callables (see transfer.plan.ts): startTransfer, cancelTransfer and
 * declineTransfer, and acceptTransfer, which runs the acceptance job (also what a retry
 * after a failure calls: the job carries on from where it stopped).
 */
import {
  DISPUTES_COLLECTION,
  PROFILES_COLLECTION,
  PROPERTIES_COLLECTION,
  QUOTAS,
  REPAIRS_COLLECTION,
  REPORTS_COLLECTION,
  START_TRANSFER_FIELDS,
  StartTransferSchema,
  TRANSFER_MESSAGES as M,
  TransferIdSchema,
  AcceptTransferSchema,
  displayText,
  reportCodeFromBytes,
  storedReceipt,
  transferPath,
  type AddressClaims,
  type StartTransferResult,
  type TransferState,
} from '@homeledger/domain';
import { Rejection, apply, applyPlan, type ContractSpec, type Caller } from '../kit/callable';
import { consentGate, withConsentCleared } from '../households/consent.plan';
import { toHome } from '../households/household.plan';
import { checkQuota, consumeQuota, withQuota } from '../kit/quota';
import {
  MAX_WRITES_PER_CHUNK,
  readDocAs,
  type Store,
  type TxReader,
  type WriteOp,
} from '../kit/store';

type Applied<R> = { writes: WriteOp[]; result: R };
import type { AccountLookup } from '../kit/ports';
import { toDispute } from '../disputes/disputes.plan';
import { hasRecords, readClaims } from '../properties/address-claims';
import { syncReportViewers } from '../reports/report-viewers';
import { hasOptedOut } from '../kit/mail/invitation-opt-out';
import type { Files } from '../kit/files';
import { deliverInvitation, type InvitationPorts } from './invitation-callables';
import { keepSellersFiles } from './kept-files';
import {
  TRANSFER_STEPS,
  planAcceptBegin,
  planAcceptFinish,
  keptReportId,
  planCloseTransfer,
  planKeepReport,
  planMoveProperty,
  planMoveRepairChunk,
  planStartTransfer,
  toRepairOwner,
  toTransfer,
  toTransferProperty,
  type RecipientClaim,
  type StoredTransfer,
  type TransferContext,
  type TransferProperty,
  type TransferStep,
} from './transfer.plan';

/** The transfer callables' ports; the mail and the site's address are for invitations. */
export interface TransferPorts extends InvitationPorts {
  accounts: AccountLookup;
  newId: () => string;
  /** Random bytes (the verification code of the report the previous owner keeps). */
  randomBytes: (size: number) => Uint8Array;
  /** Storage: the seller's kept receipts and warranty documents move at acceptance (#33). */
  files: Files;
}

const MESSAGES = { unauthenticated: M.signedOut, permissionDenied: M.permissionDenied };

async function readProperty(tx: TxReader, id: string) {
  const snap = id ? await tx.get(`${PROPERTIES_COLLECTION}/${id}`) : null;
  return snap ? toTransferProperty(snap) : null;
}

/**
 * The claims of the property's home and the recipient's own other properties in them, with
 * what step 2 must know to remove one safely (anything hanging off it makes it not empty).
 */
async function readRecipientClaims(
  tx: TxReader,
  property: TransferProperty | null,
  toUid: string,
  { emptiness }: { emptiness: boolean },
): Promise<{ claims: AddressClaims | null; recipientClaims: RecipientClaim[] }> {
  if (!property?.addressKey || !toUid) return { claims: null, recipientClaims: [] };
  const { claims, existing } = await readClaims(tx, property.addressKey);
  const theirs = existing.filter(
    (claim) => claim.ownerId === toUid && claim.propertyId !== property.id,
  );
  const recipientClaims = await Promise.all(
    theirs.map(async (claim): Promise<RecipientClaim> => ({
      id: claim.propertyId,
      verificationStatus: claim.verificationStatus || 'verified',
      // Only the move (step 2) removes empty claims: the checks before it need no queries.
      empty: emptiness && !claim.hasPhoto && !(await hasRecords(tx, claim.propertyId)),
    })),
  );
  return { claims, recipientClaims };
}

const readTransfer = (tx: TxReader, id: string) => readDocAs(tx, transferPath(id), toTransfer);

/** What starting, cancelling and declining need (only the acceptance makes a report code and moves files). */
export type OfferPorts = Omit<TransferPorts, 'randomBytes' | 'files'>;

export const startTransferSpec: ContractSpec<'startTransfer', OfferPorts> = {
  name: 'startTransfer',
  schema: StartTransferSchema,
  fieldOrder: START_TRANSFER_FIELDS,
  access: ['homeowner'],
  messages: MESSAGES,
  verifiedEmail: true,
  run: ({ input, caller, ports, now }) => startTransferAs(ports, caller, input, now),
};

/**
 * startTransfer as `caller` (the owner): the callable, and answerConsent once the last
 * co-owner agrees (the owner's request runs then, as them). With co-owners who have not
 * agreed, the transfer is only asked for (consent.plan.ts): no transfer, no mail yet.
 */
export async function startTransferAs(
  ports: OfferPorts,
  caller: Caller,
  input: { propertyId: string; email: string; keepReceipts?: readonly string[] },
  now: Date,
): Promise<StartTransferResult> {
  const { store } = ports;
  // Only the owner gets as far as an account lookup: nobody else can probe emails here.
  const first = await readProperty(store, input.propertyId);
  if (!first || first.ownerId !== caller.uid || first.deleting)
    throw new Rejection('not-found', M.propertyNotFound);
  await consumeQuota(store, caller.uid, 'lookups', now);
  const account = await ports.accounts.findByEmail(input.email);
  const newId = ports.newId();
  const result = await store.transact(async (tx): Promise<Applied<StartTransferResult>> => {
    const propertySnap = await tx.get(`${PROPERTIES_COLLECTION}/${input.propertyId}`);
    const property = propertySnap ? toTransferProperty(propertySnap) : null;
    const pending = property?.pendingTransferId
      ? await readTransfer(tx, property.pendingTransferId)
      : null;
    const [from, to] = await tx.getAll([
      `${PROFILES_COLLECTION}/${caller.uid}`,
      `${PROFILES_COLLECTION}/${account?.uid || caller.uid}`,
    ]);
    const fromName = displayText(from?.data['name']);
    // The receipts the seller keeps are checked against the home's repairs as they are now.
    const keepReceipts = input.keepReceipts ?? [];
    const withReceipts =
      keepReceipts.length > 0 && property
        ? await tx.getAll(keepReceipts.map((id) => `${REPAIRS_COLLECTION}/${id}`))
        : [];
    const plan = planStartTransfer({
      property,
      caller,
      email: input.email,
      account,
      fromName,
      toName: account ? displayText(to?.data['name']) : '',
      pending,
      newId,
      now,
      mailEveryone: true,
      keepReceipts,
      receiptRepairIds: withReceipts.flatMap((repair) =>
        repair &&
        repair.data['propertyId'] === property?.id &&
        storedReceipt(repair.data['receipt'])
          ? [repair.id]
          : [],
      ),
    });
    if (plan.kind === 'reject' || !propertySnap) return applyPlan(plan);
    const gate = consentGate({
      home: toHome(propertySnap),
      caller,
      action: 'transfer',
      email: input.email,
      keepReceipts,
      byName: fromName,
      now,
    });
    if (gate.kind === 'reject') return applyPlan(gate.plan);
    // Co-owners first: only the request is written (nothing mailed yet); the transfer
    // starts when they agree.
    if (gate.kind === 'ask')
      return applyPlan(apply([gate.write], { ...plan.result, transferId: '', consent: true }));
    const agreed = gate.clear
      ? { ...plan, writes: withConsentCleared(plan.writes, toHome(propertySnap)) }
      : plan;
    // Every offer is mailed (so the sender learns nothing of the recipient's account):
    // counted in the account's daily invitations.
    const invites = plan.result.invited;
    if (invites && (await hasOptedOut(tx, input.email)))
      throw new Rejection('failed-precondition', M.optedOut);
    const quota = invites ? await checkQuota(tx, caller.uid, 'invitations', now) : null;
    return applyPlan(withQuota(agreed, quota));
  });
  // The transfer and its `sending` record have committed: now the one mail. A retried
  // call is refused above (a transfer is already pending), so it never mails again.
  if (result.invited && !result.consent) await deliverInvitation(ports, result.transferId, 1, now);
  return result;
}

function closeSpec<N extends 'cancelTransfer' | 'declineTransfer'>(
  name: N,
  answer: 'cancel' | 'decline',
): ContractSpec<N, OfferPorts> {
  return {
    name,
    schema: TransferIdSchema,
    fieldOrder: ['transferId'],
    access: ['homeowner'],
    messages: MESSAGES,
    async run({ input, caller, ports, now }) {
      return ports.store.transact(async (tx) => {
        const transfer = await readTransfer(tx, input.transferId);
        const property = transfer ? await readProperty(tx, transfer.propertyId) : null;
        // The dispute notice this transfer answered, if it was started from one.
        const notices = transfer
          ? await tx.query({
              collection: DISPUTES_COLLECTION,
              where: [{ field: 'transferId', op: '==', value: transfer.id }],
              limit: 5,
            })
          : [];
        return applyPlan(
          planCloseTransfer({
            transfer,
            property,
            notices: notices.map(toDispute),
            caller,
            answer,
            now,
          }),
        );
      });
    },
  };
}

export const cancelTransferSpec = closeSpec('cancelTransfer', 'cancel');
export const declineTransferSpec = closeSpec('declineTransfer', 'decline');

export interface AcceptTransferResult {
  transferId: string;
  propertyId: string;
  state: TransferState;
  repairsMoved: number;
}

/** The acceptance job, steps 1–5 of transfer.plan.ts. Safe to call again after any failure. */
export async function runAcceptJob(
  store: Store,
  args: {
    /** Storage, touched only when the seller keeps a file (receipts, warranty documents). */
    files: Files;
    transferId: string;
    caller: Caller;
    now: Date;
    /** Which of the seller's members the new owner keeps (fixed at the first call). */
    keepMembers?: readonly string[];
    /** A fresh report verification code (used only when the kept report is created). */
    reportCode: () => string;
    steps?: readonly TransferStep[];
    chunkSize?: number;
  },
): Promise<AcceptTransferResult> {
  const { transferId, caller, now } = args;
  const steps = args.steps ?? TRANSFER_STEPS;
  const size = Math.min(args.chunkSize ?? MAX_WRITES_PER_CHUNK, MAX_WRITES_PER_CHUNK);

  // 1. begin
  const { transfer, done } = await store.transact(async (tx) => {
    const t = await readTransfer(tx, transferId);
    const property = t ? await readProperty(tx, t.propertyId) : null;
    const owned = await tx.query({
      collection: PROPERTIES_COLLECTION,
      where: [{ field: 'ownerId', op: '==', value: caller.uid }],
      limit: QUOTAS.propertiesPerAccount,
    });
    const { recipientClaims } =
      t?.state === 'pending'
        ? await readRecipientClaims(tx, property, caller.uid, { emptiness: false })
        : { recipientClaims: [] };
    return applyPlan(
      planAcceptBegin({
        transfer: t,
        property,
        caller,
        owned: owned.length,
        recipientClaims,
        keepMembers: args.keepMembers ?? [],
        now,
      }),
    );
  });
  const result = (state: TransferState, repairsMoved: number): AcceptTransferResult => ({
    transferId,
    propertyId: transfer.propertyId,
    state,
    repairsMoved,
  });
  if (done) return result('accepted', 0);

  // 1b. the report the previous owner keeps, of the home before it moves
  const code = args.reportCode();
  await store.transact(async (tx) => {
    const [propertySnap = null, report = null] = await tx.getAll([
      `${PROPERTIES_COLLECTION}/${transfer.propertyId}`,
      `${REPORTS_COLLECTION}/${keptReportId(transferId)}`,
    ]);
    const writes = planKeepReport({
      transfer,
      property: propertySnap ? toTransferProperty(propertySnap) : null,
      exists: report !== null,
      code,
      now,
    });
    return { writes, result: null };
  });

  // 1c. what the seller keeps (#33): chosen receipts and non-transferable warranty documents
  //     move under their uid, before the home (and its folders' readers) moves.
  await keepSellersFiles(store, args.files, transfer, now);

  // 2. the property and its address claim
  await store.transact(async (tx) => {
    const property = await readProperty(tx, transfer.propertyId);
    const { claims, recipientClaims } = await readRecipientClaims(tx, property, transfer.toUid, {
      emptiness: true,
    });
    const profile = await tx.get(`${PROFILES_COLLECTION}/${transfer.toUid}`);
    const writes = planMoveProperty({
      transfer,
      property,
      claims,
      recipientClaims,
      toName: displayText(profile?.data['name']),
    });
    return { writes, result: null };
  });

  // 3. repairs, listed only now (a repair added before step 2 is listed; one added after
  //    copies the new owner's viewers), ≤ `size` per transaction.
  const repairIds = (
    await store.query({
      collection: REPAIRS_COLLECTION,
      where: [{ field: 'propertyId', op: '==', value: transfer.propertyId }],
    })
  ).map((snap) => snap.id);
  let moved = 0;
  for (let start = 0; start < repairIds.length; start += size) {
    const ids = repairIds.slice(start, start + size);
    const { count, stop } = await store.transact(async (tx) => {
      const [propertySnap = null, ...snaps] = await tx.getAll([
        `${PROPERTIES_COLLECTION}/${transfer.propertyId}`,
        ...ids.map((id) => `${REPAIRS_COLLECTION}/${id}`),
      ]);
      const plan = planMoveRepairChunk({
        transfer,
        property: propertySnap ? toTransferProperty(propertySnap) : null,
        repairs: snaps.map((snap) => (snap ? toRepairOwner(snap) : null)),
      });
      return { writes: plan.writes, result: { count: plan.writes.length, stop: plan.stop } };
    });
    moved += count;
    if (stop) break;
  }

  // 3b. the home's reports: owner and readers follow the property (the one the previous
  //     owner keeps is theirs and stays so).
  await syncReportViewers(store, transfer.propertyId, size);

  // 4. the per-collection steps
  const ctx: TransferContext = {
    transferId,
    propertyId: transfer.propertyId,
    fromUid: transfer.fromUid,
    toUid: transfer.toUid,
    transferredAt: (transfer as StoredTransfer).transferredAt ?? now,
    memberIds: [
      transfer.toUid,
      ...(transfer.keepMembers ?? []).filter((u) => u !== transfer.toUid),
    ],
  };
  for (const step of steps) {
    const docs = await store.query({
      collection: step.collection(transfer.propertyId),
      ...(step.field
        ? { where: [{ field: step.field, op: '==' as const, value: transfer.propertyId }] }
        : {}),
    });
    await store.commit(docs.flatMap((doc) => step.move(doc, ctx)));
  }

  // 5. finish
  await store.transact(async (tx) => ({
    writes: planAcceptFinish(await readTransfer(tx, transferId)),
    result: null,
  }));
  return result('accepted', moved);
}

export const acceptTransferSpec: ContractSpec<'acceptTransfer', TransferPorts> = {
  name: 'acceptTransfer',
  schema: AcceptTransferSchema,
  fieldOrder: ['transferId', 'keepMembers'],
  access: ['homeowner'],
  messages: MESSAGES,
  verifiedEmail: true,
  run: ({ input, caller, ports, now }) =>
    runAcceptJob(ports.store, {
      files: ports.files,
      transferId: input.transferId,
      keepMembers: input.keepMembers,
      caller,
      now,
      reportCode: () => reportCodeFromBytes(ports.randomBytes(17)),
    }),
};

/** The transfer callables by wire name: the wiring, the fuzz entries and the shell tests take them from here. */
export const TRANSFER_CALLABLES = {
  startTransfer: startTransferSpec,
  acceptTransfer: acceptTransferSpec,
  declineTransfer: declineTransferSpec,
  cancelTransfer: cancelTransferSpec,
} as const;
