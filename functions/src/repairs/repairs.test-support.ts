/** Builders for the repair plan tests: the documents as the shells read them (repair-docs.ts). */
import { homeowner, NOW, OAK_LANE_ADDRESS } from '../kit/test-support';
export { homeowner, NOW } from '../kit/test-support';
import type { AddRepairInput, RepairReceipt, UpdateRepairInput } from '@homeledger/domain';
import { planDeleteRepair } from './delete-repair.plan';
import type { PropertyDoc, RepairDoc } from './repair-docs';
import { planUpdateRepair } from './update-repair.plan';
import type { ReceiptVerdict } from './receipt-check';

export const propertyDoc = (over: Partial<PropertyDoc> = {}): PropertyDoc => ({
  id: 'home',
  ownerId: 'olive',
  verificationStatus: 'verified',
  deleting: false,
  ...OAK_LANE_ADDRESS,
  viewerIds: ['olive', 'rita'],
  stats: { repairCount: 2, lastRepairDate: '2026-03-10', totalSpentCents: 50_000 },
  members: [],
  ownerName: null,
  ...over,
});

export const receipt = (name = 'invoice.pdf') => ({
  path: `receipts/home/olive/${name}`,
  name,
  contentType: 'application/pdf' as const,
  size: 20_000,
});

export const repairDoc = (over: Partial<RepairDoc> = {}): RepairDoc => {
  const base: Omit<RepairDoc, 'data'> = {
    id: 'r1',
    propertyId: 'home',
    addedBy: 'olive',
    ownerId: 'olive',
    byPreviousOwner: false,
    date: '2026-03-10',
    costCents: 20_000,
    description: 'Fixed the leak',
    status: 'completed',
    receipt: null,
    photos: [],
    validationState: 'none',
    ...over,
  };
  return {
    ...base,
    data: over.data ?? { serviceType: 'plumbing', contractorName: 'Pat Plumber' },
  };
};

/** The Add Repair form as the schema hands it to the plan. */
export const addInput = (over: Partial<AddRepairInput> = {}): AddRepairInput =>
  ({
    propertyId: 'home',
    serviceType: 'plumbing',
    otherServiceType: '',
    storedServiceType: 'plumbing',
    date: '2026-04-20',
    costCents: 12_550,
    contractorName: 'Pat Plumber',
    description: 'New tap',
    receipt: null,
    requestId: 'req-0123456789abcdef',
    ...over,
  }) as AddRepairInput;

/** The Edit Repair form as the schema hands it to the plan: by default, the repair unchanged. */
export const updateInput = (over: Partial<UpdateRepairInput> = {}): UpdateRepairInput =>
  ({
    repairId: 'r1',
    serviceType: 'plumbing',
    otherServiceType: '',
    storedServiceType: 'plumbing',
    date: '2026-03-10',
    costCents: 20_000,
    status: 'completed',
    contractorName: 'Pat Plumber',
    description: 'Fixed the leak',
    ...over,
  }) as UpdateRepairInput;

export const receiptAccepted = (r: RepairReceipt = receipt()): ReceiptVerdict => ({
  ok: true,
  receipt: r,
});
export const receiptRefused = (message: string): ReceiptVerdict => ({
  ok: false,
  plan: { kind: 'reject', code: 'invalid-argument', message, details: { field: 'receipt' } },
});

/** A household member entry as PropertyDoc reads it (households, issue #31). */
export const member = (
  uid: string,
  role: 'co-owner' | 'viewer' | 'delegate',
  until = '2026-12-31',
) => ({
  uid,
  role,
  name: `Name ${uid}`,
  email: `${uid}@home.example`,
  since: NOW,
  invitedBy: 'olive',
  grant: role === 'delegate' ? { until, report: false } : null,
});

/** planUpdateRepair for the owner's own repair r1 of home, receipt kept; `over` changes any input. */
export const updatePlan = (over: Partial<Parameters<typeof planUpdateRepair>[0]> = {}) =>
  planUpdateRepair({
    input: updateInput(),
    caller: homeowner(),
    now: NOW,
    repair: repairDoc(),
    property: propertyDoc(),
    receipt: { kind: 'keep' },
    ...over,
  });

/** planDeleteRepair for the owner's own repair r1 of home; `over` changes any input. */
export const deletePlan = (over: Partial<Parameters<typeof planDeleteRepair>[0]> = {}) =>
  planDeleteRepair({
    caller: homeowner(),
    now: NOW,
    repair: repairDoc(),
    property: propertyDoc(),
    ...over,
  });
