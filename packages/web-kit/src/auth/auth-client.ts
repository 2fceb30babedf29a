/** The signed-in account as the site uses it (docs/requirements.md#r-session: displayName, email, photoURL). */
export interface AuthUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

/** A test account for the embedded mode's account chooser; production ignores it and opens Google's popup. */
export interface ChosenAccount {
  name: string;
  email: string;
}

/**
 * What the session needs from an identity provider. The shell supplies the Firebase one;
 * tests supply their own, so the session rules are checked without a browser SDK.
 */
export interface AuthClient<U extends AuthUser = AuthUser> {
  /** Called with the current user at once and on every change; returns an unsubscribe. */
  onAuthStateChanged(listener: (user: U | null) => void): () => void;
  getIdToken(user: U, forceRefresh?: boolean): Promise<string>;
  signIn(account?: ChosenAccount): Promise<U>;
  signOut(): Promise<void>;
  /** True when sign-in goes through the site's own account chooser (Auth Emulator). */
  readonly usesAccountChooser: boolean;
}
