// @vitest-environment jsdom
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthClient, AuthUser } from './auth-client';
import { AuthProvider, useAuth } from './auth-context';
import { TOKEN_REFRESH_MS } from './session-rules';

const ada: AuthUser = { uid: 'u1', displayName: 'Ada', email: 'ada@example.com', photoURL: null };

/** A provider double whose state changes the test drives by hand. */
function fakeClient(overrides: Partial<AuthClient> = {}) {
  let listener: (user: AuthUser | null) => void = () => {};
  const client: AuthClient = {
    usesAccountChooser: true,
    onAuthStateChanged: (fn) => {
      listener = fn;
      return () => {};
    },
    getIdToken: vi.fn(async (_user: AuthUser, force?: boolean) => (force ? 'token-refreshed' : 'token-1')),
    signIn: vi.fn(async () => ada),
    signOut: vi.fn(async () => {}),
    ...overrides,
  };
  return { client, emit: (user: AuthUser | null) => act(() => listener(user)) };
}

function setup(client: AuthClient, loadIsAdmin: (token: string) => Promise<boolean> = async () => false) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthProvider client={client} loadIsAdmin={loadIsAdmin}>
      {children}
    </AuthProvider>
  );
  return renderHook(() => useAuth(), { wrapper });
}

describe('session rules', () => {
  it('is loading until the first state is known, then signed out clears token and admin', async () => {
    const { client, emit } = fakeClient();
    const { result } = setup(client);
    expect(result.current).toMatchObject({ loading: true, user: null, idToken: null, isAdmin: false });
    emit(null);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ user: null, idToken: null, isAdmin: false });
  });

  it('signed in: stores the user, fetches and stores the token, then loads admin status with it', async () => {
    const { client, emit } = fakeClient();
    const loadIsAdmin = vi.fn(async () => true);
    const { result } = setup(client, loadIsAdmin);
    emit(ada);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ user: ada, idToken: 'token-1', isAdmin: true });
    expect(loadIsAdmin).toHaveBeenCalledWith('token-1');
  });

  it('keeps the token and says not admin when the admin call is not ok', async () => {
    const { client, emit } = fakeClient();
    const { result } = setup(client, async () => false);
    emit(ada);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ user: ada, idToken: 'token-1', isAdmin: false });
  });

  it('clears the token and admin flag when fetching the token throws', async () => {
    const { client, emit } = fakeClient({ getIdToken: vi.fn(async () => Promise.reject(new Error('network'))) });
    const { result } = setup(client, async () => true);
    emit(ada);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ user: ada, idToken: null, isAdmin: false });
  });

  it('clears the token and admin flag when loading the profile throws', async () => {
    const { client, emit } = fakeClient();
    const { result } = setup(client, async () => Promise.reject(new Error('offline')));
    emit(ada);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ user: ada, idToken: null, isAdmin: false });
  });

  it('signing out after signing in clears token and admin flag', async () => {
    const { client, emit } = fakeClient();
    const { result } = setup(client, async () => true);
    emit(ada);
    await waitFor(() => expect(result.current.isAdmin).toBe(true));
    emit(null);
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(result.current).toMatchObject({ idToken: null, isAdmin: false, loading: false });
  });
});

describe('token refresh', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('force-refreshes the token every 30 minutes while signed in', async () => {
    const { client, emit } = fakeClient();
    const { result } = setup(client);
    emit(ada);
    await waitFor(() => expect(result.current.idToken).toBe('token-1'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS);
    });
    expect(client.getIdToken).toHaveBeenLastCalledWith(ada, true);
    expect(result.current.idToken).toBe('token-refreshed');
    expect(TOKEN_REFRESH_MS).toBe(1_800_000);
  });

  it('only logs a refresh failure', async () => {
    const getIdToken = vi.fn(async (_user: AuthUser, force?: boolean) => (force ? Promise.reject(new Error('expired')) : 'token-1'));
    const { client, emit } = fakeClient({ getIdToken });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = setup(client);
    emit(ada);
    await waitFor(() => expect(result.current.idToken).toBe('token-1'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS);
    });
    expect(logged).toHaveBeenCalled();
    expect(result.current).toMatchObject({ user: ada, idToken: 'token-1' });
    logged.mockRestore();
  });

  it('stops refreshing once signed out', async () => {
    const { client, emit } = fakeClient();
    const { result } = setup(client);
    emit(ada);
    await waitFor(() => expect(result.current.idToken).toBe('token-1'));
    emit(null);
    await waitFor(() => expect(result.current.user).toBeNull());
    vi.mocked(client.getIdToken).mockClear();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS * 2);
    });
    expect(client.getIdToken).not.toHaveBeenCalled();
  });
});

describe('sign-in and sign-out errors', () => {
  it('falls back to the auth layer messages when the provider gives none', async () => {
    const { client } = fakeClient({
      signIn: vi.fn(async () => Promise.reject({})),
      signOut: vi.fn(async () => Promise.reject(new Error(''))),
    });
    const { result } = setup(client);
    await expect(result.current.signIn()).rejects.toThrow('Failed to sign in with Google');
    await expect(result.current.signOut()).rejects.toThrow('Failed to sign out');
  });

  it("keeps the provider's own message", async () => {
    const { client } = fakeClient({ signIn: vi.fn(async () => Promise.reject(new Error('Popup blocked'))) });
    const { result } = setup(client);
    await expect(result.current.signIn()).rejects.toThrow('Popup blocked');
  });
});

describe('useAuth', () => {
  it('is an error outside its provider', () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Probe = () => {
      useAuth();
      return null;
    };
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    silence.mockRestore();
  });
});
