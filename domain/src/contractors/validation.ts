/**
 * Contractor validation of repairs: the payload schemas of requestValidation,
 * cancelValidationRequest and answerValidation, and their user-facing copy (records sent
 * to homeowners are in ../record-offers).
 *
 * "No account with that email" and "that account is not a contractor / homeowner" share
 * one message on purpose (as sharing does): telling them apart would let any signed-in
 * user probe which emails are registered here and with which role.
 */
import * as v from 'valibot';
import { ACCOUNT_MESSAGES } from '../accounts/account';
import { keyMessages } from '../kit/issues';
import { documentIdField } from '../properties/property-schema';
import { REPAIR_MESSAGES } from '../repairs/repair-schema';
import { displayText } from '../security/safe-text';
import { TRUST_MESSAGES, factsVersionField } from '../security/trust';
import { lookupEmailField } from '../sharing/share';

export const VALIDATION_MESSAGES = {
  email: ACCOUNT_MESSAGES.email,
  repairNotFound: REPAIR_MESSAGES.repairNotFound,
  contractorNotFound: 'No contractor account uses that email.',
  validateSelf: "You can't ask yourself to validate a repair.",
  notOwner: 'Only the owner of this repair can ask for its validation.',
  alreadyValidated: 'This repair is already validated.',
  noPendingRequest: 'There is no pending validation request for this repair.',
  requestNotFound: 'Validation request not found',
  alreadyAnswered: 'This validation request has already been answered.',
  answer: 'Choose whether to validate or decline.',
  signedOut: 'You must be logged in to ask for a validation.',
  contractorsOnly: 'Only contractor accounts can answer validation requests.',
  form: 'Please enter the contractor’s email.',
  verifyEmailFirst: TRUST_MESSAGES.verifyEmailFirst,
  changedWhileLooking: TRUST_MESSAGES.changedWhileLooking,
} as const;

// ---- validation requests ------------------------------------------------------------------

const VM = VALIDATION_MESSAGES;

export const REQUEST_VALIDATION_FIELDS = ['repairId', 'contractorEmail'] as const;

/** The owner's "Ask the contractor to validate" form / `requestValidation` payload. */
export const RequestValidationSchema = v.object(
  { repairId: documentIdField(VM.repairNotFound), contractorEmail: lookupEmailField(VM.email) },
  keyMessages({ repairId: VM.repairNotFound, contractorEmail: VM.email }, VM.form),
);
export type RequestValidationInput = v.InferOutput<typeof RequestValidationSchema>;

/** `cancelValidationRequest` payload. */
export const CancelValidationSchema = v.object(
  { repairId: documentIdField(VM.repairNotFound) },
  keyMessages({ repairId: VM.repairNotFound }, VM.repairNotFound),
);
export type CancelValidationInput = v.InferOutput<typeof CancelValidationSchema>;

export const VALIDATION_ANSWERS = ['validate', 'decline'] as const;
export type ValidationAnswer = (typeof VALIDATION_ANSWERS)[number];

/**
 * The contractor's Validate / Decline buttons / `answerValidation` payload. `version`
 * is `factsVersion` of the request as the screen showed it (service type, date,
 * description, cost): the answer is refused when the request's facts changed since.
 */
export const AnswerValidationSchema = v.object(
  {
    repairId: documentIdField(VM.requestNotFound),
    answer: v.picklist(VALIDATION_ANSWERS, VM.answer),
    version: factsVersionField,
  },
  keyMessages(
    { repairId: VM.requestNotFound, answer: VM.answer, version: VM.changedWhileLooking },
    VM.answer,
  ),
);
export const ANSWER_VALIDATION_FIELDS = ['repairId', 'answer', 'version'] as const;
export type AnswerValidationInput = v.InferOutput<typeof AnswerValidationSchema>;

// ---- shared helpers -----------------------------------------------------------------------

/** The name a contractor goes by on requests, offers and repairs: the business name, else the name. */
export function contractorDisplayName(profile: { name?: unknown; businessName?: unknown }): string {
  return displayText(profile.businessName) || displayText(profile.name);
}
