// @ts-check
// Senders' copies of transfers (issue #33, docs/hand-over.md "What the sender sees"): the
// sender reads `sentTransfers/{id}`, never `transfers/{id}`. Transfers made before that
// release have no copy, so their senders' "Sent by you" and "Transfer this home" panels would
// not show them: this writes the missing copies, with the fields the functions' copy has
// (domain/src/transfers/sent-transfer.ts; its tier-2 test checks they agree).
//
//   node scripts/migrate/sent-transfers.mjs            dry run: counts what would change
//   node scripts/migrate/sent-transfers.mjs --apply    writes it
//
// Run it with the release. Against the emulators when FIRESTORE_EMULATOR_HOST is set;
// otherwise against the project named by GCLOUD_PROJECT with application default
// credentials. Idempotent: a transfer that has a copy is left alone (every change since the
// release rewrites it whole), so a second run writes nothing.
import { runMigrationCommand } from '../lib/migration-command.mjs';

const PAGE = 300;

/**
 * The sender's copy of a stored transfer: what they typed or did, never the recipient's uid,
 * name, household or claim. The same fields as domain's sentTransferOf (the tier-2 test
 * compares the two).
 * @param {Record<string, any>} data
 */
export function sentCopyOf(data) {
  const invitation = data['invitation'];
  const property = data['property'] ?? {};
  return {
    propertyId: String(data['propertyId'] ?? ''),
    property: {
      address: String(property['address'] ?? ''),
      city: String(property['city'] ?? ''),
      state: String(property['state'] ?? ''),
      zipCode: String(property['zipCode'] ?? ''),
    },
    fromUid: String(data['fromUid'] ?? ''),
    fromName: String(data['fromName'] ?? ''),
    toEmail: String(data['toEmail'] ?? ''),
    state: String(data['state'] ?? 'pending'),
    createdAt: data['createdAt'] ?? null,
    answeredAt: data['answeredAt'] ?? null,
    invitation:
      invitation && typeof invitation === 'object'
        ? {
            status: invitation['status'] ?? null,
            mails: invitation['mails'] ?? 1,
            requestedAt: invitation['requestedAt'] ?? null,
            sentAt: invitation['sentAt'] ?? null,
          }
        : null,
    keepReceipts: Array.isArray(data['keepReceipts']) ? data['keepReceipts'].map(String) : [],
  };
}

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ apply?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<{ transfersSeen: number, copiesWritten: number }>}
 */
export async function migrateSentTransfers(db, { apply = false, log = () => undefined } = {}) {
  const report = { transfersSeen: 0, copiesWritten: 0 };
  /** @type {import('firebase-admin/firestore').QueryDocumentSnapshot | undefined} */
  let last;
  for (;;) {
    let page = db.collection('transfers').orderBy('__name__').limit(PAGE);
    if (last) page = page.startAfter(last);
    const snaps = await page.get();
    if (snaps.empty) break;
    const copies = await db.getAll(...snaps.docs.map((s) => db.doc(`sentTransfers/${s.id}`)));
    const batch = db.batch();
    let missing = 0;
    snaps.docs.forEach((snap, i) => {
      report.transfersSeen += 1;
      if (copies[i]?.exists) return;
      missing += 1;
      // `create`: a copy a transfer callable writes meanwhile is the newer one.
      batch.create(db.doc(`sentTransfers/${snap.id}`), sentCopyOf(snap.data()));
    });
    report.copiesWritten += missing;
    if (apply && missing > 0) await batch.commit();
    last = snaps.docs[snaps.docs.length - 1];
  }
  log(
    `${apply ? 'Applied' : 'Dry run (pass --apply to write)'}: ` +
      `${report.copiesWritten} of ${report.transfersSeen} transfers without a sender's copy.`,
  );
  return report;
}

await runMigrationCommand(import.meta.url, 'migrate-sent-transfers', migrateSentTransfers);
