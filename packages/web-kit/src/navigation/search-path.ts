/** docs/requirements.md#r-search-term: the search address for a term, trimmed; a blank term goes nowhere (null). */
export function searchPath(term: string): string | null {
  const trimmed = term.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : null;
}
