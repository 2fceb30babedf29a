import { searchTermOf, type PostFilters } from './post-filters';

/** docs/requirements.md#r-blog-status: 'Showing N articles', then ' for "term"' with a search term, then ' in {category}'. */
export function statusLine(count: number, filters: PostFilters): string {
  const term = searchTermOf(filters);
  const forTerm = term ? ` for "${term}"` : '';
  const inCategory = filters.category ? ` in ${filters.category}` : '';
  return `Showing ${count} articles${forTerm}${inCategory}`;
}
