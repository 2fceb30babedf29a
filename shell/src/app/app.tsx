import { AuthProvider, createQueryClient, ToastProvider } from '@livefully/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { getRuntimeConfig } from '../config/runtime-config';
import { lazyAuthClient } from '../features/auth/lazy-auth-client';
import { ConsentProvider } from '../lib/consent/consent-context';
import { routes } from './routes';
import { RuntimeSiteSettings } from './runtime-site-settings';
import { SiteTheme } from './theme/site-theme';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);
const authClient = lazyAuthClient(getRuntimeConfig().then(({ firebase }) => firebase));

export function App() {
  return (
    <SiteTheme>
      <RuntimeSiteSettings>
        <ConsentProvider>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <AuthProvider client={authClient}>
                <RouterProvider router={router} />
              </AuthProvider>
            </ToastProvider>
          </QueryClientProvider>
        </ConsentProvider>
      </RuntimeSiteSettings>
    </SiteTheme>
  );
}
