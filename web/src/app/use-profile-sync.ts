import { useEffect } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { profileFields } from '@/lib/auth/profile-fields';
import { firestoreAvailability } from '@/lib/firebase/firestore-availability';

/**
 * Loads the signed-in user's profile once per user and merges its business
 * fields into the auth context. Sign-in, routing and guards never wait for
 * it; if it cannot be read, screens fall back to the account name (from the
 * Auth display name) and the error is logged, never signing the user out.
 * Against emulators without Firestore (the signed-in area shows a notice) it
 * does not try: that read would only hang until "client is offline".
 */
export function useProfileSync(availability = firestoreAvailability): void {
  const { user, mergeProfile } = useAuth();
  const uid = user?.id;
  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    availability
      .check()
      .then(async (answer) => {
        if (answer === 'unavailable' || cancelled) return;
        const { fetchProfileData } = await import('@/lib/firebase/profile-service');
        const data = await fetchProfileData(uid);
        if (!cancelled) mergeProfile(profileFields(data));
      })
      .catch((error: unknown) => {
        console.error('Could not load the profile; showing the account name instead.', error);
      });
    return () => {
      cancelled = true;
    };
  }, [uid, mergeProfile, availability]);
}
