import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PATHS, type TAuthResponse, type TCurrentUser, type TLoginRequest, type TPermission, type TRegisterRequest } from '@action-plus/contract';
import { api, loadAuthResponseSchema, refreshSession, setSession, subscribeToSession, withSessionLock } from './api-client';

export type AuthContextValue = {
  user: TCurrentUser | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /**
   * Whether the account's roles allow this (decision 041): what the menu and the pages show. The
   * server checks it again on every call.
   */
  can: (permission: TPermission) => boolean;
  /** True while the session is being restored from the refresh cookie at start-up. */
  isLoading: boolean;
  login: (credentials: TLoginRequest) => Promise<TCurrentUser>;
  /** Creates the account and signs in at once (the server sets the refresh cookie). */
  register: (data: TRegisterRequest) => Promise<TCurrentUser>;
  logout: () => Promise<void>;
  /** Opens a session from an `{access_token, user}` answer (Google sign-in, password reset...). */
  acceptSession: (session: TAuthResponse) => TCurrentUser;
  /** Replaces the current user after a profile edit. */
  updateCurrentUser: (user: TCurrentUser) => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

type SessionState = { user: TCurrentUser | null; isLoading: boolean };

/**
 * Holds the signed-in user (null when logged out): restored once from the refresh cookie when the
 * provider mounts, then kept in step with the API client's session (lib/api-client.ts), which
 * every login, refresh and logout goes through.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useContext(QueryClientContext);
  const [session, setSessionState] = useState<SessionState>({ user: null, isLoading: true });
  // The query cache arrives with the first page that reads through it (lib/query-client-store.ts).
  const queryClientRef = useRef(queryClient);
  useEffect(() => {
    queryClientRef.current = queryClient;
  }, [queryClient]);

  useEffect(() => {
    let isMounted = true;
    // Until the session first known, every reader of it draws again as a transition: in slices that
    // a tap can come between. At a default priority, the page the server sent, not yet hydrated,
    // was hydrated in one long task to show it (issue 29: a busy phone). Later changes (a login,
    // a logout) show at once.
    let isRestoring = true;
    const show = (state: SessionState) => (isRestoring ? startTransition(() => setSessionState(state)) : setSessionState(state));
    let user: TCurrentUser | null = null;
    const unsubscribe = subscribeToSession((next) => {
      const nextUser = next?.user ?? null;
      // Someone else's data must not outlive a session: drop everything cached for the old user.
      if (user && user.id !== nextUser?.id) queryClientRef.current?.removeQueries();
      user = nextUser;
      show({ user: nextUser, isLoading: false });
    });
    const restore = (restored: TCurrentUser | null) => {
      if (isMounted) show({ user: restored, isLoading: false });
      isRestoring = false;
    };
    refreshSession().then(
      (restored) => restore(restored?.user ?? null),
      () => restore(null),
    );
    return () => {
      isMounted = false;
      unsubscribe();
    };
  }, []);

  const acceptSession = useCallback((session: TAuthResponse) => {
    setSession(session);
    return session.user;
  }, []);

  const login = useCallback(
    async (credentials: TLoginRequest) => acceptSession(await api.post('/api/auth/login', credentials, { schema: loadAuthResponseSchema })),
    [acceptSession],
  );

  const register = useCallback(
    async (data: TRegisterRequest) => acceptSession(await api.post('/api/auth/register', data, { schema: loadAuthResponseSchema })),
    [acceptSession],
  );

  const logout = useCallback(async () => {
    try {
      // After any refresh another tab has in flight: revoking the cookie it is exchanging would
      // leave its successor, and the session, alive.
      await withSessionLock(() => api.post('/api/auth/logout'));
    } finally {
      setSession(null);
    }
  }, []);

  const updateCurrentUser = useCallback((user: TCurrentUser) => setSessionState({ user, isLoading: false }), []);

  const { user, isLoading } = session;
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      isAdmin: user?.role === 'admin',
      can: (permission: TPermission) => user?.permissions.includes(permission) ?? false,
      isLoading,
      login,
      register,
      logout,
      acceptSession,
      updateCurrentUser,
    }),
    [user, isLoading, login, register, logout, acceptSession, updateCurrentUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth doit être utilisé dans <AuthProvider>.');
  return context;
}

/**
 * Logs out from any page and lands on `to` (home by default). The new page is committed at once
 * (`flushSync`) before the session ends: rendered as a transition, the login-required page still
 * on screen would see the ended session and its guard would send the person to /login instead.
 */
export function useLogOutAndLeave() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    async (to: string = PATHS.home, state?: unknown) => {
      await navigate(to, { replace: true, state, flushSync: true });
      await logout();
    },
    [logout, navigate],
  );
}
