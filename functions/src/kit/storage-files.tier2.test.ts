/**
 * Tier 2: the bucket adapter against the Storage emulator, with the contract
 * MemoryFiles passes in tier 1. Needs FIREBASE_STORAGE_EMULATOR_HOST (set by
 * `firebase emulators:exec` with the storage emulator); skipped, saying so, without
 * it. Files live under a folder unique to this run.
 */

import { getStorage } from 'firebase-admin/storage';
import { describeFilesContract } from './files.contract';
import { storageFiles } from './storage-files';
import { describeWithStorage, storageSuiteApp } from './test-support';

const RUN = `kit-files-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describeWithStorage('storageFiles on the Storage emulator', () => {
  const suiteApp = storageSuiteApp(RUN, `${RUN}/`);

  let n = 0;
  describeFilesContract('Cloud Storage (emulator)', async () => {
    const bucket = getStorage(suiteApp()).bucket();
    return {
      files: storageFiles(bucket),
      root: `${RUN}/${(n += 1)}/`,
      put: (path, contentType, bytes) =>
        bucket.file(path).save(Buffer.from(bytes), { contentType, resumable: false }),
    };
  });
});
