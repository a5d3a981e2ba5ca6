import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  PATHS,
  ZAuthResponseSchema,
  type TAuthResponse,
  type TLoginRequest,
  type TRegisterRequest,
  type TUser,
} from '@action-plus/contract';
import { api, refreshSession, setSession, subscribeToSession, withSessionLock } from './api-client';

/** The query holding the signed-in user (null when logged out); every feature may read it. */
export const SESSION_QUERY_KEY = ['session'] as const;

export type AuthContextValue = {
  user: TUser | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** True while the session is being restored from the refresh cookie at start-up. */
  isLoading: boolean;
  login: (credentials: TLoginRequest) => Promise<TUser>;
  /** Creates the account and signs in at once (the server sets the refresh cookie). */
  register: (data: TRegisterRequest) => Promise<TUser>;
  logout: () => Promise<void>;
  /** Opens a session from an `{access_token, user}` answer (Google sign-in, password reset...). */
  acceptSession: (session: TAuthResponse) => TUser;
  /** Replaces the current user after a profile edit. */
  updateCurrentUser: (user: TUser) => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();

  const sessionQuery = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async () => (await refreshSession())?.user ?? null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  useEffect(
    () =>
      subscribeToSession((session) => {
        const previous = queryClient.getQueryData<TUser | null>(SESSION_QUERY_KEY);
        queryClient.setQueryData(SESSION_QUERY_KEY, session?.user ?? null);
        // Someone else's data must not outlive a session: drop everything cached for the old user.
        if (previous && previous.id !== session?.user.id) {
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
        }
      }),
    [queryClient],
  );

  const acceptSession = useCallback((session: TAuthResponse) => {
    setSession(session);
    return session.user;
  }, []);

  const login = useCallback(
    async (credentials: TLoginRequest) => acceptSession(await api.post('/api/auth/login', credentials, { schema: ZAuthResponseSchema })),
    [acceptSession],
  );

  const register = useCallback(
    async (data: TRegisterRequest) => acceptSession(await api.post('/api/auth/register', data, { schema: ZAuthResponseSchema })),
    [acceptSession],
  );

  const logout = useCallback(async () => {
    try {
      // After any refresh another tab has in flight: revoking the cookie it is exchanging would
      // leave its successor, and the session, alive.
      await withSessionLock(() => api.post('/api/auth/logout'));
    } finally {
      setSession(null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    }
  }, [queryClient]);

  const updateCurrentUser = useCallback((user: TUser) => queryClient.setQueryData(SESSION_QUERY_KEY, user), [queryClient]);

  const user = sessionQuery.data ?? null;
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      isAdmin: user?.role === 'admin',
      isLoading: sessionQuery.isPending,
      login,
      register,
      logout,
      acceptSession,
      updateCurrentUser,
    }),
    [user, sessionQuery.isPending, login, register, logout, acceptSession, updateCurrentUser],
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
