import { BrowseLinks } from './browse-links';

export function SearchNoResults() {
  return (
    <div className="empty-state search-empty">
      <h2>No results found</h2>
      <p>Try adjusting your search terms or browse our content:</p>
      <BrowseLinks />
    </div>
  );
}
