/**
 * The repair pages' copy (product spec: Add Repair, Edit Repair, Repair detail, §8
 * "Add repair", "Edit repair", "Repair (view and delete)"), word for word where the
 * spec gives it, and what each callable failure means for the user. No Firebase here.
 */
import { RECEIPT_KEPT_MARK, REPAIR_MESSAGES } from '@homeledger/domain';
import { CALLABLE_FALLBACK_MESSAGE, callableFailure } from '@/lib/firebase/callable';

export const ADD_REPAIR_COPY = {
  back: 'Back to dashboard',
  title: 'Add Repair Record',
  addingFor: 'Adding repair for:',
  date: 'Date of Service',
  cost: 'Cost',
  contractorName: 'Contractor Name',
  contractorHint:
    'If you upload a receipt, HomeLedger will try to extract the contractor name automatically.',
  description: 'Description',
  descriptionPlaceholder: 'Describe the work that was done',
  receipt: 'Receipt (optional)',
  receiptHint: 'PDF, JPG, JPEG or PNG, up to 10 MB.',
  submit: 'Add Repair',
  submitting: 'Adding Repair...',
  loadFailed: 'Could not load property information',
  discardText: 'The repair you entered will be lost.',
} as const;

export const EDIT_REPAIR_COPY = {
  back: 'Back to property',
  title: 'Edit Repair Record',
  card: 'Update Repair Details',
  status: 'Status',
  cancel: 'Cancel',
  submit: 'Save Changes',
  submitting: 'Saving...',
  loadFailed: 'Failed to load repair details. Please try again later.',
  returnToDashboard: 'Return to Dashboard',
  notFound: REPAIR_MESSAGES.repairNotFound,
  notAllowed: REPAIR_MESSAGES.notAllowed,
  previousOwnerRecord: REPAIR_MESSAGES.previousOwnerRecord,
  validatedText:
    'Changing the service type, date, cost, contractor, status, description or receipt removes the validation: the contractor vouched for these details, not for new ones. You can request validation again afterwards.',
  discardText: 'Your changes to this repair will be lost.',
} as const;

export const RECEIPT_COPY = {
  select: 'Select Receipt',
  change: 'Change Receipt',
  remove: 'Remove Receipt',
  keep: 'Keep Current Receipt',
  clear: 'Remove selected file',
  current: 'Current receipt:',
  selected: 'Selected:',
  none: 'No file selected',
  willRemove: 'The current receipt will be removed when you save.',
  uploading: 'Uploading receipt',
  cancelUpload: 'Cancel upload',
  typeInvalid: 'The receipt must be a PDF, JPG, JPEG or PNG file.',
  tooLarge: 'The receipt must be at most 10 MB.',
  empty: 'The selected file is empty.',
  /** The camera button (phones): opens the camera straight away. */
  takePhoto: 'Take a photo of the receipt',
  preparing: 'Preparing the photo…',
  photoFailed: 'This photo could not be prepared. Please try another photo or a PDF.',
} as const;

/** Reading a chosen receipt into the form (docs/architecture.md "Reading a receipt"). */
/** The repair forms' "Photos of the work" control and the detail page's thumbnails (issue #32). */
export const PHOTOS_COPY = {
  label: 'Photos of the work (optional)',
  hint: (max: number) => `Before and after photos, up to ${max}. Made smaller before upload.`,
  add: 'Add Photos',
  take: 'Take a Photo',
  remove: (n: number) => `Remove photo ${n}`,
  alt: (n: number) => `Photo ${n} of the work`,
  count: (n: number, max: number) => `${n} of ${max} photos`,
  full: (max: number) => `A repair can have at most ${max} photos.`,
  preparing: 'Preparing the photos…',
  failed: 'A photo could not be prepared. Please try another one.',
  notImage: 'Only photos (JPG, PNG, WebP or a camera photo) can be added here.',
  uploadFailed: 'The photos could not be uploaded. Please try again.',
  heading: 'Photos',
  open: (n: number) => `Open photo ${n}`,
  unavailable: 'Photo unavailable',
} as const;

