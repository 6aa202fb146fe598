/**
 * Test-only. An AuthContextValue for rendering screens under AuthContextProvider without
 * Firebase: signed out by default, every action a vi.fn that resolves (a test overrides
 * the ones it drives or checks).
 */
import { vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth/auth-context';

export function fakeAuthContext(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
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
