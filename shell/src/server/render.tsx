import { DEFAULT_SITE_SETTINGS, setApiOrigin, type AuthClient, type SiteSettings } from '@livefully/web-kit';
import { getPostQueryOptions } from '@livefully/content-queries';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/app';
import { routes } from '../app/routes';
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

export async function renderPage(url: string): Promise<{ status: number; html: string; state: unknown }> {
  const request = new Request(url);
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) return { status: context.status, html: '', state: null };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const slug = /^\/blog\/([^/]+)$/.exec(new URL(url).pathname)?.[1];
  if (slug) await queryClient.prefetchQuery(getPostQueryOptions(decodeURIComponent(slug)));
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <AppProviders queryClient={queryClient} authClient={signedOutLater} siteSettings={siteSettings}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { status: context.statusCode, html: await text(prelude as unknown as AsyncIterable<unknown>), state: dehydrate(queryClient) };
}
