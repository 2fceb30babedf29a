import type { AuthClient, AuthUser } from './auth-client';

export interface SessionState<U extends AuthUser = AuthUser> {
  user: U | null;
  loading: boolean;
  idToken: string | null;
  isAdmin: boolean;
}

export const INITIAL_SESSION: SessionState<never> = { user: null, loading: true, idToken: null, isAdmin: false };

export const TOKEN_REFRESH_MS = 30 * 60 * 1000;

/**
 * The session rules (docs/requirements.md#r-session-rules) for one sign-in state change, as a sequence of updates: the user is
 * stored; signed in, the token is fetched and stored, then admin status is loaded (false
 * when the call is not ok); if either throws, the token is cleared and isAdmin is false;
 * signed out clears both. `loading` ends once the change is handled.
 */
export async function applyAuthChange<U extends AuthUser>(
  user: U | null,
  client: Pick<AuthClient<U>, 'getIdToken'>,
  loadIsAdmin: (idToken: string) => Promise<boolean>,
  update: (patch: Partial<SessionState<U>>) => void,
): Promise<void> {
  update({ user });
  if (!user) {
    update({ idToken: null, isAdmin: false, loading: false });
    return;
  }
  try {
    const idToken = await client.getIdToken(user);
    update({ idToken });
    const isAdmin = await loadIsAdmin(idToken);
    update({ isAdmin, loading: false });
  } catch {
    update({ idToken: null, isAdmin: false, loading: false });
  }
}

/** The auth layer's own fallbacks (docs/requirements.md#r-errors), used when the provider's error has no message. */
export function signInError(error: unknown): Error {
  return new Error(messageOf(error) || 'Failed to sign in with Google');
}
export function signOutError(error: unknown): Error {
  return new Error(messageOf(error) || 'Failed to sign out');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : '';
}
