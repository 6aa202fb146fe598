/** The properties feature's UI copy and toasts (the product spec's words where it gives them). */
import { formatShortDate } from '@homeledger/domain';

export const TRANSFER_PANEL_COPY = {
  title: 'Transfer this home',
  description:
    'Sold the house? Hand its history to the new owner. They accept the transfer from their HomeLedger dashboard; if they have no account yet, we email them an invitation to create one.',
  emailLabel: "New owner's email",
  emailPlaceholder: 'new.owner@example.com',
  submit: 'Transfer this home',
  confirmTitle: 'Transfer this home?',
  confirmText: (email: string) =>
    `When ${email} accepts, the property, its repairs with their validation marks, receipts and photo become theirs. Realtor access ends and you will no longer see this home.`,
  confirm: 'Send transfer',
  pendingTitle: 'Transfer waiting for an answer',
  pendingText:
    'The new owner has not answered yet. Nothing changes hands until they accept. You can cancel it until then.',
  pendingTextFor: (name: string) =>
    `${name} has not answered yet. Nothing changes hands until they accept. You can cancel it until then.`,
  invitationSentTitle: (email: string) => `Invitation sent to ${email}`,
  invitationNotSentTitle: (email: string) => `Invitation to ${email} not sent`,
  invitationSending: 'Sending the invitation...',
  invitationSentText: (email: string) =>
    `We emailed ${email} a link to create a homeowner account. Once they verify their email, the transfer waits on their dashboard. Nothing changes hands until they accept.`,
  invitationFailedText:
    'The invitation email could not be sent. Resend it, or cancel the transfer if the address is wrong.',
  invitationNotConfiguredText: (email: string) =>
    `Email is not set up here, so no invitation was sent. Ask ${email} to create a homeowner account with this address; the transfer will wait on their dashboard.`,
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

export const PROPERTY_DETAIL_COPY = {
  previousOwner: 'Previous owner',
  back: 'Back to dashboard',
  uploadPhoto: 'Upload Photo',
  removeProperty: 'Remove Property',
  addRepair: 'Add Repair',
  addRepairBlocked: 'Adding repairs is blocked while ownership is disputed',
  disputedTitle: 'Ownership Disputed',
  disputedText:
    'Another homeowner has claimed this address, so adding repairs is paused until ownership is verified. Please contact support to verify your ownership:',
  detailsTab: 'Property Details',
  repairsTab: 'Repair History',
  maintenanceTab: 'Maintenance',
  noRepairs: 'No Repair History',
  noRepairsText: "This property doesn't have any repair records yet.",
  repairsFailed: 'Failed to load your repair history. Please try again later.',
  statistics: 'Property Statistics',
  totalRepairs: 'Total Repairs',
  lastRepair: 'Last Repair',
  totalSpent: 'Total Spent',
  loadFailed: 'Failed to load property details. Please try again.',
  removeTitle: 'Confirm Property Removal',
  removeText:
    'Are you sure you want to remove this property? All associated repair records will be deleted. This action cannot be undone.',
  notAvailable: 'N/A',
  removePhoto: 'Remove Photo',
  photoAlt: (address: string) => `Photo of ${address}`,
  uploadingPhoto: 'Uploading photo...',
  cancelUpload: 'Cancel upload',
  photoUnavailable: 'The photo could not be loaded.',
} as const;

export const SHARE_TOASTS = {
  shared: 'Property shared',
  sharedText: (name: string) => `${name} can now see this property's repair history.`,
  revoked: 'Access revoked',
  revokedText: (name: string) => `${name} no longer has access to this property.`,
  revokeFailed: 'Failed to revoke access. Please try again.',
} as const;

export const SHARE_PANEL_COPY = {
  title: 'Share with a realtor',
  description:
    "Give a realtor read-only access to this property's repair history. Enter the email of their HomeLedger realtor account.",
  emailLabel: "Realtor's email",
  emailPlaceholder: 'realtor@example.com',
  share: 'Share',
  sharing: 'Sharing...',
  listTitle: 'Realtors with access',
  nobody: 'Not shared with any realtor yet.',
  loadFailed: 'Failed to load who has access. Please try again.',
  tryAgain: 'Try Again',
  shared: (date: string) => `Shared ${formatShortDate(date)}`,
  revoke: 'Revoke',
  revokeLabel: (name: string) => `Revoke access for ${name}`,
  revokeTitle: 'Revoke access?',
  revokeText: (name: string) =>
    `${name} will no longer see this property or its repair history. You can share it again later.`,
} as const;

export const ADD_PROPERTY_COPY = {
  title: 'Add Property',
  subtitle: 'Add a home you own to start building its repair history.',
  submit: 'Add Property',
  submitting: 'Adding Property...',
  cancel: 'Cancel',
  discardText: 'The address you entered will be lost.',
} as const;

/** The spec's map messages (§8 "Map"), shown under MAP_COPY.heading. */
export const MAP_COPY = {
  heading: 'Unable to load map',
  noKey: 'Error loading map. API key not available.',
  noLocation: 'Location coordinates not found.',
  serviceFailed: 'Failed to load map service.',
  serviceError: 'Error loading map service.',
  renderError: 'Error displaying map. Please try again.',
} as const;

export const PROPERTY_TOASTS = {
  notFound: 'Property not found',
  notFoundText: "The property you're looking for doesn't exist or you don't have access to it.",
  loadFailed: 'Failed to load property details. Please try again.',
  deleted: 'Property Deleted',
  deletedText: 'Your property has been successfully removed',
  deleteFailed: 'Failed to delete property. Please try again.',
} as const;

export const TRANSFER_TOASTS = {
  sent: 'Transfer sent',
  sentText: (name: string) => `${name} can accept it from their dashboard.`,
  invited: 'Invitation sent',
  invitedText: (email: string) =>
    `${email} has no verified homeowner account yet: we emailed them an invitation to create one.`,
  cancelled: 'Transfer cancelled',
  resendFailed: 'The invitation email could not be sent. Please try again later.',
} as const;
