import {
  AuthProvider,
  fetchIsAdmin,
  SiteSettingsProvider,
  ToastProvider,
  type AuthClient,
  type SiteSettings,
  type ToastStore,
} from '@livefully/web-kit';
import type { ReactNode } from 'react';
import { ConsentProvider } from '../lib/consent/consent-context';
import type { ConsentStore } from '../lib/consent/consent-store';

/** The page's one instance of each thing its islands share, made once by the runtime. */
export interface IslandServices {
  settings: SiteSettings;
  toasts: ToastStore;
  consent: ConsentStore;
  auth: AuthClient;
  /** One answer per ID token, however many islands ask whether the reader is an admin. */
  loadIsAdmin: (idToken: string) => Promise<boolean>;
}

export function onceEachToken(load: (idToken: string) => Promise<boolean> = fetchIsAdmin) {
  const answers = new Map<string, Promise<boolean>>();
  return (idToken: string) => {
    let answer = answers.get(idToken);
    if (!answer) {
      if (answers.size >= 4) answers.clear(); // a token is renewed hourly: a few at most
      answer = load(idToken).catch(() => false);
      answers.set(idToken, answer);
    }
    return answer;
  };
}

/**
 * Around every island's root: the page's settings, toasts, consent and sign-in, each the page's
 * one instance (so a toast raised in one island shows in the Toaster's, and one sign-in shows in
 * every island). None renders an element, so the root's markup is the island's own, as the server
 * rendered it. (What renders a Radix portal wraps itself in `IslandTheme`, in its own chunk: the
 * Theme's module brings Radix's tooltip and popper, 7 KB the page would otherwise load for nothing.)
 */
export function IslandProviders({ services, children }: { services: IslandServices; children: ReactNode }) {
  return (
    <SiteSettingsProvider value={services.settings}>
      <ConsentProvider store={services.consent}>
        <ToastProvider store={services.toasts}>
          <AuthProvider client={services.auth} loadIsAdmin={services.loadIsAdmin}>
            {children}
          </AuthProvider>
        </ToastProvider>
      </ConsentProvider>
    </SiteSettingsProvider>
  );
}
