import {
  AuthProvider,
  DEFAULT_SITE_SETTINGS,
  IslandFrameContext,
  isApiError,
  SiteSettingsProvider,
  ToastProvider,
  type IslandFrame,
  setApiOrigin,
  type AuthClient,
  type PrefetchResult,
  type SiteSettings,
} from '@livefully/web-kit';
import { matchRoutes, type RouteObject } from '@livefully/web-kit/router';
import { IslandTheme } from '@livefully/web-kit/ui';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from '@livefully/web-kit/router/server';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders } from '../app/app';
import { SiteLayout } from '../app/layout/site-layout';
import { LEFT_TO_BROWSER_DIGEST } from '../app/report-caught-error';
import { REMOTE_ROUTES, routes } from '../app/routes';
import { parseRuntimeConfig, provideRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { loadRemoteModule, loadRemoteModuleInBudget, setRemoteLoadBudget } from '../federation/remote-component';
import type { RemoteId, ShellModule } from '../federation/remote-modules';
import { RemoteUsageContext } from '../federation/remote-usage';
import { ServiceUnavailablePage } from '../features/unavailable/service-unavailable-page';
import { ConsentProvider } from '../lib/consent/consent-context';

// The site's prefetch and prerender rules, which a public page carries (shell/server/document.mjs).
export { prefetchablePath, SPECULATION_RULES } from '@livefully/contracts/page-targets';

/** The session is the browser's: on the server the auth control renders its loading state. */
const signedOutLater: AuthClient = {
  usesAccountChooser: false,
  onAuthStateChanged: () => () => undefined,
  getIdToken: () => Promise.reject(new Error('no session on the server')),
  signIn: () => Promise.reject(new Error('no session on the server')),
  signOut: () => Promise.resolve(),
};

/** The page a renderer answers when the content cannot be read: the site's chrome around the 503 page. */
const unavailableRoutes: RouteObject[] = [{ element: <SiteLayout />, children: [{ path: '*', element: <ServiceUnavailablePage /> }] }];

export interface RenderOptions {
  /** How long a remote's module may take to load for a page before its part is left to the browser. */
  remoteBudgetMs: number;
}

export interface RenderedPage {
  status: number;
  /** The app's markup; React's hoistable head tags (title, meta, link) come first. */
  html: string;
  /** The queries the page was rendered with, dehydrated. */
  state: unknown;
  /** The remote module of the page (`mf_content/ArticlePage`), when one matched. */
  remoteId?: RemoteId;
  /** Every remote module the page rendered (the page's and those inside it), for the browser to load before it hydrates. */
  remoteModules: string[];
  /**
   * The page's remote was not rendered (missing, failing or over its budget): its slot is in
   * its loading state, for the browser to fill.
   */
  slotLeftToBrowser?: boolean;
  /** A read of the page's data was refused (a 4xx other than 404): the page shows its error state, answered 404 and never kept. */
  readRefused?: boolean;
}

/** Far past the gateway's wait for a page (RENDERER_TIMEOUT_MS): a render still going then is abandoned. */
const RENDER_GUARD_MS = 30_000;

let siteSettings: SiteSettings = DEFAULT_SITE_SETTINGS;
let options: RenderOptions = { remoteBudgetMs: 300 };
let islandData: { settings: SiteSettings; firebase?: RuntimeConfig['firebase'] } = { settings: DEFAULT_SITE_SETTINGS };

/** What a page's islands are given (its `#islands` data): the site settings it was rendered with and sign-in's. */
export function islandPageData(): typeof islandData {
  return islandData;
}

/**
 * `apiHeaders` go with every API read of a render: the renderer's credential, which makes its
 * reads the site's own rather than a visitor's (the gateway counts them against no budget).
 */
export function configure(
  apiOrigin: string,
  publicOrigin: string,
  config: RuntimeConfig,
  renderOptions?: Partial<RenderOptions>,
  apiHeaders: Readonly<Record<string, string>> = {},
): void {
  setApiOrigin(apiOrigin, apiHeaders);
  provideRuntimeConfig(config);
  // The document as the gateway serves it, read as the browser reads it: an older gateway sends no socialLinks.
  const { socialLinks } = parseRuntimeConfig(config);
  siteSettings = { ...DEFAULT_SITE_SETTINGS, siteName: config.siteName, socialLinks, publicOrigin };
  islandData = {
    settings: { ...siteSettings, ...(config.gaMeasurementId ? { gaMeasurementId: config.gaMeasurementId } : {}) },
    ...(config.firebase ? { firebase: config.firebase } : {}),
  };
  options = { ...options, ...renderOptions };
  setRemoteLoadBudget(options.remoteBudgetMs);
}

/** Loads a remote's exposed page module ahead of the first request, so no reader waits for it. */
export async function warmUp(remoteId: RemoteId): Promise<void> {
  await loadRemoteModule(remoteId);
}

export const PAGE_REMOTE_IDS: readonly RemoteId[] = [
  ...new Set(REMOTE_ROUTES.filter((r) => !r.path.startsWith('admin')).map((r) => r.remoteId)),
];

export async function renderPage(url: string): Promise<RenderedPage> {
  const request = new Request(url);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const prefetched = await prefetchPage(new URL(url), queryClient);
  if (prefetched.unavailable) {
    const page = await render(unavailableRoutes, request, queryClient);
    return { ...page, status: 503, ...(prefetched.remoteId ? { remoteId: prefetched.remoteId } : {}) };
  }
  const slotLeftToBrowser = prefetched.remoteId !== undefined && !prefetched.loaded;
  // A page the browser is to finish runs the application, which hydrates the whole tree: its
  // islands are rendered in place. Any other page is served as islands, each rendered as a root.
  const page = await render(routes, request, queryClient, slotLeftToBrowser ? null : islandFrame(queryClient));
  return {
    ...page,
    status: prefetched.notFound || prefetched.readRefused ? 404 : page.status,
    ...(prefetched.remoteId ? { remoteId: prefetched.remoteId } : {}),
    ...(slotLeftToBrowser ? { slotLeftToBrowser } : {}),
    ...(prefetched.readRefused ? { readRefused: true } : {}),
  };
}

/**
 * Renders each island of a page as a React root of its own (web-kit's `IslandFrame`), within the
 * providers the browser's runtime gives every island (shell/src/islands/island-providers.tsx),
 * here with the server's values: the page's query client, the site settings, no session yet.
 */
function islandFrame(queryClient: QueryClient): IslandFrame {
  let islands = 0;
  return {
    nextIdPrefix: () => `i${++islands}-`,
    render: (root: ReactNode, identifierPrefix: string) =>
      renderToString(
        <IslandTheme>
          <QueryClientProvider client={queryClient}>
            <SiteSettingsProvider value={siteSettings}>
              <ConsentProvider>
                <ToastProvider>
                  <AuthProvider client={signedOutLater}>{root}</AuthProvider>
                </ToastProvider>
              </ConsentProvider>
            </SiteSettingsProvider>
          </QueryClientProvider>
        </IslandTheme>,
        { identifierPrefix },
      ),
  };
}

async function render(
  routeTable: RouteObject[],
  request: Request,
  queryClient: QueryClient,
  frame: IslandFrame | null = null,
): Promise<Omit<RenderedPage, 'remoteId'>> {
  const handler = createStaticHandler(routeTable);
  const context = await handler.query(request);
  if (context instanceof Response) return { status: context.status, html: '', state: null, remoteModules: [] };
  const router = createStaticRouter(handler.dataRoutes, context);
  const used = new Set<string>();
  const { prelude } = await prerenderToNodeStream(
    <RemoteUsageContext value={used}>
      <IslandFrameContext value={frame}>
        <AppProviders queryClient={queryClient} authClient={signedOutLater} siteSettings={siteSettings}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </IslandFrameContext>
    </RemoteUsageContext>,
    {
      // Every boundary inline, however large: React would otherwise write a big one after the rest,
      // behind an inline script the CSP does not run (and a reader without JavaScript never sees).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Only a guard against a render that never ends (the gateway has long since answered the
      // static shell by then): a remote's load has its own budget (setRemoteLoadBudget), whose
      // failure leaves just that part to the browser. An aborted prerender would instead leave its
      // unfinished parts pending, which the browser reports as an error (React #419) as it renders
      // them, behind an inline script the CSP refuses.
      signal: AbortSignal.timeout(RENDER_GUARD_MS),
      // A remote that fails is the browser's to render (and retry); the rest of the page is not.
      onError: (error) => {
        console.warn('[renderer] a slot is left to the browser:', error instanceof Error ? error.message : error);
        return LEFT_TO_BROWSER_DIGEST;
      },
    },
  );
  const html = await text(prelude as unknown as AsyncIterable<unknown>);
  return { status: context.statusCode, html, state: dehydrate(queryClient), remoteModules: [...used] };
}

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

const pageRoutes = REMOTE_ROUTES.map((route) => ({ ...route, path: `/${route.path.replace(/^\//, '')}` }));

type Prefetched = { notFound: boolean; remoteId?: RemoteId; loaded?: boolean; unavailable?: boolean; readRefused?: boolean };

/**
 * Runs the matched page's own `prefetch`: `notFound` when it says the content does not exist or
 * no page matched; `loaded` when the page's remote module loaded within its budget. A read that
 * failed, whether it threw or was left in the query cache (`prefetchQuery` keeps its error
 * there), never renders as a page that is fine: an outage or a refusal of the API (429, 5xx, no
 * answer) is `unavailable` (the 503 page, never kept; the gateway serves the last page meanwhile),
 * any other refusal `readRefused` (the page's error state, as a 404 that is never kept).
 */
async function prefetchPage(url: URL, queryClient: QueryClient): Promise<Prefetched> {
  const [match] = matchRoutes(pageRoutes, url.pathname) ?? [];
  if (!match) return { notFound: true };
  const { remoteId } = match.route;
  const notFound = match.route.path === '/*' || match.route.path === '/404';
  let module: ShellModule;
  try {
    module = await loadRemoteModuleInBudget(remoteId);
  } catch (error) {
    console.warn(`[renderer] ${remoteId} is left to the browser:`, error instanceof Error ? error.message : error);
    return { notFound, remoteId, loaded: false };
  }
  let result: PrefetchResult | void = undefined;
  const failures: unknown[] = [];
  try {
    result = await module.prefetch?.({ params: match.params, searchParams: url.searchParams, queryClient });
  } catch (error) {
    failures.push(error);
  }
  for (const query of queryClient.getQueryCache().getAll()) if (query.state.status === 'error') failures.push(query.state.error);
  if (failures.some(isOutage)) {
    console.warn(`[renderer] ${remoteId}: the page's data could not be read`, failures.find(isOutage));
    return { notFound, remoteId, unavailable: true };
  }
  return { notFound: notFound || result?.notFound === true, remoteId, loaded: true, ...(failures.length ? { readRefused: true } : {}) };
}

/** The API could not give an answer (no answer, a 5xx, a timeout, a rate limit), as opposed to refusing the request. */
function isOutage(error: unknown): boolean {
  // A page's reader may name the API's answer as the cause of its own error (the search's 'Search failed').
  const answer = error instanceof Error && isApiError(error.cause) ? error.cause : error;
  if (!isApiError(answer)) return true;
  return answer.status >= 500 || answer.status === 408 || answer.status === 429;
}
