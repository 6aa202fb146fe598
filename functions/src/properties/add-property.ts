/** The `addProperty` callable: schema → decision (add-property.plan.ts) → one transaction. */
import {
  AddPropertySchema,
  PROPERTIES_COLLECTION,
  PROPERTY_FIELDS,
  PROPERTY_MESSAGES,
  PROFILES_COLLECTION,
  QUOTAS,
  displayText,
  normalizeAddressKey,
} from '@homeledger/domain';
import { applyPlan, type ContractSpec } from '../kit/callable';
import { planAddProperty } from './add-property.plan';
import { readClaims } from './address-claims';
import { mailDisputeHolder, type DisputeMailPorts } from '../disputes/dispute-mail';
import type { FilePorts } from '../kit/ports';

/** The holder of a home someone else adds is mailed when mail is wired (production, tier 2). */
export type AddPropertyPorts = Pick<FilePorts, 'store' | 'newId' | 'log'> &
  Partial<Pick<DisputeMailPorts, 'mail' | 'appUrl' | 'verifiedEmails'>>;

export const addPropertySpec: ContractSpec<'addProperty', AddPropertyPorts> = {
  name: 'addProperty',
  schema: AddPropertySchema,
  fieldOrder: PROPERTY_FIELDS,
  access: ['homeowner', 'realtor'],
  messages: {
    unauthenticated: PROPERTY_MESSAGES.signedOut,
    permissionDenied: PROPERTY_MESSAGES.contractorsCannotAdd,
  },
  async run({ input, caller, ports, now }) {
    const newId = ports.newId();
    const addressKey = normalizeAddressKey(input);
    const result = await ports.store.transact(async (tx) => {
      const { claims, existing } = await readClaims(tx, addressKey);
      // Counted up to the quota only: at most QUOTAS.propertiesPerAccount documents read.
      const owned = await tx.query({
        collection: PROPERTIES_COLLECTION,
        where: [{ field: 'ownerId', op: '==', value: caller.uid }],
        limit: QUOTAS.propertiesPerAccount,
      });
      const profile = await tx.get(`${PROFILES_COLLECTION}/${caller.uid}`);
      const ownerName = displayText(profile?.data['name']) || null;
      return applyPlan(
        planAddProperty({
          input,
          caller,
          newId,
          now,
          claims,
          existing,
          owned: owned.length,
          ownerName,
        }),
      );
    });
    // A notice opened (disputes/{newId}): its holder hears of it now, not at their next visit.
    if (result.verificationStatus === 'disputed' && ports.verifiedEmails)
      await mailDisputeHolder(
        {
          store: ports.store,
          mail: ports.mail ?? null,
          appUrl: ports.appUrl ?? '',
          verifiedEmails: ports.verifiedEmails,
          ...(ports.log ? { log: ports.log } : {}),
        },
        result.id,
        'opened',
      );
    return result;
  },
};
