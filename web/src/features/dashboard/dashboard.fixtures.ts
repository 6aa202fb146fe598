/** Fixture data for the dashboard's catalogue entries and component tests. No Firebase. */
import type { DashboardProperty, DashboardRepair } from './dashboard-types';

export const FIXTURE_UID = 'uid-hannah';

export const propertiesFixture: DashboardProperty[] = [
  {
    id: 'p-oak',
    address: '12 Oak Lane',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    verificationStatus: 'verified',
    repairCount: 3,
    lastRepairDate: '2026-09-14',
  },
  {
    id: 'p-pine',
    address: '480 Pine Ridge Road, Apt 2B',
    city: 'Austin',
    state: 'TX',
    zipCode: '73301',
    verificationStatus: 'verified',
    repairCount: 1,
    lastRepairDate: '2025-02-03',
  },
  {
    id: 'p-lake',
    address: '7 Lakeview Terrace',
    city: 'Madison',
    state: 'WI',
    zipCode: '53703',
    verificationStatus: 'verified',
    repairCount: 0,
    lastRepairDate: null,
  },
];

export const disputedPropertiesFixture: DashboardProperty[] = [
  { ...(propertiesFixture[0] as DashboardProperty), verificationStatus: 'disputed' },
  ...propertiesFixture.slice(1),
];

export const repairsFixture: DashboardRepair[] = [
  {
    id: 'r-1',
    propertyId: 'p-oak',
    serviceType: 'Plumbing',
    status: 'completed',
    property: { address: '12 Oak Lane', city: 'Springfield', state: 'IL', zipCode: '62704' },
    description: 'Replaced the kitchen sink trap and both supply lines; checked for leaks.',
    date: '2026-09-14',
    costCents: 28550,
    contractorName: 'Prairie Plumbing Co.',
    isContractorValidated: true,
    validatedBy: 'Validated by Prairie Plumbing Co. (email verified, business not verified)',
    hasReceipt: false,
    addedBy: FIXTURE_UID,
    byPreviousOwner: false,
  },
  {
    id: 'r-2',
    propertyId: 'p-oak',
    serviceType: 'HVAC',
    status: 'in-progress',
    property: { address: '12 Oak Lane', city: 'Springfield', state: 'IL', zipCode: '62704' },
    description: 'Annual furnace service.',
    date: '2026-06-02',
    costCents: 14900,
    contractorName: null,
    isContractorValidated: false,
    validatedBy: null,
    hasReceipt: true,
    addedBy: FIXTURE_UID,
    byPreviousOwner: false,
  },
  {
    id: 'r-3',
    propertyId: 'p-pine',
    serviceType: 'Replaced the mailbox post',
    status: 'completed',
    property: {
      address: '480 Pine Ridge Road, Apt 2B',
      city: 'Austin',
      state: 'TX',
      zipCode: '73301',
    },
    description: null,
    date: '2025-02-03',
    costCents: null,
    contractorName: null,
    isContractorValidated: false,
    validatedBy: null,
    hasReceipt: false,
    addedBy: 'uid-previous-owner',
    // Entered before the home was transferred to this owner.
    byPreviousOwner: true,
  },
];

const CITIES = [
  ['Springfield', 'IL', '62704'],
  ['Austin', 'TX', '73301'],
  ['Madison', 'WI', '53703'],
  ['Portland', 'OR', '97201'],
  ['Boise', 'ID', '83702'],
] as const;
const STREETS = ['Oak Lane', 'Pine Road', 'Maple Avenue', 'Cedar Court', 'Elm Street', 'Birch Way'];
const TYPES = ['Plumbing', 'Electrical', 'HVAC', 'Roofing', 'Flooring', 'Landscaping', 'Painting'];

/** `count` properties with deterministic, varied data (for "many items" entries and benchmarks). */
export function manyProperties(count: number): DashboardProperty[] {
  return Array.from({ length: count }, (_, i) => {
    const [city, state, zipCode] = CITIES[i % CITIES.length] as (typeof CITIES)[number];
    const repairs = (i * 7) % 13;
    return {
      id: `p-${i}`,
      address: `${100 + i} ${STREETS[i % STREETS.length]}`,
      city,
      state,
      zipCode,
      verificationStatus: 'verified',
      repairCount: repairs,
      lastRepairDate: repairs
        ? `20${String(15 + (i % 11)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 10}`
        : null,
    };
  });
}

/** `count` repairs spread over `properties`. */
export function manyRepairs(
  count: number,
  properties: readonly DashboardProperty[],
): DashboardRepair[] {
  return Array.from({ length: count }, (_, i) => {
    const property = properties[i % properties.length] as DashboardProperty;
    return {
      id: `r-${i}`,
      propertyId: property.id,
      serviceType: TYPES[i % TYPES.length] as string,
      status: i % 5 === 0 ? 'in-progress' : 'completed',
      property: {
        address: property.address,
        city: property.city,
        state: property.state,
        zipCode: property.zipCode,
      },
      description:
        i % 3 === 0
          ? null
          : `Job ${i}: routine ${String(TYPES[i % TYPES.length]).toLowerCase()} work`,
      date: `20${String(15 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      costCents: i % 4 === 0 ? null : 1000 + ((i * 7919) % 500000),
      contractorName: i % 2 === 0 ? `Contractor ${i % 17}` : null,
      isContractorValidated: i % 6 === 0,
      validatedBy:
        i % 6 === 0
          ? `Validated by ${TYPES[i % TYPES.length]} Pros (email verified, business not verified)`
          : null,
      hasReceipt: false,
      addedBy: FIXTURE_UID,
      byPreviousOwner: false,
    };
  });
}
