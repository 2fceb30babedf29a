import { Search } from 'lucide-react';
import type { PostFilters } from '../utils/post-filters';

type BlogFiltersProps = {
  filters: PostFilters;
  categories: string[];
  onSearchChange: (search: string) => void;
  onCategoryChange: (category: string) => void;
};

export function BlogFilters({ filters, categories, onSearchChange, onCategoryChange }: BlogFiltersProps) {
  return (
    <div role="search" className="blog-filters" aria-label="Filter articles">
      <div className="blog-filters__field blog-filters__field--search">
        <label htmlFor="blog-search" className="visually-hidden">
          Search articles
        </label>
        <Search className="blog-filters__icon" aria-hidden="true" size={18} />
        <input
          id="blog-search"
          className="input blog-filters__input"
          type="search"
          placeholder="Search articles..."
          autoComplete="off"
          value={filters.search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <div className="blog-filters__field">
        <label htmlFor="blog-category" className="visually-hidden">
          Filter by category
        </label>
        <select
          id="blog-category"
          className="input blog-filters__select"
          value={filters.category}
          onChange={(event) => onCategoryChange(event.target.value)}
        >
          <option value="">All Categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
