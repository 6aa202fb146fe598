/**
 * Every deployed function, re-exported from its area's `*.functions.ts` (the production
 * wiring); nothing is defined here. Each is defined with its own options (region, maxInstances,
 * timeout, memory) from kit/function-options.ts, never through setGlobalOptions: ES
 * modules evaluate their imports first, so a global set here would come too late for
 * the functions defined in the modules below.
 */
/** The liveness probe, and registration (public): see health/ and accounts/. */
export { ping } from './health/health.functions';
export { registerAccount } from './accounts/accounts.functions';

/** Properties: add, delete, the photo: see properties/. */
export { addProperty, deleteProperty, setPropertyPhoto } from './properties/properties.functions';

/** Address suggestions (Google Places, server key) and the browser Maps key: see places/. */
export { placesAutocomplete, placesDetails, mapsConfig } from './places/places.functions';

/** Repairs and the daily cleanup of receipts whose repair was never created: see repairs/. */
export {
  addRepair,
  updateRepair,
  deleteRepair,
  syncRepairSummary,
  cleanupOrphanReceipts,
} from './repairs/repairs.functions';

/** Sharing with realtors and their CSV export: see sharing/ and exports/. */
export { shareProperty, unshareProperty } from './sharing/sharing.functions';
export { exportCsv, cleanupOldExports } from './exports/exports.functions';

/** Upload housekeeping: orphaned photos and warranty documents, and no public download token on any upload. */
export {
  cleanupOrphanPhotos,
  cleanupOrphanWarrantyDocuments,
  removeUploadDownloadTokens,
} from './uploads/uploads.functions';

/** Contractors: service records and repair validation: see contractors/. */
export {
  addServiceRecord,
  updateServiceRecord,
  deleteServiceRecord,
  requestValidation,
  cancelValidationRequest,
  answerValidation,
  submitBusinessLicence,
} from './contractors/contractors.functions';

/** Records sent to homeowners: a contractor sends, the homeowner answers: see record-offers/. */
export { sendServiceRecord, answerRecordOffer } from './record-offers/record-offers.functions';

/** QuickBooks Online: connect, OAuth callback (HTTP), status, disconnect, invoice import. */
export {
  quickbooksConnect,
  quickbooksCallback,
  quickbooksStatus,
  quickbooksDisconnect,
  quickbooksImport,
} from './quickbooks/quickbooks.functions';

/**
 * The Home History Report: create (queued), render (trigger), withdraw a code, verify, and the
 * job that marks reports whose render died failed: see reports/.
 */
export {
  createHistoryReport,
  withdrawReportCode,
  reportDownloadLink,
  remakeKeptReport,
  verifyReport,
  renderHistoryReport,
  sweepStuckReports,
} from './reports/reports.functions';

/** Buyer links: the owner's create / revoke / extend, and the public `/h/{token}` reads. */
export {
  createBuyerLink,
  revokeBuyerLink,
  extendBuyerLink,
  openBuyerLink,
  buyerLinkReceipt,
} from './buyer-links/buyer-links.functions';

/**
 * Transferring a home to its new owner: offer (or invite by mail), resend the invitation,
 * claim invitations (the recipient's dashboard), cancel, decline, the acceptance job, and
 * the hourly sweep that finishes a job nobody retried.
 */
export {
  startTransfer,
  stopInvitations,
  resendTransferInvitation,
  claimTransferInvitations,
  cancelTransfer,
  declineTransfer,
  acceptTransfer,
  resumeStuckTransfersHourly,
} from './transfers/transfers.functions';

/**
 * Households (issue #31): invite (or invite by mail), claim, withdraw, accept, decline,
 * remove, leave, change a role, co-owners' consent to a transfer or delete, and the hourly
 * end of delegate grants: see households/.
 */
export {
  inviteMember,
  claimMemberInvitations,
  withdrawMemberInvitation,
  acceptMemberInvitation,
  declineMemberInvitation,
  removeMember,
  leaveHome,
  changeMemberRole,
  answerConsent,
  cancelConsent,
  logHomeOpen,
  setHomeReminders,
  endDelegateGrantsHourly,
} from './households/households.functions';

/** Disputes: the holder's answer to a notice, and the daily lapse of unanswered ones. */
export { resolveDispute, lapseDisputesDaily } from './disputes/disputes.functions';

/** Maintenance plan (tasks, suggestions, Mark Done / Skip / Snooze) and warranties: see maintenance/. */
export {
  addMaintenanceTask,
  updateMaintenanceTask,
  acceptMaintenanceTask,
  deleteMaintenanceTask,
  completeMaintenanceTask,
  skipMaintenanceTask,
  snoozeMaintenanceTask,
  addSuggestedTasks,
  addWarranty,
  updateWarranty,
  deleteWarranty,
} from './maintenance/maintenance.functions';

/** Reminders: settings, the daily digest, one-click unsubscribe and the calendar feed: see reminders/. */
export {
  saveReminderSettings,
  createCalendarFeed,
  revokeCalendarFeed,
  sendReminderDigests,
  unsubscribeReminders,
  calendarFeed,
} from './reminders/reminders.functions';
