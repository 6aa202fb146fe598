/**
 * The transfers feature's UI copy (the product spec's words where it gives them): the owner's
 * "Transfer this home" panel on the property page and the "Home transfers" offers on the
 * dashboard, with their toasts.
 */
import type { TransferState } from '@homeledger/domain';

/** "Transfer this home" on the owner's property page (transfer-panel.tsx). */
export const TRANSFER_PANEL_COPY = {
  title: 'Transfer this home',
  description:
    'Sold the house? Hand its history to the new owner. We email them the offer, and they accept it from their HomeLedger dashboard (the email says how to make an account if they have none).',
  emailLabel: "New owner's email",
  emailPlaceholder: 'new.owner@example.com',
  submit: 'Transfer this home',
  confirmTitle: 'Transfer this home?',
  confirmText: (email: string) =>
    `When ${email} accepts, the property, its repairs with their validation marks, receipts and photo become theirs. Realtor access ends and you will no longer see this home.`,
  /** The seller keeps some receipts (#33): said in the confirmation. */
  confirmKept: (count: number) =>
    count === 1
      ? 'You keep 1 receipt: it leaves the home, and reports that could show it are removed.'
      : `You keep ${count} receipts: they leave the home, and reports that could show them are removed.`,
  confirm: 'Send transfer',
  // The receipts step (transfer-receipts-step.tsx), before the confirmation (#33).
  receiptsTitle: 'Receipts that go with the home',
  receiptsNotice:
    'The new owner will be able to open every receipt that goes with the home, with anything printed on it, such as your name, address or the last digits of your card. Untick a receipt to keep it: it stays yours, under your account, and the repair shows “Receipt kept by the previous owner”. Home History Reports of this home that include receipts are removed when you keep any.',
  receiptsCount: (going: number, total: number) =>
    `${going} of ${total} ${total === 1 ? 'receipt goes' : 'receipts go'} with the home.`,
  receiptsAll: 'Select all',
  receiptsNone: 'Select none',
  receiptGoes: (title: string, date: string) => `${title}, ${date}`,
  receiptsLoading: 'Loading this home’s receipts...',
  receiptsFailed: 'Failed to load this home’s receipts. Please try again.',
  receiptsTryAgain: 'Try Again',
  receiptsBack: 'Back',
  receiptsContinue: 'Continue',
  pendingTitle: 'Transfer waiting for an answer',
  pendingText:
    'The new owner has not answered yet. Nothing changes hands until they accept. You can cancel it until then.',
  pendingTextFor: (name: string) =>
    `${name} has not answered yet. Nothing changes hands until they accept. You can cancel it until then.`,
  invitationSentTitle: (email: string) => `Invitation sent to ${email}`,
  invitationNotSentTitle: (email: string) => `Invitation to ${email} not sent`,
  invitationSending: 'Sending the invitation...',
  invitationSentText: (email: string) =>
    `We emailed ${email} about the transfer. They accept it from their HomeLedger dashboard, logged in with this address (the email says how to make an account if they have none). Nothing changes hands until they accept.`,
  invitationFailedText:
    'The invitation email could not be sent. Resend it, or cancel the transfer if the address is wrong.',
  invitationNotConfiguredText: (email: string) =>
    `Email is not set up here, so no invitation was sent. Ask ${email} to log in to HomeLedger with this address, or create a homeowner account with it; the transfer will wait on their dashboard.`,
  lastSent: (when: string, mails: number) =>
    mails > 1 ? `Last sent ${when} (${mails} emails in all).` : `Sent ${when}.`,
  resend: 'Resend invitation',
  resending: 'Resending...',
  resent: (email: string) => `Invitation sent again to ${email}.`,
  cancel: 'Cancel transfer',
  cancelTitle: 'Cancel this transfer?',
  cancelText: 'The new owner will no longer be able to accept it.',
  keep: 'Keep it',
} as const;

