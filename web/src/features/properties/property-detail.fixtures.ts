/** Fixture data for the property detail's catalogue entries and component tests. No Firebase. */
import type { PropertyDetail, PropertyRepairRow } from './property-detail-screen';

export const FIXTURE_OWNER_UID = 'uid-hannah';

export const verifiedProperty: PropertyDetail = {
  id: 'p-oak',
  ownerId: FIXTURE_OWNER_UID,
  address: '12 Oak Lane',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  verificationStatus: 'verified',
  location: { lat: 39.7817, lng: -89.6501 },
  repairCount: 3,
  lastRepairDate: '2026-09-14',
  totalSpentCents: 43450,
};

export const propertyRepairs: PropertyRepairRow[] = [
  {
    id: 'r-1',
    date: '2026-09-14',
    serviceType: 'Plumbing',
    description: 'Replaced the kitchen sink trap and both supply lines; checked for leaks.',
    contractorName: 'Prairie Plumbing Co.',
    costCents: 28550,
  },
  {
    id: 'r-2',
    date: '2026-06-02',
    serviceType: 'HVAC',
    description: 'Annual furnace service.',
    contractorName: null,
    costCents: 14900,
  },
  {
    id: 'r-3',
    date: '2025-11-20',
    serviceType: 'Gutter cleaning',
    description: null,
    contractorName: null,
    costCents: null,
  },
];

export const propertyWithoutRepairs: PropertyDetail = {
  ...verifiedProperty,
  id: 'p-lake',
  address: '7 Lakeview Terrace',
  city: 'Madison',
  state: 'WI',
  zipCode: '53703',
  location: { lat: 43.0747, lng: -89.3841 },
  repairCount: 0,
  lastRepairDate: null,
  totalSpentCents: null,
};

export const disputedProperty: PropertyDetail = {
  ...verifiedProperty,
  verificationStatus: 'disputed',
};

/** A status from older data: shown amber, capitalised. */
export const pendingProperty: PropertyDetail = {
  ...verifiedProperty,
  verificationStatus: 'pending',
};

/** Typed in by hand (no suggestion chosen), so no coordinates were stored. */
export const propertyWithoutLocation: PropertyDetail = {
  ...verifiedProperty,
  location: null,
};

const SERVICES = [
  'Plumbing',
  'Electrical',
  'HVAC',
  'Roofing',
  'Flooring',
  'Painting',
  'Landscaping',
];
const CONTRACTORS = ['Prairie Plumbing Co.', 'Bright Spark Electric', null, 'Top Notch Roofing'];

/** `count` repairs, newest first, some without contractor or cost. */
export function manyPropertyRepairs(count: number): PropertyRepairRow[] {
  return Array.from({ length: count }, (_, i) => {
    const month = 12 - (i % 12);
    const year = 2026 - Math.floor(i / 12);
    const day = 28 - (i % 27);
    return {
      id: `r-many-${i + 1}`,
      date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      serviceType: SERVICES[i % SERVICES.length] as string,
      description:
        i % 5 === 4
          ? null
          : `Service visit ${i + 1}: inspected, repaired and cleaned up after the work.`,
      contractorName: CONTRACTORS[i % CONTRACTORS.length] ?? null,
      costCents: i % 6 === 5 ? null : 4500 + ((i * 3137) % 90000),
    };
  });
}

/** The property matching manyPropertyRepairs(count): its stats as the server keeps them. */
export function propertyWithRepairs(repairs: readonly PropertyRepairRow[]): PropertyDetail {
  return {
    ...verifiedProperty,
    repairCount: repairs.length,
    lastRepairDate: repairs[0]?.date ?? null,
    totalSpentCents: repairs.reduce((sum, repair) => sum + (repair.costCents ?? 0), 0),
  };
}
