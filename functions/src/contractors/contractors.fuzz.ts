/**
 * The contractor callables' fuzz entries (fuzz-registry.ts spreads them in; the world is
 * shared with ../record-offers/record-offers.fuzz.ts): one world
 * where the fuzz user owns a property with a repair awaiting their own validation, a
 * manual service record and a pending offer to themselves, so near-valid payloads reach
 * every decision; a "write" is a stored document or an Auth lookup.
 */
import {
  ADD_SERVICE_RECORD_FIELDS,
  REQUEST_VALIDATION_FIELDS,
  UPDATE_SERVICE_RECORD_FIELDS,
} from '@homeledger/domain';
import { fuzzWorld, type FuzzEntry } from '../kit/fuzz';
import { MemoryStore } from '../kit/memory-store';
import { memoryAccounts } from '../kit/ports';
import { FUZZ_HOME, FUZZ_REPAIR } from '../kit/fuzz-home.test-support';
import { addServiceRecordSpec } from './add-service-record';
import { answerValidationSpec } from './answer-validation';
import { cancelValidationRequestSpec } from './cancel-validation';
import { deleteServiceRecordSpec } from './delete-service-record';
import { requestValidationSpec } from './request-validation';
import { submitBusinessLicenceSpec } from './submit-business-licence';
import { updateServiceRecordSpec } from './update-service-record';
import { accountOf } from '../kit/test-support';

export function contractorPorts() {
  const store = new MemoryStore({
    'properties/fuzzProperty': { ...FUZZ_HOME, addressKey: '1 main st|62704' },
    'repairs/fuzzRepair': {
      ...FUZZ_REPAIR,
      validation: { state: 'requested', contractorUid: 'fuzz-user', contractorName: 'F' },
    },
    'validationRequests/fuzzRepair': {
      repairId: 'fuzzRepair',
      ownerId: 'fuzz-user',
      contractorUid: 'fuzz-user',
      contractorName: 'F',
      state: 'pending',
    },
    'serviceRecords/fuzzRecord': {
      contractorUid: 'fuzz-user',
      date: '2025-01-05',
      client: 'Ann',
      description: 'Fixed the leak',
      amountCents: 1250,
      balanceCents: 0,
      status: 'completed',
      source: { kind: 'manual' },
      offer: { state: 'sent', offerId: 'fuzzOffer', homeownerEmail: 'fuzz@example.com' },
    },
    'recordOffers/fuzzOffer': {
      serviceRecordId: 'fuzzRecord',
      contractorUid: 'fuzz-user',
      contractorName: 'F',
      homeownerUid: 'fuzz-user',
      propertyId: 'fuzzProperty',
      serviceType: 'Plumbing',
      date: '2025-01-05',
      description: 'Fixed the leak',
      costCents: 1250,
      state: 'pending',
    },
    'profiles/fuzz-user': { name: 'F', role: 'contractor', businessName: 'F Co' },
  });
  const accounts = memoryAccounts([
    accountOf('carl', { email: 'carl@pro.example', role: 'contractor', name: 'Carl' }),
    accountOf('hana', { name: 'Hana' }),
  ]);
  return { store, accounts, newId: () => 'fuzzNew', log: { error: () => undefined } };
}
export const writes = (p: ReturnType<typeof contractorPorts>) =>
  p.store.writeCount + p.accounts.lookups;

const recordForm = {
  date: '2025-01-05',
  client: 'Ann',
  description: 'Fixed the leak',
  amount: '12.50',
  balance: '0',
  status: 'completed',
};

const entry = fuzzWorld(contractorPorts, writes);

export const contractorFuzzEntries: readonly FuzzEntry[] = [
  entry(addServiceRecordSpec, [...ADD_SERVICE_RECORD_FIELDS], recordForm),
  entry(updateServiceRecordSpec, [...UPDATE_SERVICE_RECORD_FIELDS], {
    id: 'fuzzRecord',
    ...recordForm,
  }),
  entry(deleteServiceRecordSpec, ['id'], { id: 'fuzzRecord' }),
  entry(requestValidationSpec, [...REQUEST_VALIDATION_FIELDS], {
    repairId: 'fuzzRepair',
    contractorEmail: 'carl@pro.example',
  }),
  entry(cancelValidationRequestSpec, ['repairId'], { repairId: 'fuzzRepair' }),
  entry(answerValidationSpec, ['repairId', 'answer'], {
    repairId: 'fuzzRepair',
    answer: 'validate',
  }),
  entry(submitBusinessLicenceSpec, ['licenceNumber', 'licenceState'], {
    licenceNumber: 'CGC1521234',
    licenceState: 'FL',
  }),
];
