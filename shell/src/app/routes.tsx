import type { RouteObject } from '@livefully/web-kit/router';
import type { ReactNode } from 'react';
import { SiteLayout } from './layout/site-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteSlot } from '../federation/remote-slot';
import { RouteError } from './route-error';

type RemoteRoute = {
  path: string;
  remoteId: string;
  loading?: ReactNode;
  fallback?: ReactNode;
  props?: Record<string, unknown>;
};

/** The home page's newsletter sign-up lives in mf-engage; if it fails, only its own small slot says so. */
const newsletterSlot = <RemoteSlot remoteId="mf_engage/NewsletterSignup" loading={null} compact />;

/** The page of an unknown path must still say "Page Not Found" if mf-content is down. */
const notFound = { remoteId: 'mf_content/NotFoundPage', fallback: <NotFoundPage /> };

/** docs/requirements.md#r-routes: every route is a remote module, loaded when first visited. */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/', remoteId: 'mf_content/HomePage', props: { newsletterSlot } },
  { path: 'blog', remoteId: 'mf_content/BlogListPage' },
  { path: 'blog/:slug', remoteId: 'mf_content/ArticlePage' },
  { path: 'guides', remoteId: 'mf_content/GuideListPage' },
  { path: 'guide/:slug', remoteId: 'mf_content/GuidePage' },
  { path: 'topics', remoteId: 'mf_content/TopicListPage' },
  { path: 'topics/:slug', remoteId: 'mf_content/TopicPage' },
  { path: 'authors/:slug', remoteId: 'mf_content/AuthorPage' },
  { path: 'privacy-policy', remoteId: 'mf_content/PrivacyPolicyPage' },
  { path: 'terms-of-service', remoteId: 'mf_content/TermsOfServicePage' },
  { path: 'DMCA', remoteId: 'mf_content/DmcaPage' },
  { path: 'preview/:token', remoteId: 'mf_content/PreviewPage' },
  { path: 'search', remoteId: 'mf_search/SearchPage' },
  { path: 'contact', remoteId: 'mf_engage/ContactPage' },
  { path: 'apps', remoteId: 'mf_engage/AppsPage' },
  { path: 'subscriptions/confirm', remoteId: 'mf_engage/SubscriptionConfirmPage' },
  { path: 'subscriptions/unsubscribe', remoteId: 'mf_engage/UnsubscribePage' },
  { path: 'admin/*', remoteId: 'mf_admin/AdminApp', loading: <p className="container page">Loading admin panel...</p> },
  { path: '404', ...notFound },
  { path: '*', ...notFound },
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: REMOTE_ROUTES.map(({ path, remoteId, loading, fallback, props }) => ({
          path,
          element: <RemoteSlot key={remoteId} remoteId={remoteId} loading={loading} fallback={fallback} {...props} />,
        })),
      },
    ],
  },
];
