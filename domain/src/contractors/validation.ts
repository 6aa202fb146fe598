/**
 * Contractor validation of repairs and service records sent to homeowners:
 * the payload schemas of requestValidation, cancelValidationRequest, answerValidation,
 * sendServiceRecord and answerRecordOffer, and their user-facing copy.
 *
 * "No account with that email" and "that account is not a contractor / homeowner" share
 * one message on purpose (as sharing does): telling them apart would let any signed-in
 * user probe which emails are registered here and with which role.
 */
import * as v from 'valibot';
import { ACCOUNT_MESSAGES, EMAIL_MAX_LENGTH } from '../accounts/account';
import { keyMessages } from '../kit/issues';
import { PROPERTY_MESSAGES, addressFields, documentIdField } from '../properties/property-schema';
import {
  OTHER_SERVICE_TYPE_MAX_LENGTH,
  REPAIR_MESSAGES,
  serviceTypeLabel,
} from '../repairs/repair-schema';
import { displayText, stripUnsafeText } from '../security/safe-text';
import { TRUST_MESSAGES, factsVersionField } from '../security/trust';
import { normalizeEmail } from '../sharing/share';

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

export const RECORD_OFFER_MESSAGES = {
  email: ACCOUNT_MESSAGES.email,
  address: PROPERTY_MESSAGES.address,
  addressTooLong: PROPERTY_MESSAGES.addressTooLong,
  city: PROPERTY_MESSAGES.city,
  cityTooLong: PROPERTY_MESSAGES.cityTooLong,
  state: PROPERTY_MESSAGES.state,
  stateTooLong: PROPERTY_MESSAGES.stateTooLong,
  zipCode: PROPERTY_MESSAGES.zipCode,
  serviceTypeTooLong: REPAIR_MESSAGES.otherServiceTypeTooLong,
  recordNotFound: 'Service record not found',
  propertyNotFound: 'No homeowner property matches that email and address.',
  sendToSelf: "You can't send a service record to yourself.",
  contractorsOnly: 'Only contractor accounts can send service records.',
  alreadyPending: 'This service record is already waiting for that homeowner’s answer.',
  offerNotFound: 'Service record offer not found',
  alreadyAnswered: 'This service record has already been answered.',
  propertyGone: 'The property this service record was sent for no longer exists.',
  propertyDisputed: 'Repairs cannot be added to a disputed property.',
  futureDate: 'A service record dated in the future cannot be added to a home’s history yet.',
  answer: 'Choose whether to accept or decline.',
  signedOut: 'You must be logged in to answer a service record.',
  homeownersOnly: 'Only homeowner accounts can accept service records.',
  form: 'Please fill in the homeowner’s email and the property’s address.',
  verifyEmailFirst: TRUST_MESSAGES.verifyEmailFirst,
  changedWhileLooking: TRUST_MESSAGES.changedWhileLooking,
} as const;

const emailField = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(EMAIL_MAX_LENGTH, message),
    v.email(message),
    v.transform(normalizeEmail),
  );

// ---- validation requests ------------------------------------------------------------------

const VM = VALIDATION_MESSAGES;

export const REQUEST_VALIDATION_FIELDS = ['repairId', 'contractorEmail'] as const;

/** The owner's "Ask the contractor to validate" form / `requestValidation` payload. */
export const RequestValidationSchema = v.object(
  { repairId: documentIdField(VM.repairNotFound), contractorEmail: emailField(VM.email) },
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

// ---- record offers -------------------------------------------------------------------------

const OM = RECORD_OFFER_MESSAGES;

/** Field order of the "Send to homeowner" form: the first failing one is reported. */
export const SEND_SERVICE_RECORD_FIELDS = [
  'serviceRecordId',
  'homeownerEmail',
  'address',
  'city',
  'state',
  'zipCode',
  'serviceType',
] as const;

/** The service type sent with a record: a label or free text, trimmed; '' ⇒ "Other". */
const offerServiceTypeField = v.pipe(
  v.optional(v.nullable(v.string(OM.serviceTypeTooLong)), ''),
  v.transform((value) => stripUnsafeText(value ?? '').trim()),
  v.maxLength(OTHER_SERVICE_TYPE_MAX_LENGTH, OM.serviceTypeTooLong),
  v.transform((value) => (value === '' ? serviceTypeLabel('other') : value)),
);

/** The contractor's "Send to homeowner" form / `sendServiceRecord` payload. */
export const SendServiceRecordSchema = v.object(
  {
    serviceRecordId: documentIdField(OM.recordNotFound),
    homeownerEmail: emailField(OM.email),
    ...addressFields(OM),
    serviceType: offerServiceTypeField,
  },
  keyMessages(
    {
      serviceRecordId: OM.recordNotFound,
      homeownerEmail: OM.email,
      address: OM.address,
      city: OM.city,
      state: OM.state,
      zipCode: OM.zipCode,
    },
    OM.form,
  ),
);
export type SendServiceRecordInput = v.InferOutput<typeof SendServiceRecordSchema>;

export interface SendServiceRecordFormValues {
  homeownerEmail: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  serviceType: string;
}

export const RECORD_OFFER_ANSWERS = ['accept', 'decline'] as const;
export type RecordOfferAnswer = (typeof RECORD_OFFER_ANSWERS)[number];

/**
 * The homeowner's Accept / Decline buttons / `answerRecordOffer` payload. `version` is
 * `factsVersion` of the offer as the screen showed it (service type, date,
 * description, cost): the answer is refused when the offer's facts changed since.
 */
export const AnswerRecordOfferSchema = v.object(
  {
    offerId: documentIdField(OM.offerNotFound),
    answer: v.picklist(RECORD_OFFER_ANSWERS, OM.answer),
    version: factsVersionField,
  },
  keyMessages(
    { offerId: OM.offerNotFound, answer: OM.answer, version: OM.changedWhileLooking },
    OM.answer,
  ),
);
export const ANSWER_RECORD_OFFER_FIELDS = ['offerId', 'answer', 'version'] as const;
export type AnswerRecordOfferInput = v.InferOutput<typeof AnswerRecordOfferSchema>;

// ---- shared helpers -----------------------------------------------------------------------

/** The name a contractor goes by on requests, offers and repairs: the business name, else the name. */
export function contractorDisplayName(profile: { name?: unknown; businessName?: unknown }): string {
  return displayText(profile.businessName) || displayText(profile.name);
}
