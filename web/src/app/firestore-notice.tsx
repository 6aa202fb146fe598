import { css } from 'styled-system/css';
import { Alert } from '@/components/ui';
import {
  useFirestoreAvailability,
  type FirestoreAvailabilityStore,
} from '@/lib/firebase/firestore-availability';

export const FIRESTORE_UNAVAILABLE_NOTICE =
  "The Firestore emulator is not running, so your data can't load here. See README → Test tiers.";

/**
 * One plain notice at the top of the signed-in area when the app runs against
 * the emulators and the Firestore emulator does not answer. Nothing otherwise
 * (and nothing while checking).
 */
export function FirestoreNotice({ store }: { store?: FirestoreAvailabilityStore }) {
  const availability = useFirestoreAvailability(store);
  if (availability !== 'unavailable') return null;
  return (
    <div className={css({ maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, pt: '6' })}>
      <Alert variant="warning" role="status">
        {FIRESTORE_UNAVAILABLE_NOTICE}
      </Alert>
    </div>
  );
}
