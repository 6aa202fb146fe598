/** The contractor's validation copy: the requests panel. */
import { formatShortDate } from '@homeledger/domain';

export const VALIDATION_REQUESTS_COPY = {
  title: 'Validation Requests',
  description:
    'Homeowners asked you to confirm these repairs. Validate the work you did; decline anything you did not do.',
  loading: 'Loading validation requests',
  loadFailed: 'Failed to load validation requests. Please try again.',
  tryAgain: 'Try Again',
  emptyTitle: 'No validation requests',
  emptyText: 'When a homeowner asks you to validate a repair, it appears here.',
  requestedBy: (name: string) => `Requested by ${name}`,
  validate: 'Validate',
  validating: 'Validating...',
  decline: 'Decline',
  declining: 'Declining...',
  validateLabel: (serviceType: string, address: string) =>
    `Validate the ${serviceType} repair at ${address}`,
  declineLabel: (serviceType: string, address: string) =>
    `Decline the ${serviceType} repair at ${address}`,
  declineTitle: 'Decline this request?',
  declineText: (owner: string, serviceType: string, date: string) =>
    `${owner} will see that you declined to validate the ${serviceType} repair of ${formatShortDate(date)}. Decline only work you did not do.`,
  list: 'Pending validation requests',
} as const;

export const VALIDATION_TOASTS = {
  validated: 'Repair validated',
  validatedText: (owner: string) => `${owner}'s repair now shows as validated by you.`,
  declined: 'Request declined',
  declinedText: (owner: string) => `${owner} will see that you declined.`,
  answerFailed: 'Failed to answer the request. Please try again.',
} as const;
