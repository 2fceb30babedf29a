import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../query/create-query-client';

/** The element id of the queries a page was rendered with (shell/server/document.mjs). */
export const QUERY_STATE_ID = 'query-state';

function pageQueryClient(): QueryClient {
  const client = createQueryClient();
  const state = document.getElementById(QUERY_STATE_ID)?.textContent;
  if (state) hydrate(client, JSON.parse(state));
  return client;
}

/**
 * The query client of an island that reads queries, for its entry file (the browser's side
 * only: on the server the island renders inside the page's client). It starts with the answers
 * the page was rendered with, which the page writes only when an island says it reads them
 * (`<Island readsQueries>`), so the island's first render reads them and repeats no call.
 */
export function IslandQueries({ children }: { children: ReactNode }) {
  const [client] = useState(pageQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
