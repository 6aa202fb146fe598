/** Profile data module: the signed-in user's own `profiles/{uid}` document. */
import { doc, getDoc } from 'firebase/firestore';
import { PROFILES_COLLECTION } from '@homeledger/domain';
import { firebaseFirestore } from './firestore';

/** The profile document's data, or null when it does not exist. Rejects when it cannot be read. */
export async function fetchProfileData(uid: string): Promise<Record<string, unknown> | null> {
  const snapshot = await getDoc(doc(firebaseFirestore(), PROFILES_COLLECTION, uid));
  return snapshot.exists() ? snapshot.data() : null;
}
