/**
 * Buyer links (docs/architecture.md §2): the owner's createBuyerLink / revokeBuyerLink /
 * extendBuyerLink callables (functions/src/buyer-links) and their live list of links
 * (`buyerLinks`, declared in ./queries.ts). Callables reject with the SDK's error: show
 * it through `callableFailure` (lib/firebase/callable.ts).
 */
import {
  isHashedBuyerLinkId,
  readBuyerLink,
  type CreateBuyerLinkInput,
  type CreateBuyerLinkResult,
  type ExtendBuyerLinkInput,
  type RevokeBuyerLinkInput,
} from '@homeledger/domain';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { BuyerLinkRow } from '../buyer-links-panel';
import { coOwnerBuyerLinksQuery, propertyBuyerLinksQuery } from './queries';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';

export async function createBuyerLink(input: CreateBuyerLinkInput): Promise<CreateBuyerLinkResult> {
  return callFunctionLazily('createBuyerLink', input);
}

export async function revokeBuyerLink(input: RevokeBuyerLinkInput): Promise<void> {
  await callFunctionLazily('revokeBuyerLink', input);
}

export async function extendBuyerLink(input: ExtendBuyerLinkInput): Promise<void> {
  await callFunctionLazily('extendBuyerLink', input);
}

/** A row of the owner's list, derived from the domain's reader (the functions read with it too). */
export function toBuyerLinkRow(id: string, data: Record<string, unknown>): BuyerLinkRow {
  const link = readBuyerLink({ id, data });
  return {
    id,
    legacy: !isHashedBuyerLinkId(id),
    label: link.label || 'Buyer link',
    // The reader's epoch stands for "not recorded".
    createdAt: link.createdAt.getTime() === 0 ? null : link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    hideCosts: link.hideCosts,
    hideOwnerName: link.hideOwnerName,
    includeReceipts: link.includeReceipts,
    openCount: link.openCount,
    // Newest first, as the owner reads them.
    opens: link.opens.map((open) => ({ at: open.at.toISOString(), device: open.device })).reverse(),
  };
}

/**
 * The home's buyer links, newest first, live: the owner's own query, or — for a co-owner
 * (`ownerId` is then the home's owner, not the caller) — the co-owner's, which names the
 * home's owner. Only one of the two reads anything.
 */
export function usePropertyBuyerLinks(
  uid: string | null | undefined,
  propertyId: string,
  ownerId?: string,
) {
  const own = ownerId === undefined || ownerId === uid;
  const mine = useLiveQuery(propertyBuyerLinksQuery, own ? uid : null, toBuyerLinkRow, {
    propertyId,
  });
  const shared = useLiveQuery(coOwnerBuyerLinksQuery, own ? null : uid, toBuyerLinkRow, {
    propertyId,
    ownerId: ownerId ?? '',
  });
  return own ? mine : shared;
}
