/**
 * Buyer links (docs/architecture.md §2): the owner's createBuyerLink / revokeBuyerLink /
 * extendBuyerLink callables (functions/src/buyer-links) and their live list of links
 * (`buyerLinks`, declared in ./queries.ts). Callables reject with the SDK's error: show
 * it through `callableFailure` (lib/firebase/callable.ts).
 */
import {
  DEVICE_TYPES,
  isHashedBuyerLinkId,
  type CreateBuyerLinkInput,
  type CreateBuyerLinkResult,
  type DeviceType,
  type ExtendBuyerLinkInput,
  type RevokeBuyerLinkInput,
} from '@homeledger/domain';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { BuyerLinkRow } from '../buyer-links-panel';
import { propertyBuyerLinksQuery } from './queries';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';
import { instantOf } from '@/lib/data/fields';

export async function createBuyerLink(input: CreateBuyerLinkInput): Promise<CreateBuyerLinkResult> {
  return callFunctionLazily('createBuyerLink', input);
}

export async function revokeBuyerLink(input: RevokeBuyerLinkInput): Promise<void> {
  await callFunctionLazily('revokeBuyerLink', input);
}

export async function extendBuyerLink(input: ExtendBuyerLinkInput): Promise<void> {
  await callFunctionLazily('extendBuyerLink', input);
}

const device = (value: unknown): DeviceType =>
  (DEVICE_TYPES as readonly unknown[]).includes(value) ? (value as DeviceType) : 'other';

export function toBuyerLinkRow(id: string, data: Record<string, unknown>): BuyerLinkRow {
  const opens = Array.isArray(data.opens) ? (data.opens as unknown[]) : [];
  return {
    id,
    legacy: !isHashedBuyerLinkId(id),
    label: typeof data.label === 'string' && data.label.trim() ? data.label.trim() : 'Buyer link',
    createdAt: instantOf(data.createdAt),
    expiresAt: instantOf(data.expiresAt) ?? new Date(0).toISOString(),
    revokedAt: instantOf(data.revokedAt),
    hideCosts: data.hideCosts !== false,
    hideOwnerName: data.hideOwnerName !== false,
    includeReceipts: data.includeReceipts === true,
    openCount: typeof data.openCount === 'number' ? data.openCount : 0,
    // Newest first, as the owner reads them.
    opens: opens
      .flatMap((open) => {
        if (typeof open !== 'object' || open === null) return [];
        const at = instantOf((open as Record<string, unknown>).at);
        return at ? [{ at, device: device((open as Record<string, unknown>).device) }] : [];
      })
      .reverse(),
  };
}

/** This (owned) property's buyer links, newest first, live. */
export function usePropertyBuyerLinks(uid: string | null | undefined, propertyId: string) {
  return useLiveQuery(propertyBuyerLinksQuery, uid, toBuyerLinkRow, { propertyId });
}
