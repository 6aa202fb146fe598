/** Fixtures of the public buyer page for the catalogue and tests. */
import type { BuyerView } from '@homeledger/domain';

export const buyerViewFixture: BuyerView = {
  property: {
    address: '12 Oak Lane',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    verificationStatus: 'verified',
    ownerName: 'Olive Owner',
    photoUrl: null,
    repairCount: 3,
    lastRepairDate: '2026-03-14',
    totalSpentCents: 1_845_000,
  },
  repairs: [
    {
      id: 'r-roof',
      serviceType: 'Roofing',
      date: '2026-03-14',
      status: 'completed',
      description: 'Replaced the asphalt shingles and flashing on the south slope.',
      contractorName: 'Top Roofs',
      costCents: 1_200_000,
      validatedBy: 'Validated by Top Roofs LLC (email and business verified)',
      receiptName: 'roof-invoice.pdf',
      byPreviousOwner: false,
    },
    {
      id: 'r-hvac',
      serviceType: 'HVAC',
      date: '2025-10-02',
      status: 'completed',
      description: 'Furnace service and new filter.',
      contractorName: 'Cool Air Co.',
      costCents: 45_000,
      validatedBy: null,
      receiptName: 'furnace.jpg',
      byPreviousOwner: true,
    },
    {
      id: 'r-paint',
      serviceType: 'Painting',
      date: '2024-06-20',
      status: 'in-progress',
      description: null,
      contractorName: null,
      costCents: 600_000,
      validatedBy: null,
      receiptName: null,
      byPreviousOwner: true,
    },
  ],
  hideCosts: false,
  includeReceipts: true,
  expiresAt: '2026-05-17T09:00:00Z',
};

/** The same home with costs, the owner's name and receipts withheld. */
export const hiddenBuyerViewFixture: BuyerView = {
  ...buyerViewFixture,
  property: { ...buyerViewFixture.property, ownerName: null, totalSpentCents: null },
  repairs: buyerViewFixture.repairs.map((repair) => ({
    ...repair,
    costCents: null,
    receiptName: null,
  })),
  hideCosts: true,
  includeReceipts: false,
};
