/**
 * The buyer-link callables (see buyer-links.plan.ts): the owner's createBuyerLink,
 * revokeBuyerLink and extendBuyerLink (verified email, like every share), and the
 * public openBuyerLink and buyerLinkReceipt the `/h/{token}` page calls without an account.
 */
import {
  BUYER_LINK_MESSAGES as M,
  BUYER_LINKS_COLLECTION,
  BuyerReceiptSchema,
  CREATE_BUYER_LINK_FIELDS,
  CreateBuyerLinkSchema,
  ExtendBuyerLinkSchema,
  OpenBuyerLinkSchema,
  PROPERTIES_COLLECTION,
  REPAIRS_COLLECTION,
  RevokeBuyerLinkSchema,
  buyerLinkOpenPath,
  buyerLinkPath,
  filePath,
} from '@homeledger/domain';
import { Rejection, applyPlan, type ContractSpec } from '../kit/callable';
import type { TxReader } from '../kit/store';
import {
  buildBuyerView,
  linkExpired,
  maySharePropertyLinks,
  planCreateBuyerLink,
  planExtendBuyerLink,
  planLogOpen,
  planRevokeBuyerLink,
  receiptForBuyer,
  toLinkedProperty,
  toStoredLink,
  usableLink,
  type LinkedProperty,
  type StoredLink,
} from './buyer-links.plan';
import {
  buyerLinkId,
  deviceType,
  openVisitId,
  withinLimits,
  type BuyerLinkPorts,
  type BuyerViewPorts,
} from './ports';

const OWNER_MESSAGES = { unauthenticated: M.signedOut, permissionDenied: M.permissionDenied };

/** A link (by its document id, the token's hash) and its property. */
async function readLink(
  tx: TxReader,
  linkId: string,
): Promise<{ link: StoredLink | null; property: LinkedProperty | null }> {
  const linkSnap = await tx.get(buyerLinkPath(linkId));
  const link = linkSnap ? toStoredLink(linkSnap) : null;
  if (!link?.propertyId) return { link, property: null };
  const propertySnap = await tx.get(`${PROPERTIES_COLLECTION}/${link.propertyId}`);
  return { link, property: propertySnap ? toLinkedProperty(propertySnap) : null };
}

function rethrow(plan: ReturnType<typeof linkExpired>): never {
  throw new Rejection(plan.code, plan.message, plan.details);
}

/** The public callables' gate: counted before any read, so a flood costs no Firestore reads. */
async function checkLimits(
  ports: Pick<BuyerViewPorts, 'limits' | 'clientIp'>,
  linkId: string,
): Promise<void> {
  if (!(await withinLimits(ports.limits, linkId, ports.clientIp)))
    throw new Rejection('resource-exhausted', M.rateLimited, { reason: 'rate-limited' });
}

/**
 * The link a buyer's token names and its home, once the limits let the request through;
 * a link that is not usable now is refused as expired.
 */
async function usableLinkOf(
  ports: Pick<BuyerViewPorts, 'store' | 'limits' | 'clientIp'>,
  token: string,
  now: Date,
): Promise<{ linkId: string; link: StoredLink; property: LinkedProperty }> {
  const linkId = buyerLinkId(token);
  await checkLimits(ports, linkId);
  const { link, property } = await readLink(ports.store, linkId);
  if (!usableLink(link, property, now) || !property) rethrow(linkExpired());
  return { linkId, link, property };
}

export const createBuyerLinkSpec: ContractSpec<'createBuyerLink', BuyerLinkPorts> = {
  name: 'createBuyerLink',
  schema: CreateBuyerLinkSchema,
  fieldOrder: CREATE_BUYER_LINK_FIELDS,
  access: ['homeowner'],
  messages: OWNER_MESSAGES,
  verifiedEmail: true,
  async run({ input, caller, ports, now }) {
    const token = ports.newToken();
    const linkId = buyerLinkId(token);
    return ports.store.transact(async (tx) => {
      const [propertySnap = null] = await tx.getAll([
        `${PROPERTIES_COLLECTION}/${input.propertyId}`,
      ]);
      const property = propertySnap ? toLinkedProperty(propertySnap) : null;
      // Only who may share the home (owner, co-owner) gets as far as listing its links.
      const links = maySharePropertyLinks(property, caller, now)
        ? (
            await tx.query({
              collection: BUYER_LINKS_COLLECTION,
              where: [{ field: 'propertyId', op: '==', value: input.propertyId }],
            })
          ).map(toStoredLink)
        : [];
      return applyPlan(planCreateBuyerLink({ input, caller, property, links, token, linkId, now }));
    });
  },
};

