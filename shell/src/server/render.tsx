import { DEFAULT_SITE_SETTINGS, setApiOrigin, type AuthClient, type PagePrefetch, type SiteSettings } from '@livefully/web-kit';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/app';
import { REMOTE_ROUTES, routes } from '../app/routes';
import { loadRemoteModule } from '../federation/remote-component';
import { provideRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';

/** The session is the browser's: on the server the auth control renders its loading state. */
const signedOutLater: AuthClient = {
  usesAccountChooser: false,
  onAuthStateChanged: () => () => undefined,
  getIdToken: () => Promise.reject(new Error('no session on the server')),
  signIn: () => Promise.reject(new Error('no session on the server')),
  signOut: () => Promise.resolve(),
};

let siteSettings: SiteSettings = DEFAULT_SITE_SETTINGS;

export function configure(apiOrigin: string, publicOrigin: string, config: RuntimeConfig): void {
  setApiOrigin(apiOrigin);
  provideRuntimeConfig(config);
  siteSettings = { ...DEFAULT_SITE_SETTINGS, siteName: config.siteName, socialUrl: config.socialUrl, publicOrigin };
}

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

export async function renderPage(url: string): Promise<{ status: number; html: string; state: unknown; remoteId?: string }> {
  const request = new Request(url);
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) return { status: context.status, html: '', state: null };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const { notFound, remoteId } = await prefetchPage(new URL(url), queryClient);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={queryClient} authClient={signedOutLater} siteSettings={siteSettings}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    // Every boundary inline, however large: React would otherwise write a big one after the rest,
    // behind an inline script the CSP does not run (and a reader without JavaScript never sees).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    status: notFound ? 404 : context.statusCode,
    html: await text(prelude as unknown as AsyncIterable<unknown>),
    state: dehydrate(queryClient),
    ...(remoteId ? { remoteId } : {}),
  };
}

const pageRoutes = REMOTE_ROUTES.map((route) => ({ ...route, path: `/${route.path.replace(/^\//, '')}` }));

/**
 * Runs the matched page's own `prefetch`: `notFound` when it says the content does not exist or
 * no page matched, and the page's remote module (whose stylesheets the document links).
 */
async function prefetchPage(url: URL, queryClient: QueryClient): Promise<{ notFound: boolean; remoteId?: string }> {
  const [match] = matchRoutes(pageRoutes, url.pathname) ?? [];
  if (!match) return { notFound: true };
  const { remoteId } = match.route;
  const notFound = match.route.path === '/*' || match.route.path === '/404';
  try {
    const module = await loadRemoteModule<{ default?: unknown; prefetch?: PagePrefetch }>(remoteId);
    const result = await module.prefetch?.({ params: match.params, searchParams: url.searchParams, queryClient });
    return { notFound: notFound || result?.notFound === true, remoteId };
  } catch (error) {
    // The page renders as it would in a browser whose calls failed: its loading or error state.
    console.warn(`[renderer] ${remoteId}: prefetch failed`, error);
    return { notFound, remoteId };
  }
}
