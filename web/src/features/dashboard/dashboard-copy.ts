/** The dashboard feature's UI copy and toasts (the product spec's words where it gives them). */
import { DISPUTE_WINDOW_DAYS } from '@homeledger/domain';

const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

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

export const DISPUTE_TOASTS = {
  transfer: 'Transfer offered',
  transferText: 'They can accept it from their dashboard. See Home transfers below.',
  keep: 'Noted: it is still your home',
  failed: 'Your answer could not be saved. Please try again.',
} as const;

export const DISPUTE_NOTICE_COPY = {
  text: (deadline: string | null) =>
    `Your home and its history are unchanged. If you sold it, transfer it to them with its history. If it is still yours, say so. Without an answer ${
      deadline ? `by ${longDay.format(new Date(deadline))}` : `within ${DISPUTE_WINDOW_DAYS} days`
    }, the notice closes: your home stays verified and their claim stays disputed until support reviews it.`,
  transferTitle: 'Transfer this home to them?',
  transferText: (address: string) =>
    `The other account will be offered ${address} with its repairs, receipts and photo. Nothing changes hands until they accept, and you can cancel until then.`,
  transferConfirm: 'Offer the transfer',
} as const;

export const DASHBOARD_TOASTS = {
  propertiesFailed: 'Failed to load your properties',
  repairsFailed: 'Failed to load your repair history',
  accessIssue: 'Database access issue: Unable to access property data',
} as const;

export const DASHBOARD_COPY = {
  subtitle: 'Manage your properties and repair history',
  search: 'Search...',
  disputedTitle: 'Ownership Disputed',
  disputedText:
    'One or more of your properties has been claimed by another homeowner. Please contact support to verify your ownership.',
  noProperties: 'No Properties Yet',
  noPropertiesText: 'Add your first property to start tracking repairs',
  noPropertiesFound: 'No Properties Found',
  clearSearch: 'Clear Search',
  noPropertiesMatch: (term: string) => `No properties match your search term: "${term}"`,
  noRepairs: 'No Repair History',
  noRepairsText: 'Add a property and start tracking repairs to build your history',
  noRepairsFound: 'No Repairs Found',
  noRepairsMatch: (term: string) => `No repairs match your search term: "${term}"`,
  propertiesFailed: 'Failed to load your properties. Please try again later.',
  repairsFailed: 'Failed to load your repair history. Please try again later.',
} as const;
