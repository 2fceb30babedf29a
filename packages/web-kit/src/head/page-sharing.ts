import type { SearchSharing } from '@livefully/contracts';

/** A post's, guide's or topic's search and sharing fields as its page has them (docs/seo.md); each may be missing. */
export type PageSharing = Partial<SearchSharing>;

/** The page's title before the site's name: the meta title when the editor set one. */
export function sharedTitle(title: string, sharing: PageSharing | undefined): string {
  return sharing?.metaTitle || title;
}

/** The page's canonical address: the editor's override, else the page's own. */
export function sharedUrl(url: string, sharing: PageSharing | undefined): string {
  return sharing?.canonicalUrl || url;
}
