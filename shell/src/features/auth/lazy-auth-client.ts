import type { AuthClient, AuthUser, ChosenAccount } from '@livefully/web-kit';
import type { FirebaseSettings } from '@livefully/contracts/runtime-config';

/** Set while this browser holds a Firebase session; only whether to load the SDK depends on it. */
export const SIGNED_IN_HINT = 'livefully:signed-in';

/** After the page has loaded and the browser is idle (at most `ms` later): the page's own work first. */
function afterLoadAndIdle(ms = 2_000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: ms }) : setTimeout(resolve, 0);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked: every page acts as a new visitor's
  }
}

export interface LazyAuthOptions {
  storage?: Storage;
  /** What a signed-in reader's page waits for before loading the SDK. */
  whenIdle?: () => Promise<void>;
  load?: (settings: FirebaseSettings) => Promise<AuthClient>;
  /** Where another tab's sign-in is heard (`storage` events). */
  events?: Pick<Window, 'addEventListener'>;
}

const loadFirebase = async (settings: FirebaseSettings): Promise<AuthClient> => {
  const { createFirebaseAuthClient } = await import(/* webpackChunkName: "firebase-auth" */ './firebase-auth-client');
  return createFirebaseAuthClient(settings) as unknown as AuthClient;
};

/**
 * An AuthClient that loads the Firebase SDK (about 32 KB) only for a reader who uses it: at once
 * when they sign in, and after the page is up and idle when this browser is signed in (a hint
 * kept beside Firebase's own session, set and cleared from its state changes). A new visitor's
 * page never downloads it and shows 'Sign in' straight away. A sign-in in another tab loads it
 * here too.
 */
export function lazyAuthClient(settings: Promise<FirebaseSettings | undefined>, options: LazyAuthOptions = {}): AuthClient {
  const { storage = browserStorage(), whenIdle = afterLoadAndIdle, load = loadFirebase, events = globalThis.window } = options;
  let chooser = false;
  const configured = settings.then((value) => {
    if (!value) throw new Error('Sign-in is not configured for this site.');
    chooser = Boolean(value.emulatorUrl);
    return value;
  });
  configured.catch(() => undefined);

  type Listening = { listener: (user: AuthUser | null) => void; unsubscribe?: () => void };
  let client: Promise<AuthClient> | undefined;
  const listeners = new Set<Listening>();

  const remember = (user: AuthUser | null) => {
    try {
      if (user) storage?.setItem(SIGNED_IN_HINT, '1');
      else storage?.removeItem(SIGNED_IN_HINT);
    } catch {
      // Storage full or blocked: the next page loads the SDK only when asked.
    }
  };
  const subscribe = (loaded: AuthClient, entry: Listening) => {
    entry.unsubscribe = loaded.onAuthStateChanged((user) => {
      remember(user);
      entry.listener(user);
    });
  };
  const ensureLoaded = (): Promise<AuthClient> => {
    client ??= configured.then(load).then(
      (loaded) => {
        for (const entry of listeners) subscribe(loaded, entry);
        return loaded;
      },
      (error: unknown) => {
        client = undefined; // a later sign-in tries again
        console.warn('[auth] sign-in is unavailable', error);
        for (const { listener } of listeners) listener(null);
        throw error;
      },
    );
    return client;
  };

  const signedInHere = () => {
    try {
      return storage?.getItem(SIGNED_IN_HINT) === '1';
    } catch {
      return false;
    }
  };
  if (signedInHere()) void whenIdle().then(() => ensureLoaded().catch(() => undefined));
  events?.addEventListener('storage', (event) => {
    if (event.key === SIGNED_IN_HINT && event.newValue === '1') void ensureLoaded().catch(() => undefined);
  });

  return {
    get usesAccountChooser() {
      return chooser;
    },
    onAuthStateChanged(listener: (user: AuthUser | null) => void) {
      const entry: Listening = { listener };
      listeners.add(entry);
      if (client)
        void client.then(
          (loaded) => listeners.has(entry) && !entry.unsubscribe && subscribe(loaded, entry),
          () => undefined,
        );
      // Nobody signed in here: said once the settings are read, so the account chooser's use is known.
      else if (!signedInHere())
        void configured.then(
          () => listeners.has(entry) && !entry.unsubscribe && listener(null),
          () => listeners.has(entry) && listener(null),
        );
      return () => {
        listeners.delete(entry);
        entry.unsubscribe?.();
      };
    },
    getIdToken: async (user, forceRefresh) => (await ensureLoaded()).getIdToken(user, forceRefresh),
    signIn: async (account?: ChosenAccount) => (await ensureLoaded()).signIn(account),
    signOut: async () => (await ensureLoaded()).signOut(),
  };
}
