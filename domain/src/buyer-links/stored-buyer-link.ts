/**
 * The one reader of a stored `buyerLinks/{id}` document, used by the functions (opening a
 * link, the owner's actions) and by the owner's list in the browser alike.
 */
import { num, record, str, storedDate } from '../kit/fields';
import { displayText } from '../security/safe-text';
import { DEVICE_TYPES, type BuyerLink, type BuyerLinkOpen, type DeviceType } from './buyer-link';

/** A stored link; `id` is its document id (the token's hash). */
export type StoredBuyerLink = BuyerLink<Date> & { id: string };

const device = (value: unknown): DeviceType => DEVICE_TYPES.find((d) => d === value) ?? 'other';

/**
 * A stored link (fields as the functions' store or the browser's SDK hands them), read
 * defensively: anything unreadable makes the link unusable (expired at the epoch), and
 * its options default to hidden.
 */
export function readBuyerLink(doc: { id: string; data: Record<string, unknown> }): StoredBuyerLink {
  const d = doc.data;
  const opens = Array.isArray(d['opens']) ? (d['opens'] as unknown[]) : [];
  return {
    id: doc.id,
    propertyId: str(d['propertyId']),
    ownerId: str(d['ownerId']),
    label: displayText(d['label']),
    hideCosts: d['hideCosts'] !== false,
    hideOwnerName: d['hideOwnerName'] !== false,
    includeReceipts: d['includeReceipts'] === true,
    createdAt: storedDate(d['createdAt']) ?? new Date(0),
    expiresAt: storedDate(d['expiresAt']) ?? new Date(0),
    revokedAt: storedDate(d['revokedAt']),
    openCount: num(d['openCount']) ?? 0,
    opens: opens.flatMap((open): BuyerLinkOpen<Date>[] => {
      const at = storedDate(record(open)?.['at']);
      return at ? [{ at, device: device(record(open)?.['device']) }] : [];
    }),
    lastOpenedAt: storedDate(d['lastOpenedAt']),
  };
}