export const RECEIPT_READING_COPY = {
  reading: 'Reading receipt…',
  cancel: 'Cancel',
  fromReceipt: 'From receipt',
  nothing: 'Nothing readable found',
  failed: 'The receipt could not be read. Please fill in the details yourself.',
  filled: 'Filled from the receipt. Please check the marked fields before saving.',
  kept: 'The receipt was read; the details you entered were kept.',
  /** Before the values read without confidence, each offered with a button. */
  suggested: 'Some details were hard to read. Check them against the receipt before using them:',
  /** The button that fills a field with a suggestion: "Use $43.59", then "for Cost" (muted). */
  accept: (value: string) => `Use ${value}`,
  forField: (field: string) => `for ${field}`,
  /** The whole button as read aloud (its visible text). */
  acceptFor: (value: string, field: string) => `Use ${value} for ${field}`,
} as const;

export const REPAIR_DETAIL_COPY = {
  back: 'Back',
  title: 'Repair Details',
  propertyMissing: 'Property information not available',
  noDescription: 'No description provided',
  notSpecified: 'Not specified',
  property: 'Property',
  description: 'Description',
  date: 'Date',
  cost: 'Cost',
  contractor: 'Contractor',
  serviceType: 'Service Type',
  viewReceipt: 'View Receipt',
  receiptUnavailable: 'The receipt could not be loaded.',
  /** The seller kept this repair's receipt when the home was transferred (#33). */
  receiptKept: RECEIPT_KEPT_MARK,
  validation: 'Contractor Validation',
  notValidated: 'Not yet validated',
  requestedFrom: (name: string) => `Validation requested from ${name}`,
  declinedBy: (name: string) => `Declined by ${name}`,
  theContractor: 'the contractor',
  requestHint:
    'Ask the contractor who did this work to confirm it. Validated repairs show a Validated badge.',
  requestValidation: 'Request validation',
  requestAgain: 'Request again',
  cancelRequest: 'Cancel request',
  cancellingRequest: 'Cancelling...',
  actions: 'Actions',
  edit: 'Edit Repair',
  delete: 'Delete Repair',
  deleteTitle: 'Confirm Repair Removal',
  deleteText: 'Are you sure you want to remove this repair record? This action cannot be undone.',
  loadFailed: 'Failed to load repair details. Please try again.',
  tryAgain: 'Try Again',
  previousOwnerRecord: REPAIR_MESSAGES.previousOwnerRecord,
} as const;

/** The owner's "Request validation" dialog. */
export const REQUEST_VALIDATION_COPY = {
  title: 'Request validation',
  description:
    "Enter the email of the contractor's HomeLedger account. They will see this repair's property, service type, date, description and cost, and can validate or decline it.",
  email: "Contractor's email",
  emailPlaceholder: 'contractor@example.com',
  cancel: 'Cancel',
  submit: 'Send Request',
  submitting: 'Sending...',
} as const;

export interface RepairToast {
  title: string;
  description?: string;
  variant?: 'success' | 'destructive';
}

/** Spec §8 toasts of the three pages. */
/** Add Repair editing a repair that waits in the offline outbox. */
export const OUTBOX_NOTICES = {
  editing: 'You are editing a repair that is waiting to upload. Saving replaces it.',
  draftMissing: 'This repair is no longer waiting to upload.',
} as const;

export const REPAIR_TOASTS = {
  /** No connection: the repair is kept on this device and sent later (the offline outbox). */
  queued: {
    title: 'Saved offline',
    description: 'The repair will be uploaded when you are back online.',
    variant: 'success',
  },
  queueFailed: {
    title: 'The repair could not be saved on this device',
    description: 'Your details are still in the form. Please try again.',
    variant: 'destructive',
  },
  /** Mark Done: the repair was saved but its maintenance task did not move on. */
  maintenanceNotAdvanced: {
    title: 'Task not updated',
    description:
      'Your repair was saved, but the maintenance task could not be marked done. Please mark it done from the Maintenance tab.',
    variant: 'destructive',
  },
  added: {
    title: 'Repair Added',
    description: 'Your repair record has been successfully added',
    variant: 'success',
  },
  signedOut: {
    title: 'Authentication Error',
    description: REPAIR_MESSAGES.signedOut,
    variant: 'destructive',
  },
  propertyNotFound: {
    title: REPAIR_MESSAGES.propertyNotFoundTitle,
    description: REPAIR_MESSAGES.propertyNotFound,
    variant: 'destructive',
  },
  propertyLoadFailed: {
    title: 'Error',
    description: ADD_REPAIR_COPY.loadFailed,
    variant: 'destructive',
  },
  updated: {
    title: 'Success',
    description: 'Repair record updated successfully',
    variant: 'success',
  },
  editLoadFailed: {
    title: 'Error',
    description: 'Failed to load repair details',
    variant: 'destructive',
  },
  removed: {
    title: 'Repair Removed',
    description: 'The repair record has been successfully removed',
  },
  deleteFailed: {
    title: 'Error',
    description: 'Failed to delete repair. Please try again.',
    variant: 'destructive',
  },
  repairNotFound: {
    title: 'Repair not found',
    description: "The repair record you're looking for doesn't exist.",
    variant: 'destructive',
  },
  detailLoadFailed: {
    title: 'Error',
    description: REPAIR_DETAIL_COPY.loadFailed,
    variant: 'destructive',
  },
  validationRequested: {
    title: 'Validation requested',
    description: 'The contractor can now validate this repair from their portal.',
    variant: 'success',
  },
  validationCancelled: {
    title: 'Request cancelled',
    description: 'The contractor no longer sees this repair.',
  },
  cancelFailed: {
    title: 'Error',
    description: 'Failed to cancel the validation request. Please try again.',
    variant: 'destructive',
  },
} as const satisfies Record<string, RepairToast>;

