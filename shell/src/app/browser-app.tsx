import { createQueryClient } from '@livefully/web-kit';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { getRuntimeConfig } from '../config/runtime-config';
import { lazyAuthClient } from '../features/auth/lazy-auth-client';
import { AppProviders } from './app';
import { routes } from './routes';

const queryClient = createQueryClient();
// The answers the server rendered the page with: the page's first render reads them, no call repeated.
const serverState = document.getElementById('query-state')?.textContent;
if (serverState) hydrate(queryClient, JSON.parse(serverState));
const router = createBrowserRouter(routes);
const authClient = lazyAuthClient(getRuntimeConfig().then(({ firebase }) => firebase));

/** The page's one query client, router and auth client, for its whole life. */
export function App() {
  return (
    <AppProviders queryClient={queryClient} authClient={authClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
