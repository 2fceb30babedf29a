import type { RouteObject } from '@livefully/web-kit/router';
import type { ReactElement } from 'react';
import { SiteLayout } from './layout/site-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import type { RemoteId } from '../federation/remote-modules';
import { RemoteSlot, type RemoteSlotProps } from '../federation/remote-slot';
import { RouteError } from './route-error';

type RemoteRoute = { path: string; remoteId: RemoteId; element: ReactElement };

/** A route to a remote module; the slot's props are checked against the props its remote declares. */
function remoteRoute<K extends RemoteId>(path: string, slot: RemoteSlotProps<K>): RemoteRoute {
  return { path, remoteId: slot.remoteId, element: <RemoteSlot key={slot.remoteId} {...slot} /> };
}

/** The home page's newsletter sign-up lives in mf-engage; if it fails, only its own small slot says so. */
const newsletterSlot = <RemoteSlot remoteId="mf_engage/NewsletterSignup" loading={null} compact />;

/** The page of an unknown path must still say "Page Not Found" if mf-content is down. */
const notFound = { remoteId: 'mf_content/NotFoundPage', fallback: <NotFoundPage /> } as const;

/** docs/requirements.md#r-routes: every route is a remote module, loaded when first visited. */
export const REMOTE_ROUTES: RemoteRoute[] = [
  remoteRoute('/', { remoteId: 'mf_content/HomePage', newsletterSlot }),
  remoteRoute('blog', { remoteId: 'mf_content/BlogListPage' }),
  remoteRoute('blog/:slug', { remoteId: 'mf_content/ArticlePage' }),
  remoteRoute('guides', { remoteId: 'mf_content/GuideListPage' }),
  remoteRoute('guide/:slug', { remoteId: 'mf_content/GuidePage' }),
  remoteRoute('topics', { remoteId: 'mf_content/TopicListPage' }),
  remoteRoute('topics/:slug', { remoteId: 'mf_content/TopicPage' }),
  remoteRoute('authors/:slug', { remoteId: 'mf_content/AuthorPage' }),
  remoteRoute('privacy-policy', { remoteId: 'mf_content/PrivacyPolicyPage' }),
  remoteRoute('terms-of-service', { remoteId: 'mf_content/TermsOfServicePage' }),
  remoteRoute('DMCA', { remoteId: 'mf_content/DmcaPage' }),
  remoteRoute('preview/:token', { remoteId: 'mf_content/PreviewPage' }),
  remoteRoute('search', { remoteId: 'mf_search/SearchPage' }),
  remoteRoute('contact', { remoteId: 'mf_engage/ContactPage' }),
  remoteRoute('apps', { remoteId: 'mf_engage/AppsPage' }),
  remoteRoute('newsletter', { remoteId: 'mf_engage/NewsletterPage' }),
  remoteRoute('subscriptions/confirm', { remoteId: 'mf_engage/SubscriptionConfirmPage' }),
  remoteRoute('subscriptions/unsubscribe', { remoteId: 'mf_engage/UnsubscribePage' }),
  remoteRoute('admin/*', { remoteId: 'mf_admin/AdminApp', loading: <p className="container page">Loading admin panel...</p> }),
  remoteRoute('404', notFound),
  remoteRoute('*', notFound),
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: REMOTE_ROUTES.map(({ path, element }) => ({ path, element })),
      },
    ],
  },
];
