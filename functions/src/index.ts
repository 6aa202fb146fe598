import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall } from 'firebase-functions/v2/https';
import { ROLES } from '@homeledger/domain';
import { adminAuth, adminDb } from './admin';
import { appCheckEnforced, onCallable } from './kit/callable';
import { registerAccountSpec } from './accounts/register-account';
import { createAdminRegisterDeps } from './accounts/register-account.admin';
import { adminStore } from './kit/firestore-store';
import { adminFiles } from './kit/storage-files';
import { addPropertySpec } from './properties/add-property';
import { deletePropertySpec } from './properties/delete-property';
import { setPropertyPhotoSpec } from './properties/set-property-photo';
import { autoId } from './properties/ports';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

/** Liveness probe used by `npm start` and the E2E suite to know the emulator loaded the code. */
export const ping = onCall({ enforceAppCheck: appCheckEnforced() }, () => ({
  ok: true,
  roles: ROLES,
}));

/** Public (the caller has no account yet): App Check is what keeps scripts out here. */
export const registerAccount = onCallable(registerAccountSpec, () =>
  createAdminRegisterDeps(adminAuth(), adminDb()),
);

export const addProperty = onCallable(addPropertySpec, () => ({
  store: adminStore(),
  newId: autoId,
}));

export const deleteProperty = onCallable(deletePropertySpec, () => ({
  store: adminStore(),
  files: adminFiles(),
  newId: autoId,
}));

/** Address suggestions (Google Places, server key) and the browser Maps key: see places/. */
export { placesAutocomplete, placesDetails, mapsConfig } from './places/places.functions';

/** Repairs (issue #9) and the daily cleanup of receipts whose repair was never created: see repairs/. */
export {
  addRepair,
  updateRepair,
  deleteRepair,
  cleanupOrphanReceipts,
} from './repairs/repairs.functions';

export const setPropertyPhoto = onCallable(setPropertyPhotoSpec, () => ({
  store: adminStore(),
  files: adminFiles(),
}));

/** Sharing with realtors and their CSV export (issue #10): see sharing/ and exports/. */
export { shareProperty, unshareProperty } from './sharing/sharing.functions';
export { exportCsv, cleanupOldExports } from './exports/exports.functions';

/** Upload housekeeping: orphaned photos, and no public download token on any upload. */
export { cleanupOrphanPhotos, removeUploadDownloadTokens } from './uploads/uploads.functions';

/** Contractors (issue #11): service records, repair validation, records sent to homeowners: see contractors/. */
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

/** QuickBooks Online (issue #11): connect, OAuth callback (HTTP), status, disconnect, invoice import. */
export {
  quickbooksConnect,
  quickbooksCallback,
  quickbooksStatus,
  quickbooksDisconnect,
  quickbooksImport,
} from './quickbooks/quickbooks.functions';