export const TRANSFER_PANEL_TOASTS = {
  sent: 'Transfer sent',
  sentText: (name: string) => `${name} can accept it from their dashboard.`,
  // Said alike whether or not the email holds an account: the sender is not told (#33).
  invited: 'Transfer sent',
  invitedText: (email: string) =>
    `We emailed ${email}. They accept it from their HomeLedger dashboard, with an account for that address.`,
  cancelled: 'Transfer cancelled',
  /** The home has co-owners: the transfer waits for them (issue #31). */
  consent: 'Co-owners asked',
  consentText: 'The transfer starts, and its mail goes out, when every co-owner agrees.',
  resendFailed: 'The invitation email could not be sent. Please try again later.',
} as const;

/** "Home transfers" on the dashboard: offers received and sent (transfer-offers-panel.tsx). */
export const TRANSFER_OFFERS_COPY = {
  title: 'Home transfers',
  description: 'Homes handed over with their history.',
  incoming: 'Offered to you',
  outgoing: 'Sent by you',
  offer: (from: string) => `${from} wants to transfer this home and its history to you.`,
  accept: 'Accept',
  accepting: 'Accepting...',
  decline: 'Decline',
  unfinished: 'This transfer did not finish. Your data is safe: finish it now.',
  finish: 'Finish transfer',
  waiting: (to: string) => `Waiting for ${to} to answer.`,
  invited: (email: string) => `Invitation sent to ${email}. Waiting for them to answer.`,
  cancel: 'Cancel transfer',
  state: {
    pending: 'Pending',
    accepting: 'In progress',
    accepted: 'Accepted',
    declined: 'Declined',
    cancelled: 'Cancelled',
  } satisfies Record<TransferState, string>,
  acceptedIn: (when: string) => `You accepted on ${when}. It is now on your dashboard.`,
  acceptedOut: (to: string, when: string) =>
    `Transferred to ${to} on ${when}. You no longer have access.`,
  declinedIn: (when: string) => `You declined on ${when}.`,
  declinedOut: (to: string, when: string) => `${to} declined on ${when}.`,
  cancelledIn: (from: string, when: string) => `${from} cancelled it on ${when}.`,
  cancelledOut: (when: string) => `You cancelled it on ${when}.`,
  declineTitle: 'Decline this home?',
  declineText: (address: string) => `${address} will stay with its current owner.`,
  acceptTitle: 'Accept this home?',
  acceptText: (address: string) =>
    `${address}, its repairs, receipts and photo become yours. Realtors the previous owner shared it with lose access; you decide who sees it.`,
  keepTitle: 'Keep anyone from the previous owner’s household?',
  keepHelp: 'Nobody is kept unless you tick them. Those you keep stay with the same role.',
  keepNoName: 'A member',
  loadFailed: 'Failed to load your home transfers. Please try again.',
  tryAgain: 'Try Again',
} as const;

export const TRANSFER_OFFER_TOASTS = {
  accepted: 'Home accepted',
  acceptedText: (address: string) => `${address} and its history are now yours.`,
  declined: 'Transfer declined',
  cancelled: 'Transfer cancelled',
  failed: 'The transfer could not be completed. Please try again.',
} as const;

/** "Receipts and documents you kept" on the dashboard (kept-files-panel.tsx, #33). */
export const KEPT_FILES_COPY = {
  title: 'Receipts and documents you kept',
  description:
    'When you transferred a home, these stayed yours: only you can open them. The new owner sees that the receipt was kept.',
  receiptsLabel: 'Receipts you kept',
  warrantiesLabel: 'Warranty documents you kept',
  receipt: (title: string, date: string) => `${title}, ${date}`,
  open: 'Open',
  opening: 'Opening...',
  openLabel: (name: string) => `Open ${name}`,
  openFailed: 'The file could not be opened. Please try again.',
  loadFailed: 'Failed to load the receipts and documents you kept. Please try again.',
  tryAgain: 'Try Again',
} as const;
