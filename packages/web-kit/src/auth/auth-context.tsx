import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { sharedContext } from '../islands/shared-context';
import { fetchIsAdmin } from './admin-status';
import type { AuthClient, AuthUser, ChosenAccount } from './auth-client';
import { applyAuthChange, INITIAL_SESSION, signInError, signOutError, TOKEN_REFRESH_MS, type SessionState } from './session-rules';

export interface AuthContextValue extends SessionState {
  usesAccountChooser: boolean;
  signIn(account?: ChosenAccount): Promise<AuthUser>;
  signOut(): Promise<void>;
}

const AuthContext = sharedContext<AuthContextValue | null>('livefully.auth', null);

interface AuthProviderProps {
  client: AuthClient;
  children: ReactNode;
  /** Where admin status comes from; the default asks GET /api/auth/me. */
  loadIsAdmin?: (idToken: string) => Promise<boolean>;
}

export function AuthProvider({ client, children, loadIsAdmin = fetchIsAdmin }: AuthProviderProps) {
  const [session, setSession] = useState<SessionState>(INITIAL_SESSION);
  const latestChange = useRef(0);

  useEffect(() => {
    return client.onAuthStateChanged((user) => {
      const change = ++latestChange.current;
      // A newer change wins: answers for an older one are dropped.
      const update = (patch: Partial<SessionState>) => {
        if (change === latestChange.current) setSession((current) => ({ ...current, ...patch }));
      };
      void applyAuthChange(user, client, loadIsAdmin, update);
    });
  }, [client, loadIsAdmin]);

  const { user } = session;
  useEffect(() => {
    if (!user) return;
    const refresh = async () => {
      try {
        const idToken = await client.getIdToken(user, true);
        setSession((current) => (current.user === user ? { ...current, idToken } : current));
      } catch (error) {
        console.error('ID token refresh failed', error);
      }
    };
    // refresh catches its own failure, so the promise can be left to itself.
    const timer = setInterval(() => void refresh(), TOKEN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [client, user]);

  const signIn = useCallback(
    async (account?: ChosenAccount) => {
      try {
        return await client.signIn(account);
      } catch (error) {
        throw signInError(error);
      }
    },
    [client],
  );
  const signOut = useCallback(async () => {
    try {
      await client.signOut();
    } catch (error) {
      throw signOutError(error);
    }
  }, [client]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...session, usesAccountChooser: client.usesAccountChooser, signIn, signOut }),
    [session, client.usesAccountChooser, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
