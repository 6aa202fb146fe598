import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContextProvider, type AuthContextValue } from '@/lib/auth/auth-context';
import { createFirestoreAvailabilityStore } from '@/lib/firebase/firestore-availability';
import { useProfileSync } from './use-profile-sync';

const fetchProfileData = vi.fn();
vi.mock('@/lib/firebase/profile-service', () => ({ fetchProfileData }));

function wrapper(mergeProfile: AuthContextValue['mergeProfile']) {
  const value = {
    isAuthenticated: true,
    user: { id: 'u1', name: 'Casey', email: 'c@example.com', role: 'contractor' },
    mergeProfile,
  } as AuthContextValue;
  return ({ children }: { children: ReactNode }) => (
    <AuthContextProvider value={value}>{children}</AuthContextProvider>
  );
}

afterEach(() => {
  fetchProfileData.mockReset();
});

describe('useProfileSync', () => {
  it('merges the profile business fields when Firestore is available', async () => {
    fetchProfileData.mockResolvedValue({ name: 'Casey', businessName: 'Casey Builds' });
    const mergeProfile = vi.fn();
    const store = createFirestoreAvailabilityStore({
      enabled: true,
      url: 'http://127.0.0.1:8080/',
      probe: () => Promise.resolve(true),
    });
    renderHook(() => useProfileSync(store), { wrapper: wrapper(mergeProfile) });
    await waitFor(() =>
      expect(mergeProfile).toHaveBeenCalledWith({ businessName: 'Casey Builds' }),
    );
    expect(fetchProfileData).toHaveBeenCalledWith('u1');
  });

  it('does not read Firestore when the emulator is not running', async () => {
    const mergeProfile = vi.fn();
    const probe = vi.fn(() => Promise.resolve(false));
    const store = createFirestoreAvailabilityStore({
      enabled: true,
      url: 'http://127.0.0.1:8080/',
      probe,
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHook(() => useProfileSync(store), { wrapper: wrapper(mergeProfile) });
    await waitFor(() => expect(store.get()).toBe('unavailable'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(probe).toHaveBeenCalledTimes(1);
    expect(fetchProfileData).not.toHaveBeenCalled();
    expect(mergeProfile).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('logs and falls back to the account name when the profile cannot be read', async () => {
    fetchProfileData.mockRejectedValue(new Error('permission-denied'));
    const mergeProfile = vi.fn();
    const store = createFirestoreAvailabilityStore({
      enabled: false,
      url: 'http://127.0.0.1:8080/',
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderHook(() => useProfileSync(store), { wrapper: wrapper(mergeProfile) });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(mergeProfile).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
