import { Card, Grid, TextField } from '@livefully/web-kit/ui';
import { Select } from '@livefully/web-kit/ui/widgets';
import { Search } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import type { PostFilters } from '../utils/post-filters';

type BlogFiltersProps = {
  filters: PostFilters;
  categories: string[];
  onSearchChange: (search: string) => void;
  onCategoryChange: (category: string) => void;
};

/** A Select item's value cannot be empty, so "All Categories" (no category) has its own. */
const ALL = 'all-categories';

export function BlogFilters({ filters, categories, onSearchChange, onCategoryChange }: BlogFiltersProps) {
  const searchInput = useRef<HTMLInputElement>(null);
  // Words typed into the server-rendered page before it came alive are the reader's search.
  useLayoutEffect(() => {
    const typed = searchInput.current?.value ?? '';
    if (typed !== filters.search) onSearchChange(typed);
    // Once, as the page comes alive: from then on every keystroke goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Card asChild size="2" mb="4" mx="auto" className="blog-filters">
      <div role="search" aria-label="Filter articles">
        <Grid columns={{ initial: '1', sm: '1fr 15rem' }} gap="3">
          <label htmlFor="blog-search" className="visually-hidden">
            Search articles
          </label>
          <TextField.Root
            ref={searchInput}
            id="blog-search"
            size="3"
            type="search"
            placeholder="Search articles..."
            autoComplete="off"
            value={filters.search}
            onChange={(event) => onSearchChange(event.target.value)}
          >
            <TextField.Slot>
              <Search aria-hidden="true" size={18} />
            </TextField.Slot>
          </TextField.Root>
          <Select.Root size="3" value={filters.category || ALL} onValueChange={(value) => onCategoryChange(value === ALL ? '' : value)}>
            <Select.Trigger id="blog-category" aria-label="Filter by category" />
            <Select.Content position="popper">
              <Select.Item value={ALL}>All Categories</Select.Item>
              {categories.map((category) => (
                <Select.Item key={category} value={category}>
                  {category}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Grid>
      </div>
    </Card>
  );
}
