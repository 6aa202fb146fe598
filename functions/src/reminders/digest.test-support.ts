/** Test-only: the digest job's ports on the Firestore emulator (tier 2); not bundled. */
import type { BulkWriter, Firestore } from 'firebase-admin/firestore';
import { firestoreStore } from '../kit/firestore-store';
import type { MailMessage } from '../kit/mail/mail';
import type { DigestPorts } from './run-digests';

/** Real Firestore, caught mail, every uid's email verified as `{uid}@example.com`. */
export function emulatorDigestPorts(db: Firestore): { ports: DigestPorts; sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  const ports: DigestPorts = {
    store: firestoreStore(db),
    mail: { send: async (m) => void sent.push(m) },
    verifiedEmails: async (uids) => new Map(uids.map((uid) => [uid, `${uid}@example.com`])),
    appUrl: 'https://homeledger.app',
    unsubscribeSecret: 'tier2',
    log: { info: () => undefined, error: () => undefined },
  };
  return { ports, sent };
}

/** Queues the deletion of the digests sent for days from `since` (a test's far-future days). */
export async function deleteDigestsSince(db: Firestore, writes: BulkWriter, since: string) {
  const digests = await db.collection('reminderDigests').where('date', '>=', since).get();
  for (const doc of digests.docs) void writes.delete(doc.ref);
}
