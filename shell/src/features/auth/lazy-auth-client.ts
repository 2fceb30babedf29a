import type { AuthClient, AuthUser, ChosenAccount } from '@livefully/web-kit';
import type { FirebaseSettings } from '@livefully/contracts/runtime-config';

/** After the page has loaded and the browser is idle (at most `ms` later): the page's own work first. */
function afterLoadAndIdle(ms = 2_000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: ms }) : setTimeout(resolve, 0);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * An AuthClient that loads the Firebase SDK only after the page is up and idle: the header shows
 * its loading placeholder meanwhile, and the SDK stays out of the first download. A reader who
 * signs in before then waits for it.
 */
export function lazyAuthClient(settings: Promise<FirebaseSettings | undefined>): AuthClient {
  let chooser = false;
  const client = settings.then(async (value) => {
    if (!value) throw new Error('Sign-in is not configured for this site.');
    chooser = Boolean(value.emulatorUrl);
    await afterLoadAndIdle();
    const { createFirebaseAuthClient } = await import('./firebase-auth-client');
    return createFirebaseAuthClient(value) as unknown as AuthClient;
  });

  return {
    get usesAccountChooser() {
      return chooser;
    },
    onAuthStateChanged(listener: (user: AuthUser | null) => void) {
      let unsubscribe: (() => void) | undefined;
      let cancelled = false;
      client.then(
        (loaded) => {
          if (!cancelled) unsubscribe = loaded.onAuthStateChanged(listener);
        },
        (error: unknown) => {
          console.warn('[auth] sign-in is unavailable', error);
          if (!cancelled) listener(null);
        },
      );
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    getIdToken: async (user, forceRefresh) => (await client).getIdToken(user, forceRefresh),
    signIn: async (account?: ChosenAccount) => (await client).signIn(account),
    signOut: async () => (await client).signOut(),
  };
}
