/** Fixture data for the contractor portal (catalogue and component tests). No Firebase. */
import type { ServiceRecordView, TimestampLike } from '@homeledger/domain';
import type { QuickBooksStatus } from './contractor-types';

export const FIXTURE_CONTRACTOR = {
  uid: 'uid-carlos',
  name: 'Carlos Contractor',
  businessName: 'Carlos Plumbing & Repair',
} as const;

/** "Today" of the fixtures (Reports count back 12 months from it). */
export const FIXTURE_TODAY = '2026-11-23';

/** A Firestore-like timestamp for an ISO instant. */
export function at(iso: string): TimestampLike {
  const millis = Date.parse(iso);
  return { toDate: () => new Date(millis), toMillis: () => millis };
}

type Fields = Pick<
  ServiceRecordView,
  'id' | 'date' | 'client' | 'description' | 'amountCents' | 'balanceCents' | 'status'
> &
  Partial<Pick<ServiceRecordView, 'source' | 'offer'>>;

function record(fields: Fields): ServiceRecordView {
  return {
    contractorUid: FIXTURE_CONTRACTOR.uid,
    source: { kind: 'manual' },
    offer: null,
    createdAt: at(`${fields.date}T15:00:00Z`),
    updatedAt: at(`${fields.date}T15:00:00Z`),
    ...fields,
  };
}

const qb = (invoiceId: string, docNumber: string) =>
  ({ kind: 'quickbooks', realmId: '9130357766552912', invoiceId, docNumber }) as const;

/** Eight records, newest first: manual and imported, every status, paid and owing. */
export const recordsFixture: readonly ServiceRecordView[] = [
  record({
    id: 'sr-1',
    date: '2026-11-18',
    client: 'Hannah Homeowner',
    description: 'Replaced the water heater (50 gal, gas) and hauled the old unit away.',
    amountCents: 186_500,
    balanceCents: 86_500,
    status: 'completed',
    source: qb('145', '1045'),
  }),
  record({
    id: 'sr-2',
    date: '2026-11-04',
    client: 'Omar Okafor',
    description: 'Bathroom remodel, rough-in plumbing for the new vanity and shower valve.',
    amountCents: 420_000,
    balanceCents: 420_000,
    status: 'in_progress',
  }),
  record({
    id: 'sr-3',
    date: '2026-10-21',
    client: 'Priya Patel',
    description: 'Annual backflow test and certification.',
    amountCents: 12_500,
    balanceCents: 0,
    status: 'completed',
    source: qb('139', '1039'),
    offer: {
      state: 'accepted',
      homeownerEmail: 'priya@example.com',
      address: '55 Birch Road',
      at: at('2026-10-22T10:00:00Z'),
      offerId: 'offer-3',
    },
  }),
  record({
    id: 'sr-4',
    date: '2026-09-30',
    client: 'Hannah Homeowner',
    description: 'Kitchen sink trap and supply lines replaced; leak check.',
    amountCents: 28_550,
    balanceCents: 0,
    status: 'completed',
    offer: {
      state: 'sent',
      homeownerEmail: 'homeowner@demo.homeledger.app',
      address: '1428 Elm Street',
      at: at('2026-10-01T09:00:00Z'),
      offerId: 'offer-4',
    },
  }),
  record({
    id: 'sr-5',
    date: '2026-08-12',
    client: 'Lakeview Condo Association',
    description: 'Main line camera inspection and hydro-jetting of the building sewer.',
    amountCents: 97_000,
    balanceCents: 0,
    status: 'completed',
    source: qb('120', '1020'),
  }),
  record({
    id: 'sr-6',
    date: '2026-06-03',
    client: 'Omar Okafor',
    description: 'Estimate: whole-house repipe in PEX.',
    amountCents: 0,
    balanceCents: 0,
    status: 'pending',
  }),
  record({
    id: 'sr-7',
    date: '2026-03-15',
    client: 'priya patel',
    description: 'Garbage disposal installed under the island sink.',
    amountCents: 34_900,
    balanceCents: 0,
    status: 'completed',
    source: qb('101', '1001'),
  }),
  record({
    id: 'sr-8',
    date: '2025-09-02',
    client: 'Hannah Homeowner',
    description: 'Sump pump replaced before the rainy season.',
    amountCents: 64_000,
    balanceCents: 0,
    status: 'completed',
  }),
];

const CLIENTS = [
  'Hannah Homeowner',
  'Omar Okafor',
  'Priya Patel',
  'Lakeview Condo Association',
  'Greenfield Property Management',
  'Jonas Becker',
  'Maria Alvarez',
];
const JOBS = [
  'Leaking faucet repaired',
  'Water heater flush and anode rod replaced',
  'Toilet rebuilt: flapper, fill valve and wax ring',
  'Frozen pipe thawed and insulated',
  'Shower valve cartridge replaced',
  'Outdoor hose bib replaced with a frost-free one',
];
const STATUSES = ['completed', 'completed', 'in_progress', 'completed', 'pending'] as const;

/** 100 records over the last two years, newest first (a long list). */
export const manyRecords: readonly ServiceRecordView[] = Array.from({ length: 100 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 10, 22) - i * 7 * 86_400_000);
  const date = day.toISOString().slice(0, 10);
  const amountCents = 8_000 + ((i * 7_919) % 250_000);
  const imported = i % 3 !== 1;
  return record({
    id: `sr-many-${i}`,
    date,
    client: CLIENTS[i % CLIENTS.length] as string,
    description: `${JOBS[i % JOBS.length] as string} (job ${2000 + i}).`,
    amountCents,
    balanceCents: i % 4 === 0 ? Math.floor(amountCents / 2) : 0,
    status: STATUSES[i % STATUSES.length] as (typeof STATUSES)[number],
    ...(imported ? { source: qb(String(500 + i), String(3000 + i)) } : {}),
  });
});

export const quickbooksConnectedFixture: QuickBooksStatus = {
  connected: true,
  realmId: '9130357766552912',
  companyName: 'Carlos Plumbing & Repair LLC',
  connectedAt: '2026-10-02T14:31:00Z',
  lastImportAt: '2026-11-20T08:05:00Z',
};
export const quickbooksNotConnectedFixture: QuickBooksStatus = { connected: false };
export const quickbooksExpiredFixture: QuickBooksStatus = {
  connected: false,
  realmId: '9130357766552912',
  problem: 'refresh-failed',
};
export const quickbooksNotConfiguredFixture: QuickBooksStatus = {
  connected: false,
  problem: 'not-configured',
};
