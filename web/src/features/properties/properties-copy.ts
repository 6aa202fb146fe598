/** The properties feature's UI copy and toasts (the product spec's words where it gives them). */
import { formatShortDate } from '@homeledger/domain';

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
  offlineNote:
    "You're offline. This page shows what this device saved; repairs you add are sent when you're back online.",
  offlineNotSaved:
    "You're offline and this home isn't saved on this device yet. It will show once you're back online.",
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
  /** The home has co-owners: it is removed when every one of them agrees (issue #31). */
  consent: 'Co-owners asked',
  consentText: 'This home is deleted when every co-owner agrees.',
  deleteFailed: 'Failed to delete property. Please try again.',
} as const;
