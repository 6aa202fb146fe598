/** Production wiring of the property callables: the Admin SDK's Firestore and Storage ports. */
import * as logger from 'firebase-functions/logger';
import { adminFiles, adminStore, verifiedEmailsFromAuth } from '../kit/admin-ports';
import { MAIL_SECRETS, mailPortFromParams } from '../kit/mail/mail-params';
import { onCallable } from '../kit/callable';
import { addPropertySpec } from './add-property';
import { deletePropertySpec } from './delete-property';
import { autoId } from '../kit/ports';
import { setPropertyPhotoSpec } from './set-property-photo';
import { appOrigin } from '../kit/app-origin';

// Mail for the holder of a home someone else adds (disputes/dispute-mail.ts).
export const addProperty = onCallable(
  addPropertySpec,
  async () => ({
    store: await adminStore(),
    newId: autoId,
    log: logger,
    mail: mailPortFromParams(),
    appUrl: appOrigin(),
    verifiedEmails: verifiedEmailsFromAuth,
  }),
  { secrets: MAIL_SECRETS },
);

export const deleteProperty = onCallable(deletePropertySpec, async () => ({
  store: await adminStore(),
  // Connected only when the property has files to remove (delete-property.ts).
  files: adminFiles(),
  newId: autoId,
}));

export const setPropertyPhoto = onCallable(setPropertyPhotoSpec, async () => ({
  store: await adminStore(),
  // Connected only to check a new photo or remove the old one.
  files: adminFiles(),
}));
