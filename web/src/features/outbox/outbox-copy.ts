/** The offline outbox's words (lists, toasts, the Add Repair page's notices). */
export const OUTBOX_COPY = {
  /** The badge on a queued repair in the lists. */
  waiting: 'Waiting to upload',
  sending: 'Uploading…',
  failed: 'Upload failed',
  conflict: 'Cannot be added',
  waitingText: 'Saved on this device. It will be added as soon as you are back online.',
  sendingText: 'Adding it to your home now.',
  /** Before the reason a send failed. */
  failedText: 'It was not added:',
  conflictText:
    'The repair cannot be added to this home. Download the draft to keep it, or discard it.',
  retry: 'Try Again',
  edit: 'Edit',
  remove: 'Delete',
  download: 'Download draft',
  discard: 'Discard',
  keep: 'Keep it',
  withReceipt: (name: string) => `Receipt: ${name}`,
  listLabel: 'Repairs waiting to upload',
  confirmDiscard: 'Delete this repair? It has not been uploaded and will be gone for good.',
  /** The sender's reasons. */
  noLongerYours: 'This home was deleted, transferred or is no longer yours.',
  uploadFailed: 'The receipt could not be uploaded.',
  unknownFailure: 'Something went wrong. Please try again.',
  /** The repair was added, but its maintenance task (Mark Done) was refused meanwhile. */
  taskNotAdvanced:
    'The repair saved offline was added, but its maintenance task could not be marked done. Mark it done from the Maintenance tab.',
  sentToast: (count: number) =>
    count === 1 ? 'A repair saved offline was added' : `${count} repairs saved offline were added`,
  /** The reason shown while a draft is open in Add Repair (it is held back from sending). */
  editing: 'Opened for editing on this device; not sent yet.',
} as const;
