/** Production wiring of the property callables: the Admin SDK's Firestore and Storage ports. */
import { adminFiles, adminStore } from '../kit/admin-ports';
import { onCallable } from '../kit/callable';
import { addPropertySpec } from './add-property';
import { deletePropertySpec } from './delete-property';
import { autoId } from '../kit/ports';
import { setPropertyPhotoSpec } from './set-property-photo';

export const addProperty = onCallable(addPropertySpec, async () => ({
  store: await adminStore(),
  newId: autoId,
}));

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