export const revokeBuyerLinkSpec: ContractSpec<
  'revokeBuyerLink',
  Pick<BuyerLinkPorts, 'store' | 'log'>
> = {
  name: 'revokeBuyerLink',
  schema: RevokeBuyerLinkSchema,
  fieldOrder: ['linkId'],
  access: ['homeowner'],
  messages: OWNER_MESSAGES,
  // Taking access away is never held back by an unverified email.
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) => {
      const { link, property } = await readLink(tx, input.linkId);
      return applyPlan(planRevokeBuyerLink({ link, property, caller, now }));
    });
  },
};

export const extendBuyerLinkSpec: ContractSpec<
  'extendBuyerLink',
  Pick<BuyerLinkPorts, 'store' | 'log'>
> = {
  name: 'extendBuyerLink',
  schema: ExtendBuyerLinkSchema,
  fieldOrder: ['linkId', 'days'],
  access: ['homeowner'],
  messages: OWNER_MESSAGES,
  verifiedEmail: true,
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) => {
      const { link, property } = await readLink(tx, input.linkId);
      return applyPlan(planExtendBuyerLink({ link, property, caller, days: input.days, now }));
    });
  },
};

/**
 * The buyer's page: checks the link, logs the open (see logOpen) and reads the history.
 * The check reads outside a transaction: a link revoked before this read is refused, and
 * opens never contend with each other or with the owner's actions on the link.
 */
export const openBuyerLinkSpec: ContractSpec<'openBuyerLink', BuyerViewPorts> = {
  name: 'openBuyerLink',
  schema: OpenBuyerLinkSchema,
  fieldOrder: ['token'],
  access: 'public',
  messages: { permissionDenied: M.expired },
  async run({ input, ports, now }) {
    const { linkId, link, property } = await usableLinkOf(ports, input.token, now);
    await logOpen(ports, linkId, now);
    const repairs = await ports.store.query({
      collection: REPAIRS_COLLECTION,
      where: [{ field: 'propertyId', op: '==', value: property.id }],
    });
    const photoPath = filePath(property.data['photo']);
    const photoUrl = photoPath ? await ports.signer.signedUrl(photoPath) : null;
    return buildBuyerView({ link, property, repairs, photoUrl });
  },
};

/**
 * Logs an open once per client per hour (buyer-links.plan.ts planLogOpen). Best effort: a
 * log that cannot be written (contention, an outage) is reported and the buyer still gets
 * the page.
 */
async function logOpen(ports: BuyerViewPorts, linkId: string, now: Date): Promise<void> {
  const visit = openVisitId({ linkId, clientIp: ports.clientIp, userAgent: ports.userAgent, now });
  try {
    await ports.store.transact(async (tx) => {
      const [linkSnap = null, logged = null] = await tx.getAll([
        buyerLinkPath(linkId),
        buyerLinkOpenPath(linkId, visit),
      ]);
      const link = linkSnap ? toStoredLink(linkSnap) : null;
      if (!link) return { writes: [], result: undefined };
      const device = deviceType(ports.userAgent);
      const writes = planLogOpen({ link, visit, alreadyLogged: logged !== null, device, now });
      return { writes, result: undefined };
    });
  } catch (error) {
    ports.log?.error('buyer link open not logged', {
      linkId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** One receipt, signed when the buyer clicks it (signing every receipt up front would be slow). */
export const buyerLinkReceiptSpec: ContractSpec<
  'buyerLinkReceipt',
  Pick<BuyerViewPorts, 'store' | 'signer' | 'limits' | 'clientIp' | 'log'>
> = {
  name: 'buyerLinkReceipt',
  schema: BuyerReceiptSchema,
  fieldOrder: ['token', 'repairId'],
  access: 'public',
  messages: { permissionDenied: M.expired },
  async run({ input, ports, now }) {
    const { link } = await usableLinkOf(ports, input.token, now);
    const repair = await ports.store.get(`${REPAIRS_COLLECTION}/${input.repairId}`);
    const receipt = receiptForBuyer(link, repair);
    const url = receipt ? await ports.signer.signedUrl(receipt.path) : null;
    if (!receipt || !url) throw new Rejection('not-found', M.receiptUnavailable);
    return { url, name: receipt.name };
  },
};

/** The buyer-link callables by wire name: the wiring, the fuzz entries and the shell test take them from here. */
export const BUYER_LINK_CALLABLES = {
  createBuyerLink: createBuyerLinkSpec,
  revokeBuyerLink: revokeBuyerLinkSpec,
  extendBuyerLink: extendBuyerLinkSpec,
  openBuyerLink: openBuyerLinkSpec,
  buyerLinkReceipt: buyerLinkReceiptSpec,
} as const;
