/**
 * The contractor callables' in-memory world for the shell tests (contractors/ and
 * record-offers/): five people, one homeowner's property, and every callable the flows
 * touch as a shell; an answer carries the version of the document as it is now.
 */
import { factsVersion } from '@homeledger/domain';
import { callableShell, type CallableRequestLike, type Logger } from '../kit/callable';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import { deletePropertySpec } from '../properties/delete-property';
import { answerRecordOfferSpec } from '../record-offers/answer-record-offer';
import { sendServiceRecordSpec } from '../record-offers/send-service-record';
import { addRepairSpec } from '../repairs/add-repair';
import { deleteRepairSpec } from '../repairs/delete-repair';
import { updateRepairSpec } from '../repairs/update-repair';
import { type AccountRecord, memoryAccounts } from '../kit/ports';
import { addServiceRecordSpec } from './add-service-record';
import { answerValidationSpec } from './answer-validation';
import { cancelValidationRequestSpec } from './cancel-validation';
import { deleteServiceRecordSpec } from './delete-service-record';
import { requestValidationSpec } from './request-validation';
import { submitBusinessLicenceSpec } from './submit-business-licence';
import { updateServiceRecordSpec } from './update-service-record';

export const NOW = new Date('2026-11-23T15:00:00Z');

const dataOf = (request: CallableRequestLike): Record<string, unknown> =>
  typeof request.data === 'object' && request.data !== null
    ? (request.data as Record<string, unknown>)
    : {};

export const PEOPLE = {
  ann: { role: 'homeowner', name: 'Ann Owner', email: 'ann@home.example' },
  bob: { role: 'homeowner', name: 'Bob Owner', email: 'bob@home.example' },
  rita: { role: 'realtor', name: 'Rita', email: 'rita@realty.example' },
  carl: { role: 'contractor', name: 'Carl', email: 'carl@pro.example' },
  cora: { role: 'contractor', name: 'Cora', email: 'cora@pro.example' },
} as const;
export type Person = keyof typeof PEOPLE;
export const auth = (uid: Person) => ({ uid, token: { ...PEOPLE[uid], email_verified: true } });

export const ACCOUNTS: AccountRecord[] = (Object.keys(PEOPLE) as Person[]).map((uid) => ({
  uid,
  email: PEOPLE[uid].email,
  role: PEOPLE[uid].role,
  name: PEOPLE[uid].name,
  disabled: false,
  emailVerified: true,
}));

export function world() {
  const store = new MemoryStore({
    'properties/p1': {
      ownerId: 'ann',
      ownerName: 'Ann Owner',
      address: '1428 Elm Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      addressKey: '1428 elm st|62704',
      verificationStatus: 'verified',
      viewerIds: ['ann', 'rita'],
      repairCount: 0,
      lastRepairDate: null,
      totalSpentCents: null,
    },
    'profiles/carl': { name: 'Carl', role: 'contractor', businessName: 'Carl Plumbing Co' },
    'profiles/cora': { name: 'Cora', role: 'contractor', businessName: '' },
    'profiles/ann': { name: 'Ann Owner', role: 'homeowner' },
  });
  const files = new MemoryFiles();
  const accounts = memoryAccounts(ACCOUNTS);
  const logs: unknown[] = [];
  const log: Logger = { error: (message, context) => logs.push({ message, context }) };
  let n = 0;
  const ports = { store, files, accounts, newId: () => `id${++n}`, log };
  const opts = { now: () => NOW };
  const shell = <I, R, P>(spec: Parameters<typeof callableShell<I, R, P>>[0]) =>
    callableShell(spec, ports as unknown as P, log, opts);
  const doc = (path: string) => store.snapshot()[path];
  // Each add is a new submit (its own key) unless the test gives one.
  let submits = 0;
  const submitted =
    <R>(call: (request: CallableRequestLike) => Promise<R>) =>
    (request: CallableRequestLike) =>
      call({
        ...request,
        data: { requestId: `submit-${++submits}-0123456789`, ...dataOf(request) },
      });
  // An answer carries the version of what the screen shows: the document as it is now,
  // unless the test says otherwise.
  const shown =
    <R>(call: (request: CallableRequestLike) => Promise<R>, path: (id: string) => string) =>
    async (request: CallableRequestLike) => {
      const data = dataOf(request);
      const id = String(data['repairId'] ?? data['offerId']);
      const version = await factsVersion(doc(path(id)) ?? {});
      return call({ ...request, data: { version, ...data } });
    };
  const call = {
    addRepair: submitted(shell(addRepairSpec)),
    updateRepair: shell(updateRepairSpec),
    deleteRepair: shell(deleteRepairSpec),
    addRecord: submitted(shell(addServiceRecordSpec)),
    updateRecord: shell(updateServiceRecordSpec),
    deleteRecord: shell(deleteServiceRecordSpec),
    request: shell(requestValidationSpec),
    cancel: shell(cancelValidationRequestSpec),
    answer: shown(shell(answerValidationSpec), (id) => `validationRequests/${id}`),
    send: shell(sendServiceRecordSpec),
    answerOffer: shown(shell(answerRecordOfferSpec), (id) => `recordOffers/${id}`),
    deleteProperty: shell(deletePropertySpec),
    submitLicence: shell(submitBusinessLicenceSpec),
  };
  return { store, accounts, logs, call, doc };
}

const repairForm = {
  propertyId: 'p1',
  serviceType: 'plumbing',
  otherServiceType: '',
  date: '2026-03-05',
  cost: '125.50',
  contractorName: 'Carl',
  description: 'Fixed the leak',
  receipt: null,
};
export const recordForm = {
  date: '2026-03-05',
  client: 'Ann Owner',
  description: 'Replaced the water heater',
  amount: '1500',
  balance: '250',
  status: 'completed',
};

export async function withRepair() {
  const w = world();
  const { id } = await w.call.addRepair({ auth: auth('ann'), data: repairForm });
  return { ...w, repairId: id };
}
