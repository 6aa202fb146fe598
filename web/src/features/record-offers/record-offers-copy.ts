/**
 * Records sent to homeowners: the homeowner's "Offers from contractors" panel and the
 * contractor's "Send to Homeowner" dialog.
 */
import { formatShortDate } from '@homeledger/domain';

export const RECORD_OFFERS_COPY = {
  title: 'Offers from contractors',
  description:
    "Contractors sent these service records for your properties. Accept one to add it to the property's history as a validated repair.",
  list: 'Service records offered by contractors',
  from: (name: string) => `From ${name}`,
  accept: 'Accept',
  accepting: 'Accepting...',
  decline: 'Decline',
  declining: 'Declining...',
  acceptLabel: (serviceType: string, contractor: string) =>
    `Accept ${serviceType} from ${contractor}`,
  declineLabel: (serviceType: string, contractor: string) =>
    `Decline ${serviceType} from ${contractor}`,
  declineTitle: 'Decline this service record?',
  declineText: (contractor: string, address: string) =>
    `It will not be added to ${address}. ${contractor} will see that you declined.`,
  loadFailed: 'Failed to load offers from contractors.',
  tryAgain: 'Try Again',
  accepted: 'Repair added',
  acceptedText: (serviceType: string, address: string) =>
    `${serviceType} is now in the history of ${address}, validated by the contractor.`,
  declined: 'Offer declined',
  answerFailed: 'Failed to answer the offer. Please try again.',
} as const;

export const SEND_RECORD_COPY = {
  title: 'Send to Homeowner',
  description:
    "The homeowner sees this record on their dashboard and can add it to the property's history as a validated repair.",
  record: 'Service record',
  client: 'Client',
  date: 'Date',
  amount: 'Amount',
  email: "Homeowner's email",
  emailPlaceholder: 'homeowner@example.com',
  emailHint: 'The email of their HomeLedger homeowner account.',
  address: 'Street Address',
  addressPlaceholder: '123 Main Street',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP Code',
  cancel: 'Cancel',
  submit: 'Send Record',
  submitting: 'Sending...',
  lastSent: (email: string, date: string) => `Last sent to ${email} on ${formatShortDate(date)}`,
  offerState: { sent: 'Waiting for an answer', accepted: 'Accepted', declined: 'Declined' },
  sentToast: 'Record sent',
  sentToastText: (email: string) => `${email} can now accept it into their property's history.`,
} as const;
