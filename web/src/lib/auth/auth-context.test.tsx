import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth, useAuthState } from './auth-context';
import { SESSION_HINT_KEY } from './session-hint';
import { SHARED_COMPUTER_KEY, isSharedComputer } from './shared-computer';
import { forgetOnSignOut } from './sign-out-cleanup';

// Firebase Auth reports "signed out" as soon as it is asked.
const {
  watchSession,
  signInWithPassword,
  signOutCurrentUser,
  sendVerificationEmail,
  registerAccount,
} = vi.hoisted(() => ({
  watchSession: vi.fn((onUser: (user: null) => void) => {
    onUser(null);
    return () => {};
  }),
  signInWithPassword: vi.fn(async (email: string) => ({
    id: 'uid-new',
    name: 'New Owner',
    email,
    role: 'homeowner' as const,
    emailVerified: false,
  })),
  signOutCurrentUser: vi.fn(async () => undefined),
  sendVerificationEmail: vi.fn(async () => undefined),
  registerAccount: vi.fn(async () => ({ uid: 'uid-new' })),
}));
vi.mock('../firebase/auth-service', () => ({
  watchSession,
  signInWithPassword,
  signOutCurrentUser,
  sendVerificationEmail,
}));
vi.mock('../firebase/account-service', () => ({ registerAccount }));

describe('useAuth', () => {
  afterEach(() => localStorage.clear());

  it('throws the spec message outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
    spy.mockRestore();
  });

  it('treats a visitor without a session hint as signed out without loading Firebase Auth', () => {
    function Probe() {
      const auth = useAuth();
      return (
        <p>
          {auth.loading ? 'loading' : 'ready'} {auth.isAuthenticated ? 'in' : 'out'}{' '}
          {auth.tracking ? 'tracking' : 'idle'}
        </p>
      );
    }
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('ready out idle')).toBeInTheDocument();
  });

  it('waits for Firebase Auth when this browser had a session', () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    function Probe() {
      const auth = useAuth();
      return <p>{auth.loading ? 'loading' : 'ready'}</p>;
    }
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});

describe('useAuthState', () => {
  afterEach(() => {
    localStorage.clear();
    document.body.replaceChildren();
    watchSession.mockClear();
  });

  it('on prerendered signed-out markup: keeps the signed-out view and asks Auth after hydration', async () => {
    const seen: string[] = [];
    function Probe() {
      const auth = useAuthState();
      const text = `${auth.loading ? 'loading' : 'ready'} ${auth.isAuthenticated ? 'in' : 'out'}`;
      seen.push(text);
      return <p>{text}</p>;
    }
    const app = (
      <AuthProvider>
        <Probe />
      </AuthProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(container).toHaveTextContent('ready out');

    const root = await act(async () => hydrateRoot(container, app));
    await waitFor(() => expect(watchSession).toHaveBeenCalledOnce());
    expect(container).toHaveTextContent('ready out');
    // Never swapped for "Loading..." while Auth answered.
    expect(seen.every((text) => text === 'ready out')).toBe(true);
    act(() => root.unmount());
  });
});

describe('register', () => {
  // Firebase Auth keeps reporting the account the test signed in.
  beforeEach(() => {
    watchSession.mockImplementation(() => () => undefined);
  });
  afterEach(() => {
    localStorage.clear();
    watchSession.mockReset();
  });

  it('creates the account, signs it in and sends the verification email', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    const payload = {
      name: 'New Owner',
      email: 'new@example.com',
      password: 'a-strong-password',
      role: 'homeowner' as const,
    };
    await act(async () => {
      await result.current.register(payload as Parameters<typeof result.current.register>[0]);
    });
    expect(registerAccount).toHaveBeenCalledWith(payload);
    expect(signInWithPassword).toHaveBeenCalledWith('new@example.com', 'a-strong-password', false);
    expect(sendVerificationEmail).toHaveBeenCalledOnce();
    expect(result.current.user?.emailVerified).toBe(false);
    expect(result.current.verificationSentAt).toEqual(expect.any(Number));
  });

  it('keeps the new account signed in when the verification email fails', async () => {
    sendVerificationEmail.mockRejectedValueOnce(new Error('quota'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    await act(async () => {
      await result.current.register({
        name: 'New Owner',
        email: 'other@example.com',
        password: 'a-strong-password',
        role: 'homeowner',
      } as Parameters<typeof result.current.register>[0]);
    });
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.verificationSentAt).toBeNull();
  });
});

describe('a shared computer, and signing out', () => {
  beforeEach(() => {
    watchSession.mockImplementation(() => () => undefined);
  });
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    watchSession.mockReset();
  });

  it('signs in for this browser session only when the person says the computer is shared', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    await act(async () => {
      await result.current.login('a@example.com', 'pw', { sharedComputer: true });
    });
    expect(signInWithPassword).toHaveBeenLastCalledWith('a@example.com', 'pw', true);
    expect(sessionStorage.getItem(SHARED_COMPUTER_KEY)).toBe('1');
    expect(isSharedComputer()).toBe(true);
  });

  it('forgets everything registered at sign-out, even when one part fails', async () => {
    const order: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stopCache = forgetOnSignOut(async () => {
      order.push('cache');
      throw new Error('another tab holds the cache');
    });
    const stopFiles = forgetOnSignOut(() => void order.push('files'));
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    await act(async () => {
      await result.current.login('a@example.com', 'pw', { sharedComputer: true });
    });
    expect(order).toEqual([]);
    await act(async () => {
      await result.current.logout();
    });
    expect(signOutCurrentUser).toHaveBeenCalled();
    expect(order.sort()).toEqual(['cache', 'files']);
    expect(spy).toHaveBeenCalledWith('Forgetting signed-in data failed', expect.any(Error));
    expect(isSharedComputer()).toBe(false);
    expect(result.current.isAuthenticated).toBe(false);
    stopCache();
    stopFiles();
  });
});
