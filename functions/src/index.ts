/**
 * Every deployed function. Each is defined with its own options (region, maxInstances,
 * timeout, memory) from kit/function-options.ts, never through setGlobalOptions: ES
 * modules evaluate their imports first, so a global set here would come too late for
 * the functions defined in the modules below.
 */
import { onCall } from 'firebase-functions/v2/https';
import { ROLES } from '@homeledger/domain';
import { adminAuth, adminDb } from './admin';
import { appCheckEnforced, onCallable } from './kit/callable';
import { adminFiles, adminStore } from './kit/admin-ports';
import { functionOptions, withWarmUp } from './kit/function-options';
import { registerAccountSpec } from './accounts/register-account';
import { addPropertySpec } from './properties/add-property';
import { deletePropertySpec } from './properties/delete-property';
import { setPropertyPhotoSpec } from './properties/set-property-photo';
import { autoId } from './properties/ports';

/** Liveness probe used by `npm start` and the E2E suite to know the emulator loaded the code. */
export const ping = withWarmUp(
  onCall({ ...functionOptions('ping'), enforceAppCheck: appCheckEnforced() }, () => ({
    ok: true,
    roles: ROLES,
  })),
  async () => undefined,
);

/** Public (the caller has no account yet): App Check is what keeps scripts out here. */
export const registerAccount = onCallable(registerAccountSpec, async () => {
  const [{ createAdminRegisterDeps }, auth, db] = await Promise.all([
    import('./accounts/register-account.admin'),
    adminAuth(),
    adminDb(),
  ]);
  return createAdminRegisterDeps(auth, db);
});

export const addProperty = onCallable(addPropertySpec, async () => ({
  store: await adminStore(),
  newId: autoId,
}));

export const deleteProperty = onCallable(deletePropertySpec, async () => ({
  store: await adminStore(),
  files: await adminFiles(),
  newId: autoId,
}));

/** Address suggestions (Google Places, server key) and the browser Maps key: see places/. */
export { placesAutocomplete, placesDetails, mapsConfig } from './places/places.functions';

/** Repairs and the daily cleanup of receipts whose repair was never created: see repairs/. */
export {
  addRepair,
  updateRepair,
  deleteRepair,
  cleanupOrphanReceipts,
} from './repairs/repairs.functions';

export const setPropertyPhoto = onCallable(setPropertyPhotoSpec, async () => ({
  store: await adminStore(),
  files: await adminFiles(),
}));

/** Sharing with realtors and their CSV export: see sharing/ and exports/. */
export { shareProperty, unshareProperty } from './sharing/sharing.functions';
export { exportCsv, cleanupOldExports } from './exports/exports.functions';

/** Upload housekeeping: orphaned photos, and no public download token on any upload. */
export { cleanupOrphanPhotos, removeUploadDownloadTokens } from './uploads/uploads.functions';

/** Contractors: service records, repair validation, records sent to homeowners: see contractors/. */
export {
  addServiceRecord,
  updateServiceRecord,
  deleteServiceRecord,
  requestValidation,
  cancelValidationRequest,
  answerValidation,
  sendServiceRecord,
  answerRecordOffer,
} from './contractors/contractors.functions';

/** QuickBooks Online: connect, OAuth callback (HTTP), status, disconnect, invoice import. */
export {
  quickbooksConnect,
  quickbooksCallback,
  quickbooksStatus,
  quickbooksDisconnect,
  quickbooksImport,
} from './quickbooks/quickbooks.functions';

/** The Home History Report: create (queued), render (trigger), withdraw a code, verify: see reports/. */
export {
  createHistoryReport,
  withdrawReportCode,
  verifyReport,
  renderHistoryReport,
} from './reports/reports.functions';

/** Buyer links: the owner's create / revoke / extend, and the public `/h/{token}` reads. */
export {
  createBuyerLink,
  revokeBuyerLink,
  extendBuyerLink,
  openBuyerLink,
  buyerLinkReceipt,
} from './buyer-links/buyer-links.functions';

/** Transferring a home to its new owner: offer, cancel, decline, and the acceptance job. */
export {
  startTransfer,
  cancelTransfer,
  declineTransfer,
  acceptTransfer,
} from './transfers/transfers.functions';

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
