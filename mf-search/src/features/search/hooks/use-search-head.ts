import { pageTitle, useSiteSettings } from '@livefully/web-kit';
import { useEffect } from 'react';
import { resultsHeading } from '../utils/search-texts';

/** The page's title for a term (the heading of docs/requirements.md#r-search-texts), as the search page's `PageMeta` writes it. */
export function searchTitle(term: string, siteName?: string): string {
  return pageTitle(term ? resultsHeading(term) : 'Search', siteName);
}

/**
 * Keeps the head of a public search page in step with the term it shows: the title, and the
 * robots tag that keeps a results page out of search engines. There the page around the island
 * is the server's markup, rendered for the first term only; the browser-rendered application
 * re-renders the page's own `PageMeta` instead.
 */
export function useSearchHead(term: string): void {
  const { siteName } = useSiteSettings();
  useEffect(() => {
    document.title = searchTitle(term, siteName);
    let robots = document.head.querySelector('meta[name="robots"]');
    if (term && !robots) {
      robots = Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex, follow' });
      document.head.append(robots);
    } else if (!term && robots) robots.remove();
  }, [term, siteName]);
}
