/**
 * Every callable's fuzz entry (docs/architecture.md §6). fuzz.test.ts throws ≥ 1,000
 * malformed payloads at each and expects a clean HttpsError and no write.
 * A feature adds its callable by appending one entry, usually with
 * `specFuzzEntry(spec, { makePorts, writes, fields, sample })` from kit/fuzz.
 */
import {
  ADD_REPAIR_FIELDS,
  PROPERTY_FIELDS,
  REGISTER_FIELDS,
  RegisterSchema,
  UPDATE_REPAIR_FIELDS,
} from '@homeledger/domain';
import { callableShell } from './kit/callable';
import type { FuzzEntry } from './kit/fuzz';
import { registerAccountSpec } from './accounts/register-account';
import { memoryRegisterDeps } from './accounts/register-account.fakes';
import { CONTRACTOR_FORM } from './accounts/register-account.test-support';
import { MemoryFiles } from './kit/memory-files';
import { MemoryStore } from './kit/memory-store';
import { fuzzWorld, specFuzzEntry } from './kit/fuzz';
import { FUZZ_HOME, FUZZ_REPAIR } from './kit/fuzz-home.test-support';
import { addPropertySpec } from './properties/add-property';
import { deletePropertySpec } from './properties/delete-property';
import { setPropertyPhotoSpec } from './properties/set-property-photo';
import { type FilePorts, memoryAccounts } from './kit/ports';
import {
  mapsConfigSpec,
  placesAutocompleteSpec,
  placesDetailsSpec,
  type PlacesCallablePorts,
} from './places/places-callables';
import { createRateLimiter } from './kit/rate-limit';
import { addRepairSpec } from './repairs/add-repair';
import { deleteRepairSpec } from './repairs/delete-repair';
import { updateRepairSpec } from './repairs/update-repair';

import { exportCsvSpec } from './exports/export-csv';
import { MemorySink, storeExportSource } from './exports/ports';
import { sharePropertySpec } from './sharing/share-property';
import { unsharePropertySpec } from './sharing/unshare-property';
import { contractorFuzzEntries } from './contractors/contractors.fuzz';
import { recordOfferFuzzEntries } from './record-offers/record-offers.fuzz';
import { quickbooksFuzzEntries } from './quickbooks/quickbooks.fuzz';
import { reportFuzzEntries } from './reports/reports.fuzz';
import { buyerLinkFuzzEntries } from './buyer-links/buyer-links.fuzz';
import { transferFuzzEntries } from './transfers/transfers.fuzz';
import { householdFuzzEntries } from './households/households.fuzz';
import { resolveDisputeSpec } from './disputes/resolve-dispute';
import { maintenanceFuzzEntries } from './maintenance/maintenance.fuzz';
import { reminderFuzzEntries } from './reminders/reminders.fuzz';

/** registerAccount has Auth deps, not a Store: its in-memory fakes count createUser/claims/profile writes. */
const registerAccountEntry: FuzzEntry = {
  name: 'registerAccount',
  isPublic: registerAccountSpec.access === 'public',
  schema: RegisterSchema,
  fields: REGISTER_FIELDS,
  sample: CONTRACTOR_FORM,
  setup() {
    const fake = memoryRegisterDeps();
    const call = callableShell(registerAccountSpec, fake.deps, { error: () => undefined });
    return { call: (data) => call({ data }), writes: fake.writes };
  },
};

/** Property callables run against an in-memory store holding one property of the fuzz user. */
function propertyPorts(): FilePorts & { store: MemoryStore; files: MemoryFiles } {
  const store = new MemoryStore({
    'properties/fuzzProperty': {
      ownerId: 'fuzz-user',
      addressKey: '1 main st|12345',
      viewerIds: ['fuzz-user'],
    },
  });
  const files = new MemoryFiles([
    { path: 'receipts/fuzzProperty/a.pdf', contentType: 'application/pdf', size: 1 },
  ]);
  return { store, files, newId: () => 'fuzzNew', log: { error: () => undefined } };
}
const propertyEntry = fuzzWorld(propertyPorts, (p) => p.store.writeCount + p.files.deleteCount);

const addPropertyEntry = propertyEntry(addPropertySpec, PROPERTY_FIELDS, {
  address: '123 Main Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
});

const setPropertyPhotoEntry = propertyEntry(setPropertyPhotoSpec, ['propertyId', 'path'], {
  propertyId: 'fuzzProperty',
  path: 'photos/fuzzProperty/front.jpg',
});

const deletePropertyEntry = propertyEntry(deletePropertySpec, ['propertyId'], {
  propertyId: 'fuzzProperty',
});

/** Places callables: a "write" is a call that reached Google (malformed payloads must not). */
type FuzzPlacesPorts = PlacesCallablePorts & { googleCalls: number };
function placesPorts(): FuzzPlacesPorts {
  const ports = {
    googleCalls: 0,
    limiter: createRateLimiter({ limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 }),
    log: { error: () => undefined },
    places: {
      autocomplete: async () => {
        ports.googleCalls += 1;
        return [];
      },
      details: async () => {
        ports.googleCalls += 1;
        return { address: '', city: '', state: '', zipCode: '', location: null, countryCode: 'US' };
      },
    },
  };
  return ports;
}
const placesEntry = fuzzWorld(placesPorts, (p) => p.googleCalls);
const SESSION_TOKEN = '3f0e2c9a-8d7b-4c1e-9a55-0b6f3e7d2a10';

const placesAutocompleteEntry = placesEntry(placesAutocompleteSpec, ['input', 'sessionToken'], {
  input: '1600 Amphitheatre',
  sessionToken: SESSION_TOKEN,
});

