import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  getIdToken,
  indexedDBLocalPersistence,
  initializeAuth,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import type { AuthClient, ChosenAccount } from '@livefully/web-kit';
import type { FirebaseSettings } from '@livefully/contracts/runtime-config';

/**
 * Firebase sign-in. Production opens Google's popup asking for the e-mail and profile scopes.
 * Against the Auth Emulator the popup cannot work offline (it loads a script from Google
 * first), so the site's account chooser signs in with a Google credential instead; what
 * follows sign-in is the same code either way.
 */
export function createFirebaseAuthClient(settings: FirebaseSettings): AuthClient<User> {
  const app = initializeApp({ apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId });
  // getAuth's browser defaults, except the popup resolver: given at start it loads Google's
  // api.js on every page; given to signInWithPopup, only when a reader signs in.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
  if (settings.emulatorUrl) connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });

  return {
    usesAccountChooser: Boolean(settings.emulatorUrl),
    onAuthStateChanged: (listener) => onAuthStateChanged(auth, listener),
    getIdToken: (user, forceRefresh) => getIdToken(user, forceRefresh),
    async signIn(account?: ChosenAccount) {
      // The SDK is loaded on demand: a session it restores (kept from before) is the answer.
      await auth.authStateReady();
      if (auth.currentUser) return auth.currentUser;
      if (!settings.emulatorUrl) {
        const provider = new GoogleAuthProvider();
        provider.addScope('email');
        provider.addScope('profile');
        return (await signInWithPopup(auth, provider, browserPopupRedirectResolver)).user;
      }
      if (!account) throw new Error('Choose an account to sign in with.');
      const claims = { sub: emulatedSubject(account.email), email: account.email, email_verified: true, name: account.name };
      return (await signInWithCredential(auth, GoogleAuthProvider.credential(JSON.stringify(claims)))).user;
    },
    signOut: () => signOut(auth),
  };
}

/** The same test e-mail always signs in as the same emulator account. */
function emulatedSubject(email: string): string {
  return `emulated-${email
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;
}
