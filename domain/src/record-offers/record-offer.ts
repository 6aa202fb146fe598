/**
 * Records sent to homeowners (`recordOffers`): a contractor sends one of their service
 * records to a homeowner's property, which the homeowner accepts into its history (as a
 * validated repair) or declines. The payload schemas of sendServiceRecord and
 * answerRecordOffer, their user-facing copy, and the stored document's type.
 *
 * "No such account", "not a homeowner" and "no property of theirs at that address" share
 * one message on purpose: telling them apart would let a contractor probe emails.
 */
import * as v from 'valibot';
import { ACCOUNT_MESSAGES } from '../accounts/account';
import { keyMessages } from '../kit/issues';
import { PROPERTY_MESSAGES, addressFields, documentIdField } from '../properties/property-schema';
import {
  OTHER_SERVICE_TYPE_MAX_LENGTH,
  REPAIR_MESSAGES,
  serviceTypeLabel,
} from '../repairs/repair-schema';
import { stripUnsafeText } from '../security/safe-text';
import { TRUST_MESSAGES, factsVersionField } from '../security/trust';
import type { TimestampLike } from '../accounts/profile';
import type { RepairPropertyRef } from '../repairs/repair';
import { lookupEmailField } from '../sharing/share';

/**
 * `recordOffers/{id}`: a contractor's service record sent to a homeowner's property,
 * which the homeowner accepts into the property's history (as a validated repair) or
 * declines. Written only by functions; readable by `contractorUid` and `homeownerUid`.
 */
export const RECORD_OFFERS_COLLECTION = 'recordOffers';

export const RECORD_OFFER_STATES = ['pending', 'accepted', 'declined'] as const;
export type RecordOfferState = (typeof RECORD_OFFER_STATES)[number];

export interface RecordOffer<TTime = TimestampLike> {
  serviceRecordId: string;
  contractorUid: string;
  /** The contractor's business name, or their name without one. */
  contractorName: string;
  homeownerUid: string;
  homeownerEmail: string;
  propertyId: string;
  property: RepairPropertyRef;
  /** A service type label or free text; 'Other' when none was given. */
  serviceType: string;
  /** `yyyy-MM-dd`. */
  date: string;
  description: string;
  costCents: number;
  state: RecordOfferState;
  sentAt: TTime;
  answeredAt?: TTime | null;
  /** The repair the offer became, once accepted. */
  repairId?: string | null;
}

export type RecordOfferView<TTime = TimestampLike> = RecordOffer<TTime> & { id: string };

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
    homeownerEmail: lookupEmailField(OM.email),
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
