import type { RouteObject } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteSlot } from '../federation/remote-slot';
import { RouteError } from './route-error';

/** SPEC §2 routes served so far; every page is a remote module, loaded when first visited. */
const REMOTE_ROUTES = [
  { path: 'blog', remoteId: 'mf_content/BlogListPage' },
  { path: 'blog/:slug', remoteId: 'mf_content/ArticlePage' },
  { path: 'search', remoteId: 'mf_search/SearchPage' },
  { path: 'contact', remoteId: 'mf_engage/ContactPage' },
  { path: 'admin/*', remoteId: 'mf_admin/AdminApp', loading: <p className="container page">Loading admin panel...</p> },
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...REMOTE_ROUTES.map(({ path, remoteId, loading }) => ({
            path,
            element: <RemoteSlot key={remoteId} remoteId={remoteId} loading={loading} />,
          })),
          { path: '404', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
