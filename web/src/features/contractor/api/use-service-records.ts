/** The contractor's service records (declared in ./queries.ts), converted to the screens' shape. */
import {
  SERVICE_RECORD_OFFER_STATES,
  SERVICE_RECORD_STATUS_VALUES,
  type ServiceRecordOffer,
  type ServiceRecordSource,
  type ServiceRecordStatus,
  type ServiceRecordView,
  type TimestampLike,
} from '@homeledger/domain';
import { num, record, str } from '@/lib/data/fields';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import { contractorServiceRecordsQuery } from './queries';

export { FirestoreUnavailableError, firestoreErrorCode } from '@/lib/firebase/use-live-query';

/** A missing timestamp reads as the epoch (older data; never shown as a date). */
const NO_TIME: TimestampLike = { toDate: () => new Date(0), toMillis: () => 0 };

function timestamp(value: unknown): TimestampLike {
  const candidate = record(value);
  return candidate &&
    typeof candidate.toMillis === 'function' &&
    typeof candidate.toDate === 'function'
    ? (candidate as unknown as TimestampLike)
    : NO_TIME;
}

function status(value: unknown): ServiceRecordStatus {
  return (SERVICE_RECORD_STATUS_VALUES as readonly string[]).includes(str(value))
    ? (value as ServiceRecordStatus)
    : 'completed';
}

function source(value: unknown): ServiceRecordSource {
  const data = record(value);
  if (data?.kind === 'quickbooks')
    return {
      kind: 'quickbooks',
      realmId: str(data.realmId),
      invoiceId: str(data.invoiceId),
      docNumber: str(data.docNumber),
    };
  return { kind: 'manual' };
}

function offer(value: unknown): ServiceRecordOffer | null {
  const data = record(value);
  if (!data) return null;
  const state = str(data.state);
  if (!(SERVICE_RECORD_OFFER_STATES as readonly string[]).includes(state)) return null;
  return {
    state: state as ServiceRecordOffer['state'],
    homeownerEmail: str(data.homeownerEmail),
    address: str(data.address),
    at: timestamp(data.at),
    offerId: str(data.offerId),
  };
}

export function toServiceRecordView(id: string, data: Record<string, unknown>): ServiceRecordView {
  const amountCents = Math.max(0, Math.trunc(num(data.amountCents) ?? 0));
  const balanceCents = Math.min(amountCents, Math.max(0, Math.trunc(num(data.balanceCents) ?? 0)));
  return {
    id,
    contractorUid: str(data.contractorUid),
    date: str(data.date),
    client: str(data.client),
    description: str(data.description),
    amountCents,
    balanceCents,
    status: status(data.status),
    source: source(data.source),
    offer: offer(data.offer),
    createdAt: timestamp(data.createdAt),
    updatedAt: timestamp(data.updatedAt),
  };
}

/** The signed-in contractor's service records, newest first (one query for every view). */
export function useServiceRecords(uid: string | null | undefined) {
  return useLiveQuery(contractorServiceRecordsQuery, uid, toServiceRecordView);
}
