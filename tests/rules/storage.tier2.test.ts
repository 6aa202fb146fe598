/**
 * Tier 2 (docs/architecture.md §6): storage.rules against the Storage emulator, with the
 * property documents its cross-service rules read (firestore.get) in the Firestore
 * emulator. Matrix: owner vs realtor the property is shared with (viewer) vs
 * stranger vs signed out; content type; size; path shape; no overwrite; exports.
 * Paths and documents are unique per run, so this can share the emulators. Without the
 * Storage emulator every test is skipped, saying why.
 */
import { afterAll, beforeAll, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  BUCKET,
  STORAGE_EMULATOR_HOST,
  describeWithStorage,
  removeDocuments,
  rulesTestEnvironment,
  seedDocuments,
  uniqueRun,
} from './rules-env';

const RUN = uniqueRun();
const OWNER = `owner-${RUN}`;
const REALTOR = `realtor-${RUN}`;
const STRANGER = `stranger-${RUN}`;
const PROPERTY = `prop-${RUN}`;
const DISPUTED = `disputed-${RUN}`;
const MB = 1024 * 1024;

let testEnv: RulesTestEnvironment;

type Who = 'owner' | 'realtor' | 'stranger' | 'signedOut';
function storageOf(who: Who) {
  if (who === 'signedOut') return testEnv.unauthenticatedContext().storage(BUCKET);
  const uid = { owner: OWNER, realtor: REALTOR, stranger: STRANGER }[who];
  const role = who === 'realtor' ? 'realtor' : 'homeowner';
  return testEnv.authenticatedContext(uid, { role }).storage(BUCKET);
}

/** An upload (the UploadTask is only thenable: await it into a real promise). */
async function upload(who: Who, path: string, contentType: string, size = 1024) {
  return await storageOf(who).ref(path).put(new Uint8Array(size), { contentType });
}

function read(who: Who, path: string) {
  return storageOf(who).ref(path).getMetadata();
}

/** Puts a file in place with the rules off (as an earlier upload or a function would). */
async function seedFile(path: string, contentType: string): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await context
      .storage(BUCKET)
      .ref(path)
      .put(new Uint8Array([1, 2, 3]), { contentType });
  });
}

const receipt = (name: string, property = PROPERTY) => `receipts/${property}/up-${RUN}/${name}`;
const photo = (name: string, property = PROPERTY) => `photos/${property}/${name}`;
const repairPhoto = (name: string, property = PROPERTY) =>
  `repairPhotos/${property}/up-${RUN}/${name}`;

beforeAll(async () => {
  if (!STORAGE_EMULATOR_HOST) return;
  testEnv = await rulesTestEnvironment({ storage: true });
  await seedDocuments(testEnv, {
    [`properties/${PROPERTY}`]: {
      ownerId: OWNER,
      viewerIds: [OWNER, REALTOR],
      verificationStatus: 'verified',
    },
    [`properties/${DISPUTED}`]: {
      ownerId: OWNER,
      viewerIds: [OWNER],
      verificationStatus: 'disputed',
    },
  });
  await seedFile(receipt('seeded.pdf'), 'application/pdf');
  await seedFile(photo('seeded.jpg'), 'image/jpeg');
  await seedFile(repairPhoto('seeded.jpg'), 'image/jpeg');
  await seedFile(`exports/${OWNER}/repairs-2026-11-23.csv`, 'text/csv');
});

afterAll(async () => {
  if (!testEnv) return;
  await removeDocuments(testEnv, [`properties/${PROPERTY}`, `properties/${DISPUTED}`]);
  await testEnv.cleanup();
});

describeWithStorage('receipts/{propertyId}/{uploadId}/{fileName}: uploads', () => {
  it('the owner uploads a pdf, jpeg or png of up to 10 MB', async () => {
    await assertSucceeds(upload('owner', receipt('a.pdf'), 'application/pdf'));
    await assertSucceeds(upload('owner', receipt('b.jpg'), 'image/jpeg'));
    await assertSucceeds(upload('owner', receipt('c.png'), 'image/png', 10 * MB));
  });

  it('nobody else uploads: realtor it is shared with, stranger, signed out', async () => {
    await assertFails(upload('realtor', receipt('r.pdf'), 'application/pdf'));
    await assertFails(upload('stranger', receipt('s.pdf'), 'application/pdf'));
    await assertFails(upload('signedOut', receipt('o.pdf'), 'application/pdf'));
  });

  it('refuses other types, empty files and files over 10 MB', async () => {
    await assertFails(upload('owner', receipt('x.gif'), 'image/gif'));
    await assertFails(upload('owner', receipt('x.html'), 'text/html'));
    await assertFails(upload('owner', receipt('x.webp'), 'image/webp'));
    await assertFails(upload('owner', receipt('empty.pdf'), 'application/pdf', 0));
    await assertFails(upload('owner', receipt('big.pdf'), 'application/pdf', 10 * MB + 1));
  });

  it('refuses another path shape, a missing or disputed property, and overwriting', async () => {
    await assertFails(upload('owner', `receipts/${PROPERTY}/flat.pdf`, 'application/pdf'));
    await assertFails(upload('owner', `receipts/${PROPERTY}/u/deep/x.pdf`, 'application/pdf'));
    await assertFails(upload('owner', receipt('.hidden.pdf'), 'application/pdf'));
    await assertFails(upload('owner', receipt('n.pdf', `missing-${RUN}`), 'application/pdf'));
    await assertFails(upload('owner', receipt('d.pdf', DISPUTED), 'application/pdf'));
    await assertFails(upload('owner', receipt('seeded.pdf'), 'application/pdf'));
  });

  it('no client deletes a receipt, not even the owner', async () => {
    await assertFails(storageOf('owner').ref(receipt('seeded.pdf')).delete());
    await assertFails(storageOf('stranger').ref(receipt('seeded.pdf')).delete());
  });
});

