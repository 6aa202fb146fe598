/**
 * The `sendServiceRecord` callable: a contractor sends their record to a homeowner's
 * property (record-offers.plan.ts). The record's ownership is checked before the Auth
 * lookup, and the homeowner's properties are searched only for a homeowner account.
 */
import {
  PROPERTIES_COLLECTION,
  RECORD_OFFER_MESSAGES as M,
  SEND_SERVICE_RECORD_FIELDS,
  SERVICE_RECORD_MESSAGES,
  SendServiceRecordSchema,
  normalizeAddressKey,
} from '@homeledger/domain';
import { Rejection, applyPlan, type ContractSpec } from '../kit/callable';
import { consumeQuota } from '../kit/quota';
import { readProperty, toPropertyDoc } from '../repairs/repair-docs';
import { contractorName, readServiceRecord } from '../contractors/contractor-docs';
import { type AccountPorts, isTrustedAccount } from '../kit/ports';
import { planSendServiceRecord } from './record-offers.plan';

export const sendServiceRecordSpec: ContractSpec<'sendServiceRecord', AccountPorts> = {
  name: 'sendServiceRecord',
  schema: SendServiceRecordSchema,
  fieldOrder: SEND_SERVICE_RECORD_FIELDS,
  access: ['contractor'],
  messages: {
    unauthenticated: SERVICE_RECORD_MESSAGES.signedOut,
    permissionDenied: M.contractorsOnly,
  },
  verifiedEmail: true,
  async run({ input, caller, ports, now }) {
    const { store } = ports;
    const first = await readServiceRecord(store, input.serviceRecordId);
    if (!first || first.contractorUid !== caller.uid)
      throw new Rejection('not-found', M.recordNotFound);

    // Every lookup answers "is there a homeowner with this email": counted, whatever it finds.
    await consumeQuota(store, caller.uid, 'lookups', now);
    const account = await ports.accounts.findByEmail(input.homeownerEmail);
    let propertyId: string | null = null;
    if (isTrustedAccount(account, 'homeowner')) {
      const key = normalizeAddressKey({ address: input.address, zipCode: input.zipCode });
      const owned = await store.query({
        collection: PROPERTIES_COLLECTION,
        where: [{ field: 'ownerId', op: '==', value: account.uid }],
      });
      const match = owned
        .map(toPropertyDoc)
        .find((p, i) => !p.deleting && owned[i]?.data['addressKey'] === key);
      propertyId = match?.id ?? null;
    }
    // The homeowner sees the contractor's profile (never the token's name).
    const name = await contractorName(store, caller.uid, { name: null, email: caller.email });
    const newId = ports.newId();

    return store.transact(async (tx) => {
      const record = await readServiceRecord(tx, input.serviceRecordId);
      const property = propertyId ? await readProperty(tx, propertyId) : null;
      return applyPlan(
        planSendServiceRecord({
          input,
          caller,
          newId,
          now,
          record,
          account,
          property,
          contractorName: name,
        }),
      );
    });
  },
};
