/** Fixtures for the maintenance stories and tests (no Firebase). Today is 2026-06-15. */
import {
  STARTER_PLAN,
  rruleFor,
  suggestedStartDate,
  type MaintenanceTask,
  type Repeat,
  type Warranty,
} from '@homeledger/domain';

export const TODAY = '2026-06-15';

function task(id: string, patch: Partial<MaintenanceTask> & { repeat?: Repeat }): MaintenanceTask {
  const repeat = patch.repeat ?? { kind: 'every', interval: 3, unit: 'months' };
  const startDate = patch.startDate ?? '2026-01-10';
  return {
    id,
    propertyId: 'p-oak',
    ownerId: 'hannah',
    name: 'Replace HVAC filter',
    serviceType: 'hvac',
    notes: '',
    repeat,
    rrule: rruleFor(repeat, startDate),
    startDate,
    timeZone: 'America/Chicago',
    status: 'active',
    nextDue: '2026-07-10',
    lastDoneDate: null,
    lastRepairId: null,
    suggestionKey: null,
    ...patch,
  };
}

export const suggestedTasksFixture: MaintenanceTask[] = STARTER_PLAN.map((s, i) => {
  const startDate = suggestedStartDate(s, TODAY);
  return task(`s${i}`, {
    name: s.name,
    serviceType: s.serviceType,
    notes: s.notes,
    repeat: s.repeat,
    startDate,
    status: 'suggested',
    nextDue: null,
    suggestionKey: s.key,
  });
});

export const dueTasksFixture: MaintenanceTask[] = [
  task('t1', {
    name: 'Replace HVAC filter',
    nextDue: '2026-06-20',
    lastDoneDate: '2026-03-12',
    notes: '16x25x1, MERV 11',
  }),
  task('t2', {
    name: 'Test smoke and CO alarms',
    serviceType: 'security',
    repeat: { kind: 'every', interval: 1, unit: 'months' },
    nextDue: '2026-07-01',
  }),
  task('t3', {
    name: 'Clean gutters',
    serviceType: 'roofing',
    repeat: { kind: 'months', months: [4, 10] },
    startDate: '2026-04-01',
    nextDue: '2026-10-01',
  }),
];

export const overdueTasksFixture: MaintenanceTask[] = [
  task('o1', {
    name: 'Flush water heater',
    serviceType: 'plumbing',
    repeat: { kind: 'every', interval: 1, unit: 'years' },
    startDate: '2025-05-01',
    nextDue: '2026-05-01',
    lastDoneDate: '2025-05-03',
  }),
  task('o2', {
    name: 'Clean dryer vent',
    serviceType: 'appliances',
    repeat: { kind: 'every', interval: 1, unit: 'years' },
    nextDue: '2026-06-01',
  }),
  ...dueTasksFixture,
];

export const doneTasksFixture: MaintenanceTask[] = [
  task('d1', {
    name: 'Seal the deck',
    repeat: { kind: 'once' },
    startDate: '2026-05-20',
    status: 'done',
    nextDue: null,
    lastDoneDate: '2026-05-24',
    serviceType: null,
  }),
  ...dueTasksFixture,
];

function warranty(id: string, patch: Partial<Warranty>): Warranty {
  return {
    id,
    propertyId: 'p-oak',
    ownerId: 'hannah',
    item: 'Water heater',
    provider: 'Rheem',
    startDate: '2021-08-01',
    coverage: 'length',
    lengthCount: 6,
    lengthUnit: 'years',
    endDate: '2027-07-31',
    notes: '',
    document: null,
    transferable: true,
    repairId: null,
    ...patch,
  };
}

export const warrantiesFixture: Warranty[] = [
  warranty('w1', {
    item: 'Roof shingles',
    provider: 'GAF',
    endDate: '2041-04-30',
    notes: 'Materials only; labor 10 years.',
    document: {
      path: 'warranties/p-oak/u1/gaf.pdf',
      name: 'gaf.pdf',
      contentType: 'application/pdf',
      size: 120_000,
    },
  }),
  warranty('w2', {
    item: 'Dishwasher',
    provider: 'Bosch',
    endDate: '2026-07-31',
    transferable: false,
  }),
  warranty('w3', {
    item: 'Garage door opener',
    provider: '',
    endDate: '2026-02-28',
    transferable: false,
  }),
];
