import { useEffect } from 'react';
import { useAuth } from '../lib/auth/auth-context';
import { profileFields } from '../lib/auth/profile-fields';

/**
 * Loads the signed-in user's profile once per user and merges its business
 * fields into the auth context. Sign-in, routing and guards never wait for
 * it; if it cannot be read, screens fall back to the account name (from the
 * Auth display name) and the error is logged, never signing the user out.
 */
export function useProfileSync(): void {
  const { user, mergeProfile } = useAuth();
  const uid = user?.id;
  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    import('../lib/firebase/profile-service')
      .then(({ fetchProfileData }) => fetchProfileData(uid))
      .then(
        (data) => {
          if (!cancelled) mergeProfile(profileFields(data));
        },
        (error: unknown) => {
          console.error('Could not load the profile; showing the account name instead.', error);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [uid, mergeProfile]);
}
