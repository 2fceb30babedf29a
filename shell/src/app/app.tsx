import { createQueryClient, ToastProvider } from '@livefully/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ConsentProvider } from '../features/consent/consent-context';
import { routes } from './routes';
import { RuntimeSiteSettings } from './runtime-site-settings';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

export function App() {
  return (
    <RuntimeSiteSettings>
      <ConsentProvider>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </QueryClientProvider>
      </ConsentProvider>
    </RuntimeSiteSettings>
  );
}
