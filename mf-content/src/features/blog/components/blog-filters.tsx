import { Button, Card, Grid, TextField } from '@livefully/web-kit/ui';
import { Search } from 'lucide-react';
import { useLayoutEffect, useRef, type FormEvent } from 'react';
import type { PostFilters } from '../utils/post-filters';
import { CategorySelect } from './category-select';

type BlogFiltersProps = {
  filters: PostFilters;
  categories: string[];
  onSearchChange: (search: string) => void;
  onCategoryChange: (category: string) => void;
};

/**
 * A plain GET form over the list's address (`?category=&q=`): before the page's code runs, and
 * without JavaScript, Enter in the search box or the Apply button (shown only without
 * JavaScript) asks the server for the filtered list, and the category is a native select. Once
 * the page is alive, filtering is live and the form never submits.
 */
export function BlogFilters({ filters, categories, onSearchChange, onCategoryChange }: BlogFiltersProps) {
  const searchInput = useRef<HTMLInputElement>(null);
  const nativeCategory = useRef<HTMLSelectElement>(null);
  // What the reader typed or chose in the server-rendered page before it came alive is theirs.
  useLayoutEffect(() => {
    const typed = searchInput.current?.value ?? '';
    if (typed !== filters.search) onSearchChange(typed);
    const chosen = nativeCategory.current?.value;
    if (chosen !== undefined && chosen !== filters.category) onCategoryChange(chosen);
    // Once, as the page comes alive: from then on every change goes through the handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const keepOnPage = (event: FormEvent) => event.preventDefault();
  return (
    <Card asChild size="2" mb="4" mx="auto" className="blog-filters">
      <form role="search" aria-label="Filter articles" method="get" onSubmit={keepOnPage}>
        <Grid columns={{ initial: '1', sm: '1fr 15rem' }} gap="3">
          <label htmlFor="blog-search" className="visually-hidden">
            Search articles in the blog
          </label>
          <TextField.Root
            ref={searchInput}
            id="blog-search"
            name="q"
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
          <CategorySelect value={filters.category} categories={categories} onChange={onCategoryChange} nativeRef={nativeCategory} />
        </Grid>
        <noscript>
          <Button type="submit" size="3" mt="3">
            Apply filters
          </Button>
        </noscript>
      </form>
    </Card>
  );
}