const placesDetailsEntry = placesEntry(placesDetailsSpec, ['placeId', 'sessionToken'], {
  placeId: 'ChIJF4Yf2Ry7j4AR__1AkytDyAE',
  sessionToken: SESSION_TOKEN,
});

/** mapsConfig takes no payload and writes nothing: only junk (non-object) payloads are malformed. */
const mapsConfigEntry = specFuzzEntry(mapsConfigSpec, {
  makePorts: () => ({ browserKey: 'AIzaFuzzBrowserKey' }),
  writes: () => 0,
  fields: [],
});

/** Repair callables: the fuzz user's property with one repair that has a receipt. */
function repairPorts(): FilePorts & { store: MemoryStore; files: MemoryFiles } {
  const receipt = {
    path: 'receipts/fuzzProperty/up1/bill.pdf',
    name: 'bill.pdf',
    contentType: 'application/pdf',
    size: 100,
  };
  const store = new MemoryStore({
    'properties/fuzzProperty': FUZZ_HOME,
    'repairs/fuzzRepair': { ...FUZZ_REPAIR, receipt, validation: { state: 'none' } },
  });
  const files = new MemoryFiles([{ ...receipt }]);
  return { store, files, newId: () => 'fuzzNewRepair', log: { error: () => undefined } };
}
const repairEntry = fuzzWorld(repairPorts, (p) => p.store.writeCount + p.files.deleteCount);
const repairForm = {
  serviceType: 'plumbing',
  otherServiceType: '',
  date: '2025-01-05',
  cost: '12.50',
  contractorName: 'Joe Pipes',
  description: 'Fixed the leak',
};

const addRepairEntry = repairEntry(addRepairSpec, [...ADD_REPAIR_FIELDS], {
  propertyId: 'fuzzProperty',
  ...repairForm,
  receipt: null,
});

const updateRepairEntry = repairEntry(updateRepairSpec, [...UPDATE_REPAIR_FIELDS], {
  repairId: 'fuzzRepair',
  ...repairForm,
  status: 'in-progress',
  receipt: null,
});

const deleteRepairEntry = repairEntry(deleteRepairSpec, ['repairId'], { repairId: 'fuzzRepair' });

/** Sharing: the fuzz user's property, shared with one realtor; Auth lookups count as calls. */
function sharingPorts() {
  const store = new MemoryStore({
    'properties/fuzzProperty': { ownerId: 'fuzz-user', viewerIds: ['fuzz-user', 'fuzzRealtor'] },
    'properties/fuzzProperty/shares/fuzzRealtor': { name: 'R', email: 'realtor@example.com' },
    'repairs/fuzzRepair': { propertyId: 'fuzzProperty', viewerIds: ['fuzz-user', 'fuzzRealtor'] },
  });
  const accounts = memoryAccounts([
    {
      uid: 'other',
      email: 'other@example.com',
      role: 'realtor',
      name: 'O',
      disabled: false,
      emailVerified: true,
    },
  ]);
  return { store, accounts, log: { error: () => undefined } };
}
const sharingEntry = fuzzWorld(sharingPorts, (p) => p.store.writeCount + p.accounts.lookups);

const sharePropertyEntry = sharingEntry(sharePropertySpec, ['propertyId', 'email'], {
  propertyId: 'fuzzProperty',
  email: 'other@example.com',
});

const unsharePropertyEntry = sharingEntry(unsharePropertySpec, ['propertyId', 'realtorUid'], {
  propertyId: 'fuzzProperty',
  realtorUid: 'fuzzRealtor',
});

/** exportCsv: a realtor with one visible repair; a "write" is a stored export. */
function exportPorts() {
  const store = new MemoryStore({
    'repairs/fuzzRepair': { propertyId: 'p', viewerIds: ['fuzz-user'], serviceType: '=1+1' },
  });
  return {
    source: storeExportSource(store),
    sink: new MemorySink(),
    store,
    log: { error: () => undefined },
  };
}

const exportCsvEntry = specFuzzEntry(exportCsvSpec, {
  makePorts: exportPorts,
  writes: (p) => (p.sink as MemorySink).writes + (p.store as MemoryStore).writeCount,
  fields: ['dataset'],
  sample: { dataset: 'repairs' },
});

export const FUZZ_REGISTRY: readonly FuzzEntry[] = [
  registerAccountEntry,
  addPropertyEntry,
  deletePropertyEntry,
  setPropertyPhotoEntry,
  placesAutocompleteEntry,
  placesDetailsEntry,
  mapsConfigEntry,
  addRepairEntry,
  updateRepairEntry,
  deleteRepairEntry,
  sharePropertyEntry,
  unsharePropertyEntry,
  exportCsvEntry,
  ...contractorFuzzEntries,
  ...recordOfferFuzzEntries,
  ...quickbooksFuzzEntries,
  ...reportFuzzEntries,
  ...buyerLinkFuzzEntries,
  ...transferFuzzEntries,
  ...householdFuzzEntries,
  specFuzzEntry(resolveDisputeSpec, {
    makePorts: () => {
      const store = new MemoryStore({
        'disputes/fuzzNew': {
          holderUid: 'fuzz-user',
          holderPropertyId: 'fuzzProperty',
          newcomerUid: 'other',
          newcomerPropertyId: 'fuzzNew',
          state: 'open',
        },
        'properties/fuzzProperty': { ownerId: 'fuzz-user', viewerIds: ['fuzz-user'] },
      });
      return {
        store,
        newId: () => 'fuzzTransfer',
        accountsById: { findByUid: async () => null },
        log: { error: () => undefined },
      };
    },
    writes: (p) => (p.store as MemoryStore).writeCount,
    fields: ['disputeId', 'answer'],
    sample: { disputeId: 'fuzzNew', answer: 'keep' },
  }),
  ...maintenanceFuzzEntries,
  ...reminderFuzzEntries,
];
