import { SearchX } from 'lucide-react';

export function BlogEmpty({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <div className="empty-state blog-empty">
      <SearchX className="blog-empty__icon" aria-hidden="true" size={40} />
      <h2>No articles found</h2>
      <p>Try adjusting your search criteria or browse all categories.</p>
      <button type="button" className="button button--primary" onClick={onClearFilters}>
        Clear Filters
      </button>
    </div>
  );
}
