// @ts-check
// Contractor business reviews (#33 item 5): a contractor's licence waits in
// `businessReviews/{uid}` until a person has checked it against the issuing state's
// licence register; this script records the decision on the review and the profile
// together, in one transaction. Only it and the `submitBusinessLicence` callable write
// `businessVerification`: the web client can write neither.
//
//   npm run business:review                       lists the pending reviews
//   npm run business:review -- verify <uid>       dry run: says what would change
//   npm run business:review -- verify <uid> --apply
//   npm run business:review -- reject <uid> --apply
//
// Against the emulators when FIRESTORE_EMULATOR_HOST is set; otherwise against the project
// named by GCLOUD_PROJECT with application default credentials (an admin's own).
import { pathToFileURL } from 'node:url';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

export const REVIEWS = 'businessReviews';
export const PROFILES = 'profiles';
export const DECISIONS = /** @type {const} */ (['verify', 'reject']);

/**
 * @typedef {{ uid: string, businessName: string, email: string, licenceNumber: string,
 *   licenceState: string, submittedAt: string | null }} PendingReview
 * @typedef {{ uid: string, decision: 'verified' | 'rejected', applied: boolean }} Decision
 */

/**
 * The reviews still waiting, oldest first.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @returns {Promise<PendingReview[]>}
 */
export async function pendingReviews(db) {
  const snaps = await db.collection(REVIEWS).where('state', '==', 'pending').get();
  return snaps.docs
    .map((snap) => {
      const d = snap.data();
      const at = d['submittedAt'];
      return {
        uid: snap.id,
        businessName: String(d['businessName'] ?? ''),
        email: String(d['email'] ?? ''),
        licenceNumber: String(d['licenceNumber'] ?? ''),
        licenceState: String(d['licenceState'] ?? ''),
        submittedAt: at && typeof at.toDate === 'function' ? at.toDate().toISOString() : null,
      };
    })
    .sort((a, b) => String(a.submittedAt).localeCompare(String(b.submittedAt)));
}

/**
 * Decides one pending review. Refused (throws) when there is no pending review, or when the
 * profile's licence changed since the review opened (the reviewer checked another number).
 * Without `apply` it reads and checks only.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} uid
 * @param {'verify' | 'reject'} decision
 * @param {{ apply?: boolean }} [options]
 * @returns {Promise<Decision>}
 */
export async function decideBusinessReview(db, uid, decision, { apply = false } = {}) {
  if (!DECISIONS.includes(decision)) throw new Error(`Unknown decision "${decision}".`);
  const state = decision === 'verify' ? 'verified' : 'rejected';
  const reviewRef = db.collection(REVIEWS).doc(uid);
  const profileRef = db.collection(PROFILES).doc(uid);
  await db.runTransaction(async (tx) => {
    const [review, profile] = await tx.getAll(reviewRef, profileRef);
    const r = review?.data();
    const p = profile?.data();
    if (!r || !p) throw new Error(`No business review for ${uid}.`);
    if (r['state'] !== 'pending')
      throw new Error(`The review for ${uid} is already ${String(r['state'])}.`);
    if (p['licenceNumber'] !== r['licenceNumber'] || p['licenceState'] !== r['licenceState'])
      throw new Error(`The licence of ${uid} changed since the review opened.`);
    if (!apply) return;
    tx.update(reviewRef, { state, decidedAt: FieldValue.serverTimestamp() });
    tx.update(profileRef, { businessVerification: state });
  });
  return { uid, decision: state, applied: apply };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2).filter((a) => a !== '--apply');
  const apply = process.argv.includes('--apply');
  const projectId =
    process.env['GCLOUD_PROJECT'] ?? process.env['GOOGLE_CLOUD_PROJECT'] ?? 'demo-homeledger';
  if (!process.env['FIRESTORE_EMULATOR_HOST'])
    console.warn(`FIRESTORE_EMULATOR_HOST is not set: this runs against project ${projectId}.`);
  const app = initializeApp({ projectId }, 'business-review');
  try {
    const db = getFirestore(app);
    const [command, uid] = args;
    if (command === undefined || command === 'list') {
      const pending = await pendingReviews(db);
      if (pending.length === 0) console.log('No business reviews are waiting.');
      for (const p of pending)
        console.log(
          `${p.uid}  ${p.licenceState} ${p.licenceNumber}  "${p.businessName}" <${p.email}>  since ${p.submittedAt}`,
        );
    } else if ((command === 'verify' || command === 'reject') && uid) {
      const result = await decideBusinessReview(db, uid, command, { apply });
      console.log(
        apply
          ? `${uid}: business ${result.decision}.`
          : `Dry run (pass --apply to write): ${uid} would be ${result.decision}.`,
      );
    } else {
      console.error('Usage: business-review.mjs [list | verify <uid> | reject <uid>] [--apply]');
      process.exitCode = 2;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await deleteApp(app);
  }
}
