import { BrowseLinks } from './browse-links';

export function SearchIdle() {
  return (
    <section className="empty-state search-empty" aria-labelledby="search-idle-heading">
      <h2 id="search-idle-heading">Start your search</h2>
      <p>Type a word or two above to search every article, guide and topic, or browse:</p>
      <BrowseLinks />
    </section>
  );
}
