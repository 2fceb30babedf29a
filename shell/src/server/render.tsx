import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getPostQueryOptions } from '@livefully/content-queries';
import { DEFAULT_SITE_SETTINGS, setApiOrigin, SiteSettingsProvider } from '@livefully/web-kit';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';

let registered = false;

export async function renderArticle(apiOrigin: string, entry: string, slug: string): Promise<{ html: string; state: unknown }> {
  setApiOrigin(apiOrigin);
  if (!registered) registerRemotes([{ name: 'mf_content', entry }]);
  registered = true;
  const module = await loadRemote<{ default: ComponentType }>('mf_content/ArticlePage');
  if (!module) throw new Error('no module');
  const Page = module.default;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await queryClient.prefetchQuery(getPostQueryOptions(slug));
  const html = renderToString(
    <SiteSettingsProvider value={{ ...DEFAULT_SITE_SETTINGS, publicOrigin: apiOrigin }}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/blog/${slug}`]}>
          <Routes>
            <Route path="/blog/:slug" element={<Page />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SiteSettingsProvider>,
  );
  return { html, state: dehydrate(queryClient) };
}
