import { createQueryClient } from '@livefully/web-kit';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { getRuntimeConfig } from '../config/runtime-config';
import { lazyAuthClient } from '../features/auth/lazy-auth-client';
import { AppProviders } from './app';
import { routes } from './routes';

const queryClient = createQueryClient();
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