describeWithStorage('repairPhotos/{propertyId}/{uploadId}/{fileName}: photos of the work', () => {
  it('the owner uploads a jpeg, png or webp of up to 10 MB; not a pdf, not empty, not bigger', async () => {
    await assertSucceeds(upload('owner', repairPhoto('a.jpg'), 'image/jpeg'));
    await assertSucceeds(upload('owner', repairPhoto('b.png'), 'image/png'));
    await assertSucceeds(upload('owner', repairPhoto('c.webp'), 'image/webp', 10 * MB));
    await assertFails(upload('owner', repairPhoto('x.pdf'), 'application/pdf'));
    await assertFails(upload('owner', repairPhoto('empty.jpg'), 'image/jpeg', 0));
    await assertFails(upload('owner', repairPhoto('big.jpg'), 'image/jpeg', 10 * MB + 1));
  });

  it('nobody else uploads, a disputed home takes none, nothing is overwritten', async () => {
    await assertFails(upload('realtor', repairPhoto('r.jpg'), 'image/jpeg'));
    await assertFails(upload('stranger', repairPhoto('s.jpg'), 'image/jpeg'));
    await assertFails(upload('signedOut', repairPhoto('o.jpg'), 'image/jpeg'));
    await assertFails(upload('owner', repairPhoto('d.jpg', DISPUTED), 'image/jpeg'));
    await assertFails(upload('owner', repairPhoto('seeded.jpg'), 'image/jpeg'));
    await assertFails(upload('owner', `repairPhotos/${PROPERTY}/flat.jpg`, 'image/jpeg'));
  });

  it('the property’s viewers read them; a stranger does not', async () => {
    await assertSucceeds(read('owner', repairPhoto('seeded.jpg')));
    await assertSucceeds(read('realtor', repairPhoto('seeded.jpg')));
    await assertFails(read('stranger', repairPhoto('seeded.jpg')));
    await assertFails(read('signedOut', repairPhoto('seeded.jpg')));
  });
});

describeWithStorage('receipts: reads', () => {
  it('the owner and the realtor it is shared with can read; a stranger and signed out cannot', async () => {
    await assertSucceeds(read('owner', receipt('seeded.pdf')));
    await assertSucceeds(read('realtor', receipt('seeded.pdf')));
    await assertFails(read('stranger', receipt('seeded.pdf')));
    await assertFails(read('signedOut', receipt('seeded.pdf')));
  });

  it('nobody lists a property’s receipts', async () => {
    await assertFails(storageOf('owner').ref(`receipts/${PROPERTY}/up-${RUN}`).listAll());
  });
});

describeWithStorage('photos/{propertyId}/{fileName}', () => {
  it('the owner uploads jpeg, png or webp up to 10 MB; not pdf; not over 10 MB', async () => {
    await assertSucceeds(upload('owner', photo('front.jpg'), 'image/jpeg'));
    await assertSucceeds(upload('owner', photo('front.png'), 'image/png'));
    await assertSucceeds(upload('owner', photo('front.webp'), 'image/webp'));
    await assertFails(upload('owner', photo('doc.pdf'), 'application/pdf'));
    await assertFails(upload('owner', photo('huge.jpg'), 'image/jpeg', 10 * MB + 1));
    await assertFails(upload('owner', photo('seeded.jpg'), 'image/jpeg'));
  });

  it('only the owner uploads; viewers read, strangers and signed out do not', async () => {
    await assertFails(upload('realtor', photo('r.jpg'), 'image/jpeg'));
    await assertFails(upload('stranger', photo('s.jpg'), 'image/jpeg'));
    await assertFails(upload('signedOut', photo('o.jpg'), 'image/jpeg'));
    await assertSucceeds(read('owner', photo('seeded.jpg')));
    await assertSucceeds(read('realtor', photo('seeded.jpg')));
    await assertFails(read('stranger', photo('seeded.jpg')));
    await assertFails(read('signedOut', photo('seeded.jpg')));
  });
});

describeWithStorage('exports/{uid}/… and everything else', () => {
  it('an export is readable by its user only and never writable by a client', async () => {
    const path = `exports/${OWNER}/repairs-2026-11-23.csv`;
    await assertSucceeds(read('owner', path));
    await assertFails(read('realtor', path));
    await assertFails(read('signedOut', path));
    await assertFails(upload('owner', `exports/${OWNER}/mine.csv`, 'text/csv'));
  });

  it('any other path is closed', async () => {
    await assertFails(upload('owner', `other/${RUN}/x.pdf`, 'application/pdf'));
    await assertFails(upload('owner', `${RUN}.pdf`, 'application/pdf'));
    await assertFails(read('owner', `other/${RUN}/x.pdf`));
  });
});
