/** The fuzz user's home and its repair, as the fuzz worlds seed them; test-only, not bundled. */
import { MAIN_ST_ADDRESS } from './test-support';

/** properties/fuzzProperty: the fuzz user's verified home at 1 Main St, its stats counting fuzzRepair. */
export const FUZZ_HOME = {
  ownerId: 'fuzz-user',
  ...MAIN_ST_ADDRESS,
  verificationStatus: 'verified',
  viewerIds: ['fuzz-user'],
  repairCount: 1,
  lastRepairDate: '2025-01-05',
  totalSpentCents: 1250,
};

/** repairs/fuzzRepair: the fuzz user's completed plumbing repair of 5 Jan 2025, $12.50. */
export const FUZZ_REPAIR = {
  propertyId: 'fuzzProperty',
  ownerId: 'fuzz-user',
  viewerIds: ['fuzz-user'],
  addedBy: 'fuzz-user',
  serviceType: 'Plumbing',
  date: '2025-01-05',
  status: 'completed',
  costCents: 1250,
  isContractorValidated: false,
};
