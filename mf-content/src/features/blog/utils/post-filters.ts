export type PostFilters = { search: string; category: string };

export const NO_FILTERS: PostFilters = { search: '', category: '' };

/** Surrounding blanks are typing noise, not part of what the visitor is looking for. */
export function searchTermOf({ search }: PostFilters): string {
  return search.trim();
}

export function hasActiveFilters(filters: PostFilters): boolean {
  return searchTermOf(filters) !== '' || filters.category !== '';
}
