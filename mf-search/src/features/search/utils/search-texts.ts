/** The status lines of docs/requirements.md#r-search-texts, word for word. */
export const resultsHeading = (term: string) => `Search results for "${term}"`;
export const resultsCount = (total: number) => `${total} result(s) found`;
