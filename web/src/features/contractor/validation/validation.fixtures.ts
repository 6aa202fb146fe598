/** Fixture data for the contractor's validation screens (catalogue and component tests). No Firebase. */
import type { ValidationRequestRow } from './validation-types';

export const FIXTURE_CONTRACTOR_UID = 'uid-carlos';

export const requestsFixture: readonly ValidationRequestRow[] = [
  {
    id: 'r-101',
    ownerName: 'Hannah Homeowner',
    property: { address: '1428 Elm Street', city: 'Springfield', state: 'IL', zipCode: '62704' },
    serviceType: 'Plumbing',
    date: '2026-09-14',
    description: 'Replaced the kitchen sink trap and both supply lines; checked for leaks.',
    costCents: 28550,
  },
  {
    id: 'r-102',
    ownerName: 'Hannah Homeowner',
    property: {
      address: '77 Lakeview Drive Apt 4B',
      city: 'Madison',
      state: 'WI',
      zipCode: '53703',
    },
    serviceType: 'Water heater replacement',
    date: '2026-07-02',
    description: null,
    costCents: null,
  },
  {
    id: 'r-103',
    ownerName: 'Omar Okafor',
    property: { address: '310 Cedar Court', city: 'Boulder', state: 'CO', zipCode: '80302' },
    serviceType: 'Electrical',
    date: '2026-05-21',
    description:
      'Rewired the detached garage: new 60 A subpanel, four GFCI outlets, LED fixtures and a motion light over the side door. Permit closed after inspection.',
    costCents: 412000,
  },
];

const SERVICE_TYPES = ['Plumbing', 'HVAC', 'Electrical', 'Roofing', 'Painting', 'Inspection'];
const STREETS = ['Maple Avenue', 'Oak Lane', 'Birch Road', 'Willow Way', 'Pine Street'];

/** 40 requests: a long list. */
export const manyRequests: readonly ValidationRequestRow[] = Array.from({ length: 40 }, (_, i) => ({
  id: `r-${200 + i}`,
  ownerName: i % 3 === 0 ? 'Hannah Homeowner' : i % 3 === 1 ? 'Omar Okafor' : 'Priya Patel',
  property: {
    address: `${100 + i * 7} ${STREETS[i % STREETS.length]}`,
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
  },
  serviceType: SERVICE_TYPES[i % SERVICE_TYPES.length] as string,
  date: `2026-${String(9 - (i % 9)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`,
  description: i % 4 === 0 ? null : `Job #${1000 + i}: routine work as quoted.`,
  costCents: i % 5 === 0 ? null : 10_000 + i * 1_234,
}));