/** After requestValidation: who can now answer. */
export function validationRequestedToast(contractorName: string): RepairToast {
  return contractorName
    ? {
        ...REPAIR_TOASTS.validationRequested,
        description: `${contractorName} can now validate this repair from their portal.`,
      }
    : REPAIR_TOASTS.validationRequested;
}

const errorToast = (description: string): RepairToast => ({
  title: 'Error',
  description,
  variant: 'destructive',
});

/** Spec §8: "Receipt upload failed: {message}". */
export function receiptUploadFailedToast(message: string): RepairToast {
  return errorToast(`Receipt upload failed: ${message}`);
}

/** The outcome of a failed addRepair / updateRepair call, for the page. */
export interface RepairSaveFailure {
  toast: RepairToast;
  /** The form field the server blamed and its message (shown under the field). */
  field: string | null;
  message: string | null;
  /** The property is gone, someone else's or disputed: leave for the dashboard. */
  leave: boolean;
  /** The server refused the uploaded receipt: upload the file again on the next try. */
  receiptRejected: boolean;
}

/** Messages about the receipt already read "Receipt upload failed: …" (the domain's wording). */
function isReceiptMessage(message: string | null): boolean {
  return message !== null && message.startsWith('Receipt upload failed:');
}

/** Spec §8 "Add repair": what a failed addRepair means. */
export function describeAddRepairFailure(error: unknown): RepairSaveFailure {
  const { code, message, field } = callableFailure(error);
  const detail = message === CALLABLE_FALLBACK_MESSAGE ? null : message;
  const base = { field: null, message: null, leave: false, receiptRejected: false };
  if (code === 'unauthenticated') return { ...base, toast: REPAIR_TOASTS.signedOut };
  if (code === 'not-found') return { ...base, toast: REPAIR_TOASTS.propertyNotFound, leave: true };
  const receiptRejected = field === 'receipt' || isReceiptMessage(detail);
  const toast = !detail
    ? errorToast('An unknown error occurred')
    : receiptRejected
      ? errorToast(detail)
      : errorToast(`Repair creation failed: ${detail}`);
  return {
    ...base,
    toast,
    field: code === 'invalid-argument' && field ? field : null,
    message: detail,
    receiptRejected,
  };
}

/** Spec §8 "Edit repair": what a failed updateRepair means. */
export function describeUpdateRepairFailure(error: unknown): RepairSaveFailure {
  const { code, message, field } = callableFailure(error);
  const detail = message === CALLABLE_FALLBACK_MESSAGE ? null : message;
  const base = { field: null, message: null, leave: false, receiptRejected: false };
  if (code === 'permission-denied')
    return { ...base, toast: errorToast(REPAIR_MESSAGES.notAllowed) };
  if (code === 'not-found') return { ...base, toast: errorToast(REPAIR_MESSAGES.repairNotFound) };
  const receiptRejected = field === 'receipt' || isReceiptMessage(detail);
  if (receiptRejected && detail)
    return {
      ...base,
      toast: errorToast(detail),
      field: 'receipt',
      message: detail,
      receiptRejected,
    };
  return {
    ...base,
    toast: errorToast('Failed to update repair record. Please try again.'),
    field: code === 'invalid-argument' && field ? field : null,
    message: detail,
  };
}
