import { AuthProvider, ToastProvider, type AuthClient, type SiteSettings } from '@livefully/web-kit';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConsentProvider } from '../lib/consent/consent-context';
import { RuntimeSiteSettings } from './runtime-site-settings';
import { SiteTheme } from './theme/site-theme';

/**
 * Everything around the router, given the instances it uses: the browser makes one of each for
 * the page's life (browser-app.tsx), the server renderer one per request.
 */
export function AppProviders({
  queryClient,
  authClient,
  siteSettings,
  children,
}: {
  queryClient: QueryClient;
  authClient: AuthClient;
  /** The settings to render with before /remotes.json is read (the server's, with its public origin). */
  siteSettings?: SiteSettings;
  children: ReactNode;
}) {
  return (
    <SiteTheme>
      <RuntimeSiteSettings {...(siteSettings ? { initial: siteSettings } : {})}>
        <ConsentProvider>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <AuthProvider client={authClient}>{children}</AuthProvider>
            </ToastProvider>
          </QueryClientProvider>
        </ConsentProvider>
      </RuntimeSiteSettings>
    </SiteTheme>
  );
}
