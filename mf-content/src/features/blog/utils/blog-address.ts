/** The most pages of articles an address asks for (9 each): `?page=` above it reads as this. */
export const BLOG_PAGES_MAX = 50;

/**
 * How many pages of articles `?page=` asks for: a whole number from 1 to 50. Anything else is
 * no page count (page 1), and a number past the bound is the bound: the server renders at most
 * 50 pages for one address, whatever it says.
 */
export function blogPagesOf(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), BLOG_PAGES_MAX);
}

export type BlogAddress = { category: string; q: string; pages: number };

/** The blog list's address for a state, as the gateway keeps it: category, q, page, the blank ones left out. */
export function blogSearch({ category, q, pages }: BlogAddress): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (q) params.set('q', q);
  if (pages > 1) params.set('page', String(Math.min(pages, BLOG_PAGES_MAX)));
  const search = params.toString();
  return search ? `?${search}` : '';
}
