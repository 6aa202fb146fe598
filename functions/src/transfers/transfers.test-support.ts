/** Test-only fixtures shared by the transfer tests; not bundled. */
import type { StoredTransfer } from './transfer.plan';
import { OAK_LANE_ADDRESS } from '../kit/test-support';

/** When tr1 was offered: 1 May 2026, noon UTC. */
export const OFFERED_AT = new Date('2026-05-01T12:00:00Z');

/** tr1 as stored: Olive Owner offers her home at 12 Oak Lane to Ben Buyer, pending since OFFERED_AT. */
export const storedTransfer = (over: Partial<StoredTransfer> = {}): StoredTransfer => ({
  id: 'tr1',
  propertyId: 'home',
  property: OAK_LANE_ADDRESS,
  fromUid: 'olive',
  fromName: 'Olive Owner',
  toUid: 'ben',
  toEmail: 'ben@home.example',
  toName: 'Ben Buyer',
  state: 'pending',
  createdAt: OFFERED_AT,
  answeredAt: null,
  transferredAt: null,
  invitation: null,
  members: [],
  keepMembers: [],
  keepReceipts: [],
  ...over,
});
