import { SearchEmpty } from './search-empty';

export function SearchIdle() {
  return (
    <SearchEmpty
      as="section"
      headingId="search-idle-heading"
      title="Start your search"
      text="Type a word or two above to search every article, guide and topic, or browse:"
    />
  );
}
