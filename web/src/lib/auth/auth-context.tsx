import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { RegisterPayload } from '@homeledger/domain';
import { browserStorage } from '../browser-storage';
import { useHydrating } from '../use-hydrating';
import type { SessionUser } from './session-user';
import { readSessionHint, writeSessionHint } from './session-hint';
import { rememberSharedComputer } from './shared-computer';
import { forgetSignedInData } from './sign-out-cleanup';

export interface AuthContextValue {
  isAuthenticated: boolean;
  user: SessionUser | null;
  /** True until Firebase Auth has reported the session (only while it is needed). */
  loading: boolean;
  /** `sharedComputer`: keep nothing of the account on this computer (see shared-computer.ts). */
  login: (
    email: string,
    password: string,
    options?: { sharedComputer?: boolean },
  ) => Promise<SessionUser>;
  logout: () => Promise<void>;
  /** Creates the account (registerAccount callable) and signs it in. */
  register: (payload: RegisterPayload) => Promise<SessionUser>;
  sendPasswordReset: (email: string) => Promise<void>;
  /** Whether Firebase Auth is (being) loaded; false for visitors never signed in on public pages. */
  tracking: boolean;
  /** Asks for Firebase Auth to be loaded (guards and auth screens call this). */
  requireAuthState: () => void;
  /** Merges profile fields (business details) into the user once a screen has loaded them. */
  mergeProfile: (fields: Pick<SessionUser, 'businessName' | 'phoneNumber' | 'website'>) => void;
  /** Sends the verification email again (registration sends the first). */
  sendVerificationEmail: () => Promise<void>;
  /** When this session last sent a verification email (ms since epoch), else null. */
  verificationSentAt: number | null;
  /** Asks Firebase Auth whether the email is verified now; resolves with the answer. */
  checkEmailVerified: () => Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const loadAuthService = () => import('../firebase/auth-service');
const loadAccountService = () => import('../firebase/account-service');

type State = { loading: boolean; user: SessionUser | null };

export function AuthProvider({ children }: { children: ReactNode }) {
  // A visitor with no session hint is treated as signed out without loading
  // Firebase Auth; anyone who might be signed in waits for Auth's answer.
  // Prerendered public pages are rendered signed out, so hydration starts
  // signed out too (never reading storage) and the effect below catches up.
  const hydrating = useHydrating();
  const [wanted, setWanted] = useState(() => !hydrating && readSessionHint(browserStorage()));
  const [state, setState] = useState<State>(() => ({ loading: wanted, user: null }));

  const wantedRef = useRef(wanted);
  const requireAuthState = useCallback(() => {
    if (wantedRef.current) return;
    wantedRef.current = true;
    setWanted(true);
    setState((s) => ({ ...s, loading: true }));
  }, []);

  // After hydrating signed-out markup: a browser with a stored session now
  // waits for Auth like a client-rendered page would. A transition, so it
  // never forces a still-dehydrated part of the page to client-render.
  useEffect(() => {
    if (!wantedRef.current && readSessionHint(browserStorage())) {
      startTransition(() => requireAuthState());
    }
  }, [requireAuthState]);

  useEffect(() => {
    if (!wanted) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    loadAuthService().then(
      ({ watchSession }) => {
        if (cancelled) return;
        unsubscribe = watchSession(
          (user) => {
            writeSessionHint(browserStorage(), user !== null);
            // Signed out from another tab (or the session ended): forget here too.
            if (user === null) void forgetSignedInData();
            setState((prev) => ({
              loading: false,
              // Keep profile fields already merged for the same user.
              user: user && prev.user?.id === user.id ? { ...prev.user, ...user } : user,
            }));
          },
          (error) => {
            console.error('Auth state error', error);
            setState({ loading: false, user: null });
          },
        );
      },
      (error: unknown) => {
        console.error('Failed to load Firebase Auth', error);
        if (!cancelled) setState({ loading: false, user: null });
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [wanted]);

  const login = useCallback(
    async (email: string, password: string, options: { sharedComputer?: boolean } = {}) => {
      const sharedComputer = options.sharedComputer === true;
      wantedRef.current = true;
      setWanted(true);
      const { signInWithPassword } = await loadAuthService();
      // Before the sign-in: Firestore, made after it, reads this to pick its cache.
      rememberSharedComputer(sharedComputer);
      const user = await signInWithPassword(email, password, sharedComputer);
      writeSessionHint(browserStorage(), true);
      setState({ loading: false, user });
      return user;
    },
    [],
  );

  const logout = useCallback(async () => {
    // Clear local state first (spec §4), then sign out on the server.
    setState({ loading: false, user: null });
    writeSessionHint(browserStorage(), false);
    const { signOutCurrentUser } = await loadAuthService();
    await signOutCurrentUser();
    rememberSharedComputer(false);
    await forgetSignedInData();
  }, []);

  const [verificationSentAt, setVerificationSentAt] = useState<number | null>(null);
  const sendVerificationEmail = useCallback(async () => {
    const service = await loadAuthService();
    await service.sendVerificationEmail();
    setVerificationSentAt(Date.now());
  }, []);

  const checkEmailVerified = useCallback(async () => {
    const service = await loadAuthService();
    return service.reloadEmailVerification();
  }, []);

  const register = useCallback(
    async (payload: RegisterPayload) => {
      const { registerAccount } = await loadAccountService();
      await registerAccount(payload);
      const user = await login(payload.email, payload.password);
      // The account exists and is signed in either way: a failed send is offered again
      // by the verification banner ("Resend email").
      await sendVerificationEmail().catch((error: unknown) =>
        console.error('Sending the verification email failed', error),
      );
      return user;
    },
    [login, sendVerificationEmail],
  );

  const sendPasswordReset = useCallback(async (email: string) => {
    const service = await loadAuthService();
    await service.sendPasswordReset(email);
  }, []);

  const mergeProfile = useCallback<AuthContextValue['mergeProfile']>((fields) => {
    setState((s) => (s.user ? { ...s, user: { ...s.user, ...fields } } : s));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      isAuthenticated: state.user !== null,
      user: state.user,
      loading: state.loading,
      login,
      logout,
      register,
      sendPasswordReset,
      tracking: wanted,
      requireAuthState,
      mergeProfile,
      sendVerificationEmail,
      verificationSentAt,
      checkEmailVerified,
    }),
    [
      state,
      wanted,
      login,
      logout,
      register,
      sendPasswordReset,
      requireAuthState,
      mergeProfile,
      sendVerificationEmail,
      verificationSentAt,
      checkEmailVerified,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}

/** For tests and stories: provide a fixed auth value. */
export const AuthContextProvider = AuthContext.Provider;

/**
 * For guards and auth screens: makes sure Firebase Auth reports the session
 * and returns a snapshot that stays `loading` until it has.
 */
export function useAuthState(): AuthContextValue {
  const auth = useAuth();
  const hydrating = useHydrating();
  // Mounted while hydrating prerendered signed-out markup (/login, /register):
  // keep showing that page while Auth answers (then redirect if signed in)
  // rather than swapping it for "Loading..." and back. Replacing it before
  // React has hydrated the page's Suspense boundary would also leave the
  // prerendered <title>/<meta> behind in <head>.
  const [keepSignedOutView] = useState(hydrating);
  const { requireAuthState } = auth;
  // A client render asks before paint so no signed-out frame shows. After
  // hydration the signed-out page is already on screen: ask in a transition,
  // so the re-render it causes runs in short slices instead of one long
  // synchronous task right after the hydration commit.
  useLayoutEffect(() => {
    if (keepSignedOutView) startTransition(requireAuthState);
    else requireAuthState();
  }, [keepSignedOutView, requireAuthState]);
  // Server render and hydration: the signed-out state the markup was rendered in.
  if (hydrating) return auth;
  if (auth.tracking && !auth.loading) return auth;
  if (keepSignedOutView && auth.user === null) return { ...auth, loading: false };
  return { ...auth, loading: true };
}
