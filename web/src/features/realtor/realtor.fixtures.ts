/** Fixture data for the realtor screens' catalogue entries and component tests. No Firebase. */
import type {
  RealtorProperty,
  RealtorPropertyDetail,
  RealtorRepair,
  RealtorReportRepair,
} from './realtor-types';

export const FIXTURE_REALTOR = { name: 'Rita Realtor', email: 'rita@realty.example' } as const;

/** 1428 Elm Street, the home the dashboard lists first and the history report is about. */
const elmStreet: RealtorProperty = {
  id: 'p-elm',
  address: '1428 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  verificationStatus: 'verified',
  repairCount: 2,
};

export const realtorPropertiesFixture: RealtorProperty[] = [
  elmStreet,
  {
    id: 'p-lake',
    address: '77 Lakeview Drive Apt 4B',
    city: 'Madison',
    state: 'WI',
    zipCode: '53703',
    verificationStatus: 'disputed',
    repairCount: 1,
  },
  {
    id: 'p-cedar',
    address: '310 Cedar Court',
    city: 'Boulder',
    state: 'CO',
    zipCode: '80302',
    verificationStatus: 'verified',
    repairCount: 1,
  },
];

export const realtorRepairsFixture: RealtorRepair[] = [
  {
    id: 'r-roof',
    propertyId: 'p-elm',
    serviceType: 'Roofing',
    date: '2026-05-14',
    costCents: 1245000,
    contractorName: 'Summit Roofing Co.',
    isContractorValidated: true,
    validatedBy: 'Validated by Summit Roofing Co. (email and business verified)',
    byPreviousOwner: false,
  },
  {
    id: 'r-hvac',
    propertyId: 'p-cedar',
    serviceType: 'HVAC',
    date: '2026-02-03',
    costCents: 38950,
    contractorName: null,
    isContractorValidated: false,
    validatedBy: null,
    byPreviousOwner: false,
  },
  {
    id: 'r-paint',
    propertyId: 'p-lake',
    serviceType: 'Painting',
    date: '2025-11-21',
    costCents: null,
    contractorName: 'Brush & Roll',
    isContractorValidated: false,
    validatedBy: null,
    byPreviousOwner: false,
  },
  {
    id: 'r-plumb',
    propertyId: 'p-elm',
    serviceType: 'Plumbing',
    date: '2025-08-09',
    costCents: 21000,
    contractorName: 'Carlos Plumbing & Repair',
    isContractorValidated: true,
    validatedBy: 'Validated by Carlos Plumbing & Repair (email verified, business not verified)',
    // Entered before the home was transferred to the owner who shares it now.
    byPreviousOwner: true,
  },
];

export function manyRealtorProperties(count: number): RealtorProperty[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `p-${i}`,
    address: `${100 + i} Maple Avenue`,
    city: i % 2 ? 'Springfield' : 'Shelbyville',
    state: 'IL',
    zipCode: String(62700 + (i % 90)).padStart(5, '0'),
    verificationStatus: i % 5 === 4 ? 'disputed' : 'verified',
    // Stories with many rows pass the repairs themselves; the tab counts those.
    repairCount: 0,
  }));
}

export function manyRealtorRepairs(count: number): RealtorRepair[] {
  const types = ['Plumbing', 'Electrical', 'HVAC', 'Roofing', 'Flooring', 'Painting'];
  return Array.from({ length: count }, (_, i) => ({
    id: `r-${i}`,
    propertyId: `p-${i % 12}`,
    serviceType: types[i % types.length] as string,
    date: `20${String(25 - Math.floor(i / 12)).padStart(2, '0')}-${String(12 - (i % 12)).padStart(2, '0')}-15`,
    costCents: i % 7 === 3 ? null : 15000 + i * 1375,
    contractorName: i % 4 === 1 ? null : `Contractor ${i + 1}`,
    isContractorValidated: i % 3 === 0,
    validatedBy:
      i % 3 === 0
        ? `Validated by Contractor ${i + 1} (email verified, business not verified)`
        : null,
    byPreviousOwner: false,
  }));
}

export const reportPropertyFixture: RealtorPropertyDetail = {
  ...elmStreet,
  ownerName: 'Hannah Homeowner',
  // Hannah bought it in 2025: the two older entries are the previous owner's.
  transferredOn: '2025-01-15',
  repairCount: 4,
  lastRepairDate: '2026-05-14',
  totalSpentCents: 1362450,
};

export const reportRepairsFixture: RealtorReportRepair[] = [
  {
    id: 'r-roof',
    propertyId: 'p-elm',
    serviceType: 'Roofing',
    date: '2026-05-14',
    status: 'completed',
    costCents: 1245000,
    contractorName: 'Summit Roofing Co.',
    description: 'Full tear-off and new architectural shingles, ice and water shield at the eaves.',
    isContractorValidated: true,
    validatedBy: 'Validated by Summit Roofing Co. (email and business verified)',
    receiptPath: 'receipts/p-elm/u1/roof-invoice.pdf',
    receiptName: 'roof-invoice.pdf',
    byPreviousOwner: false,
  },
  {
    id: 'r-water-heater',
    propertyId: 'p-elm',
    serviceType: 'Plumbing',
    date: '2025-08-09',
    status: 'completed',
    costCents: 98450,
    contractorName: 'Carlos Plumbing & Repair',
    description: '50-gallon water heater replaced; new expansion tank.',
    isContractorValidated: true,
    validatedBy: 'Validated by Carlos Plumbing & Repair (email verified, business not verified)',
    receiptPath: 'receipts/p-elm/u2/water-heater.jpg',
    receiptName: 'water-heater.jpg',
    byPreviousOwner: false,
  },
  {
    id: 'r-gutters',
    propertyId: 'p-elm',
    serviceType: 'Other',
    date: '2024-10-02',
    status: 'completed',
    costCents: 19000,
    contractorName: null,
    description: 'Gutters cleaned and re-sloped.',
    isContractorValidated: false,
    validatedBy: null,
    receiptPath: null,
    receiptName: null,
    byPreviousOwner: true,
  },
  {
    id: 'r-inspection',
    propertyId: 'p-elm',
    serviceType: 'Inspection',
    date: '2024-03-18',
    status: 'completed',
    costCents: null,
    contractorName: 'Prairie Home Inspections',
    description: null,
    isContractorValidated: false,
    validatedBy: null,
    receiptPath: 'receipts/p-elm/u3/inspection.pdf',
    receiptName: 'inspection.pdf',
    byPreviousOwner: true,
  },
];

export function manyReportRepairs(count: number): RealtorReportRepair[] {
  return manyRealtorRepairs(count).map((repair, i) => ({
    ...repair,
    propertyId: 'p-elm',
    status: 'completed',
    description:
      i % 2 === 0
        ? `Routine ${repair.serviceType.toLowerCase()} work, parts and labour itemised on the invoice.`
        : null,
    receiptPath: i % 3 === 1 ? null : `receipts/p-elm/u${i}/receipt-${i}.pdf`,
    receiptName: i % 3 === 1 ? null : `receipt-${i}.pdf`,
  }));
}
