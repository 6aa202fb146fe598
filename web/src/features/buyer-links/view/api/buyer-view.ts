/**
 * The public buyer page's reads (functions/src/buyer-links): `openBuyerLink` answers the
 * view the owner allowed and logs the open; `buyerLinkReceipt` a short-lived receipt link.
 * No Firestore here: a buyer has no account, so nothing is read under the rules.
 */
import type { BuyerReceiptResult, BuyerView } from '@homeledger/domain';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';

export async function openBuyerLink(token: string): Promise<BuyerView> {
  return callFunctionLazily('openBuyerLink', { token });
}

export async function buyerLinkReceipt(
  token: string,
  repairId: string,
): Promise<BuyerReceiptResult> {
  return callFunctionLazily('buyerLinkReceipt', {
    token,
    repairId,
  });
}

/**
 * One open per token per page load: React's development double effects (and a remount)
 * must not log the buyer's visit twice. Try Again clears the entry first.
 */
const opening = new Map<string, Promise<BuyerView>>();
export function openOnce(token: string): Promise<BuyerView> {
  let pending = opening.get(token);
  if (!pending) {
    pending = openBuyerLink(token);
    opening.set(token, pending);
    pending.catch(() => opening.delete(token));
  }
  return pending;
}
export function forgetOpen(token: string): void {
  opening.delete(token);
}
