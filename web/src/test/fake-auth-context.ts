/**
 * Test-only. An AuthContextValue to render under AuthContextProvider: signed out and
 * settled, every action a spy (the async ones resolve; the email is never verified);
 * `overrides` set the rest, e.g. a signed-in user.
 */
import { vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth/auth-context';

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    isAuthenticated: false,
    user: null,
    loading: false,
    login: vi.fn(),
    logout: vi.fn(async () => undefined),
    register: vi.fn(),
    sendPasswordReset: vi.fn(async () => undefined),
    tracking: true,
    requireAuthState: vi.fn(),
    mergeProfile: vi.fn(),
    sendVerificationEmail: vi.fn(async () => undefined),
    verificationSentAt: null,
    checkEmailVerified: vi.fn(async () => false),
    ...overrides,
  };
}
