import { createQueryClient } from '@livefully/web-kit';
import { createBrowserRouter, RouterProvider } from '@livefully/web-kit/router';
import { hydrate } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { getRuntimeConfig } from '../config/runtime-config';
import { lazyAuthClient } from '../features/auth/lazy-auth-client';
import { AppProviders } from './app';
import { routes } from './routes';

const queryClient = createQueryClient();
// The answers the server rendered the page with: the page's first render reads them, no call repeated.
const serverState = document.getElementById('query-state')?.textContent;
if (serverState) hydrate(queryClient, JSON.parse(serverState));
const router = createBrowserRouter(routes);
const authClient = lazyAuthClient(getRuntimeConfig().then(({ firebase }) => firebase));

/** What makes two head tags the same tag: one title, one meta per name or property, one link per rel (and href). */
function headKey(tag: Element): string {
  const rel = tag.getAttribute('rel');
  const ref =
    tag.getAttribute('name') ?? tag.getAttribute('property') ?? (rel === 'canonical' ? rel : `${rel} ${tag.getAttribute('href')}`);
  return tag.tagName === 'TITLE' ? 'title' : `${tag.tagName} ${ref}`;
}

/**
 * The renderer wrote the page's title and meta tags into <head> (`data-rendered`, for crawlers and
 * link previews). Hydrating, React adopts some of them and adds its own of others; once it has
 * committed, a rendered tag that React added its own of goes, and the rest are React's now. The
 * page is never without a title and never has two.
 */
function HandOverHead() {
  useLayoutEffect(() => {
    const own = new Set([...document.head.children].filter((tag) => !tag.hasAttribute('data-rendered')).map(headKey));
    for (const tag of document.head.querySelectorAll('[data-rendered]')) {
      if (own.has(headKey(tag))) tag.remove();
      else tag.removeAttribute('data-rendered');
    }
  }, []);
  return null;
}

/** The page's one query client, router and auth client, for its whole life. */
export function App() {
  return (
    <AppProviders queryClient={queryClient} authClient={authClient}>
      <RouterProvider router={router} />
      <HandOverHead />
    </AppProviders>
  );
}
