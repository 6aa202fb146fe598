/**
 * The buyer-link callables' fuzz entries (fuzz-registry.ts spreads them in): the fuzz
 * user's property with one active link, so near-valid payloads reach every decision; a
 * "write" is a stored document or a signed download link.
 */
import { CREATE_BUYER_LINK_FIELDS } from '@homeledger/domain';
import { fuzzWorld, type FuzzEntry } from '../kit/fuzz';
import { MemoryStore } from '../kit/memory-store';
import { BUYER_LINK_CALLABLES as buyerLinkSpecs } from './buyer-link-callables';
import { buyerLinkId, memorySigner } from './ports';

const TOKEN = 'f'.repeat(43);
const LINK_ID = buyerLinkId(TOKEN);
const RECEIPT = 'receipts/fuzzProperty/up/bill.pdf';

function buyerPorts() {
  const store = new MemoryStore({
    'properties/fuzzProperty': {
      ownerId: 'fuzz-user',
      address: '1 Main St',
      verificationStatus: 'verified',
      viewerIds: ['fuzz-user'],
    },
    'repairs/fuzzRepair': {
      propertyId: 'fuzzProperty',
      viewerIds: ['fuzz-user'],
      receipt: { path: RECEIPT, name: 'bill.pdf' },
    },
    [`buyerLinks/${LINK_ID}`]: {
      propertyId: 'fuzzProperty',
      ownerId: 'fuzz-user',
      label: 'Fuzz',
      hideCosts: false,
      hideOwnerName: true,
      includeReceipts: true,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      expiresAt: new Date('2100-01-01T00:00:00Z'),
      revokedAt: null,
      openCount: 0,
      opens: [],
      lastOpenedAt: null,
    },
  });
  const signer = memorySigner([RECEIPT]);
  return {
    store,
    signer,
    userAgent: 'fuzz',
    newToken: () => 'n'.repeat(43),
    log: { error: () => undefined },
  };
}
const writes = (p: ReturnType<typeof buyerPorts>) => p.store.writeCount + p.signer.signed;

const entry = fuzzWorld(buyerPorts, writes);

export const buyerLinkFuzzEntries: readonly FuzzEntry[] = [
  entry(buyerLinkSpecs.createBuyerLink, [...CREATE_BUYER_LINK_FIELDS], {
    propertyId: 'fuzzProperty',
    label: 'Smith family',
    days: 14,
    hideCosts: false,
    hideOwnerName: true,
    includeReceipts: false,
  }),
  entry(buyerLinkSpecs.revokeBuyerLink, ['linkId'], { linkId: LINK_ID }),
  entry(buyerLinkSpecs.extendBuyerLink, ['linkId', 'days'], { linkId: LINK_ID, days: 7 }),
  entry(buyerLinkSpecs.openBuyerLink, ['token'], { token: TOKEN }),
  entry(buyerLinkSpecs.buyerLinkReceipt, ['token', 'repairId'], {
    token: TOKEN,
    repairId: 'fuzzRepair',
  }),
];
