import { SearchEmpty } from './search-empty';

export function SearchNoResults() {
  return <SearchEmpty title="No results found" text="Try adjusting your search terms or browse our content:" />;
}
