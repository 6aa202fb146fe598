/** Copy of the contractor's "Your business" panel (business verification, #33). */
import type { BusinessVerification } from '@homeledger/domain';

export const BUSINESS_COPY = {
  title: 'Your business',
  description:
    'Homeowners see your business name on the repairs you validate. Verify your licence so the mark says your business was checked.',
  state: {
    unverified: 'Not verified',
    pending: 'Waiting for review',
    verified: 'Verified business',
    rejected: 'Not verified: licence not confirmed',
  } satisfies Record<BusinessVerification, string>,
  explain: {
    unverified:
      'Your validations read "email verified, business not verified" until we check your licence.',
    pending:
      'We check your licence against your state’s register by hand. Until then your validations read "email verified, business not verified".',
    verified:
      'Repairs you validate from now on read "email and business verified". Marks you gave before keep what was checked then.',
    rejected:
      'We could not confirm this licence with the issuing state. Check the number and the state, and send it again.',
  } satisfies Record<BusinessVerification, string>,
  licence: (number: string, state: string) => `Licence ${number} (${state})`,
  licenceNumber: 'Licence number',
  licenceNumberHint: 'As your state board issued it, e.g. CGC1521234 or ROC 123456.',
  licenceState: 'Issuing state',
  licenceStatePlaceholder: 'e.g. CA',
  submit: 'Send for review',
  submitting: 'Sending…',
  changeLicence: 'Send a different licence',
  loadFailed: 'Your business details could not be loaded.',
  retry: 'Try again',
} as const;
