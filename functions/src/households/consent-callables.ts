/**
 * answerConsent and cancelConsent (issue #31; decisions in consent.plan.ts). A co-owner's
 * answer is one transaction on the property; when it is the last agreement, the owner's
 * transfer or delete then runs as the owner who asked (startTransferAs / deletePropertyAs),
 * whose own consent check sees `agreed` and clears the request with the action. Should that
 * fail part-way, agreeing again finishes it (the answer is already recorded).
 */
import {
  AnswerConsentSchema,
  CONSENT_MESSAGES,
  CancelConsentSchema,
  HOUSEHOLD_MESSAGES as M,
  PROPERTIES_COLLECTION,
  type AnswerConsentResult,
  type StoredConsent,
} from '@homeledger/domain';
import { applyPlan, type Caller, type ContractSpec } from '../kit/callable';
import type { FilePorts } from '../kit/ports';
import { deletePropertyAs } from '../properties/delete-property';
import { startTransferAs, type OfferPorts } from '../transfers/transfer-callables';
import { planAnswerConsent, planCancelConsent } from './consent.plan';
import { toHome } from './household.plan';

/** What running an agreed action needs: the transfer's ports and the files a delete removes. */
export type ConsentPorts = OfferPorts & Pick<FilePorts, 'files'>;

const MESSAGES = { unauthenticated: M.signedOut, permissionDenied: M.permissionDenied };

const propertyPath = (id: string) => `${PROPERTIES_COLLECTION}/${id}`;

/** The owner who asked, as the caller of their own action (checked when they asked). */
function ownerCaller(consent: StoredConsent): Caller {
  return {
    uid: consent.by,
    role: 'homeowner',
    name: consent.byName || null,
    email: consent.byEmail || null,
    emailVerified: true,
  };
}

/** Runs the agreed action as the owner. */
async function runAgreed(
  ports: ConsentPorts,
  propertyId: string,
  consent: StoredConsent,
  now: Date,
): Promise<void> {
  const owner = ownerCaller(consent);
  if (consent.action === 'transfer')
    await startTransferAs(
      ports,
      owner,
      { propertyId, email: consent.email, keepReceipts: consent.keepReceipts },
      now,
    );
  else await deletePropertyAs(ports, owner, propertyId, now);
}

export const answerConsentSpec: ContractSpec<'answerConsent', ConsentPorts> = {
  name: 'answerConsent',
  schema: AnswerConsentSchema,
  fieldOrder: ['propertyId', 'answer'],
  access: ['homeowner'],
  messages: MESSAGES,
  async run({ input, caller, ports, now }): Promise<AnswerConsentResult> {
    const result = await ports.store.transact(async (tx) => {
      const snap = await tx.get(propertyPath(input.propertyId));
      return applyPlan(
        planAnswerConsent({
          home: snap ? toHome(snap) : null,
          caller,
          answer: input.answer,
          now,
        }),
      );
    });
    if (result.state !== 'agreed')
      return {
        propertyId: result.propertyId,
        action: result.action,
        state: result.state === 'refused' ? 'refused' : 'asking',
      };
    await runAgreed(ports, result.propertyId, result.consent, now);
    return { propertyId: result.propertyId, action: result.action, state: 'done' };
  },
};

export const cancelConsentSpec: ContractSpec<'cancelConsent', ConsentPorts> = {
  name: 'cancelConsent',
  schema: CancelConsentSchema,
  fieldOrder: ['propertyId'],
  access: ['homeowner'],
  messages: { ...MESSAGES, permissionDenied: CONSENT_MESSAGES.notOwner },
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) => {
      const snap = await tx.get(propertyPath(input.propertyId));
      return applyPlan(planCancelConsent({ home: snap ? toHome(snap) : null, caller, now }));
    });
  },
};
