import type { AuthClient, AuthUser } from '@livefully/web-kit';
import type { FirebaseSettings } from '@livefully/contracts/runtime-config';
import { describe, expect, it, vi } from 'vitest';
import { lazyAuthClient, SIGNED_IN_HINT, type LazyAuthOptions } from './lazy-auth-client';

const settings: FirebaseSettings = { apiKey: 'k', authDomain: 'demo.example', projectId: 'demo-livefully' };
const ada: AuthUser = { uid: 'ada', email: 'ada@example.com', displayName: 'Ada', photoURL: null } as AuthUser;

/** A Storage over a Map: the hint's reads and writes, as the browser's localStorage does them. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

/** The loaded SDK's side: its state listeners, fed by `emit`. */
function loadedClient() {
  const listeners = new Set<(user: AuthUser | null) => void>();
  let current: AuthUser | null = null;
  const client: AuthClient = {
    usesAccountChooser: true,
    onAuthStateChanged(listener) {
      listeners.add(listener);
      listener(current);
      return () => listeners.delete(listener);
    },
    getIdToken: async () => 'token',
    signIn: vi.fn(async () => {
      emit(ada);
      return ada;
    }),
    signOut: vi.fn(async () => emit(null)),
  };
  const emit = (user: AuthUser | null) => {
    current = user;
    for (const listener of listeners) listener(user);
  };
  return { client, emit, listenerCount: () => listeners.size };
}

function setUp(storage: Storage, overrides: Partial<LazyAuthOptions> = {}) {
  const sdk = loadedClient();
  const load = vi.fn(async () => sdk.client);
  let idle!: () => void;
  const whenIdle = () => new Promise<void>((resolve) => (idle = resolve));
  const storageListeners: ((event: StorageEvent) => void)[] = [];
  const events = { addEventListener: (_type: string, listener: (event: StorageEvent) => void) => storageListeners.push(listener) };
  const auth = lazyAuthClient(Promise.resolve(settings), {
    storage,
    load,
    whenIdle,
    events: events as unknown as Pick<Window, 'addEventListener'>,
    ...overrides,
  });
  return {
    auth,
    sdk,
    load,
    idle: () => idle?.(),
    otherTab: (event: Partial<StorageEvent>) => storageListeners.forEach((l) => l(event as StorageEvent)),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyAuthClient', () => {
  it('tells a new visitor at once that nobody is signed in, and never loads the SDK for it', async () => {
    const { auth, load } = setUp(memoryStorage());
    const seen: (AuthUser | null)[] = [];
    auth.onAuthStateChanged((user) => seen.push(user));
    await settle();
    expect(seen).toEqual([null]);
    expect(load).not.toHaveBeenCalled();
  });

  it('says nobody is signed in once the settings are read, so whether the account chooser is used is known by then', async () => {
    const auth = lazyAuthClient(Promise.resolve({ ...settings, emulatorUrl: 'http://127.0.0.1:9099' }), {
      storage: memoryStorage(),
      events: { addEventListener: () => undefined },
    });
    const chooserWhenTold: boolean[] = [];
    auth.onAuthStateChanged(() => chooserWhenTold.push(auth.usesAccountChooser));
    await settle();
    expect(chooserWhenTold).toEqual([true]);
  });

  it('loads the SDK when the reader signs in, follows its state and remembers the session', async () => {
    const storage = memoryStorage();
    const { auth, load } = setUp(storage);
    const seen: (AuthUser | null)[] = [];
    auth.onAuthStateChanged((user) => seen.push(user));
    await expect(auth.signIn()).resolves.toBe(ada);
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toBe(ada);
    expect(storage.getItem(SIGNED_IN_HINT)).toBe('1');
    expect(auth.usesAccountChooser).toBe(false);

    await auth.signOut();
    expect(seen.at(-1)).toBeNull();
    expect(storage.getItem(SIGNED_IN_HINT)).toBeNull();
  });

  it('on a signed-in browser, loads the SDK once the page is idle and subscribes each listener once', async () => {
    const storage = memoryStorage({ [SIGNED_IN_HINT]: '1' });
    const { auth, sdk, load, idle } = setUp(storage);
    const seen: (AuthUser | null)[] = [];
    auth.onAuthStateChanged((user) => seen.push(user));
    await settle();
    expect(seen).toEqual([]); // the header keeps its placeholder: the session is not known yet
    expect(load).not.toHaveBeenCalled();

    sdk.emit(ada);
    idle();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([ada]);
    expect(sdk.listenerCount()).toBe(1);
  });

  it('forgets the hint when the kept session has ended', async () => {
    const storage = memoryStorage({ [SIGNED_IN_HINT]: '1' });
    const { auth, idle } = setUp(storage);
    const seen: (AuthUser | null)[] = [];
    auth.onAuthStateChanged((user) => seen.push(user));
    idle();
    await settle();
    expect(seen).toEqual([null]);
    expect(storage.getItem(SIGNED_IN_HINT)).toBeNull();
  });

  it('loads the SDK when another tab signs in', async () => {
    const { auth, load, otherTab } = setUp(memoryStorage());
    auth.onAuthStateChanged(() => undefined);
    otherTab({ key: 'something-else', newValue: '1' });
    expect(load).not.toHaveBeenCalled();
    otherTab({ key: SIGNED_IN_HINT, newValue: '1' });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load tells the listeners nobody is signed in, and the next sign-in tries again', async () => {
    const storage = memoryStorage();
    const sdk = loadedClient();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(sdk.client);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { auth } = setUp(storage, { load });
    const seen: (AuthUser | null)[] = [];
    auth.onAuthStateChanged((user) => seen.push(user));
    await expect(auth.signIn()).rejects.toThrow('offline');
    expect(seen).toEqual([null, null]);
    await expect(auth.signIn()).resolves.toBe(ada);
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('without sign-in settings, signing in fails with a clear message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const auth = lazyAuthClient(Promise.resolve(undefined), { storage: memoryStorage(), events: { addEventListener: () => undefined } });
    await expect(auth.signIn()).rejects.toThrow('Sign-in is not configured for this site.');
    warn.mockRestore();
  });
});
