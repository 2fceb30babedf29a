import type { QueryClient } from '@tanstack/react-query';

/** What the server renderer knows of the request when it asks a page for its data. */
export interface PrefetchContext {
  /** The route's parameters (`slug`, …), decoded. */
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  /** The request's query client: what the page's first render reads, dehydrated into the HTML. */
  queryClient: QueryClient;
}

/** `notFound`: the page shows the spec's not-found state, and the renderer answers 404. */
export interface PrefetchResult {
  notFound?: boolean;
}

/**
 * An exposed page module may export `prefetch` beside its default component: it fills the query
 * client with exactly the queries the page's first render reads (the same query options), so
 * the server renders the content and the browser asks for nothing again.
 */
export type PagePrefetch = (context: PrefetchContext) => Promise<PrefetchResult | void>;
