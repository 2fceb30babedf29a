import type { AdminCategory } from '@livefully/contracts';
import { contentAdminRoutes } from '@livefully/contracts/routes';
import { Code } from '@livefully/web-kit/ui/widgets';
import { countColumn, type KindTableSpec } from '../../components/kind-table/kind-table';
import { useCategories } from './api/category-queries';

/** The dashboard's categories: no page of their own, so the slug is a column rather than an address. */
export const CATEGORY_TABLE: KindTableSpec<AdminCategory> = {
  title: 'Categories',
  noun: { one: 'category', many: 'categories' },
  section: 'categories',
  name: { key: 'name', header: 'Name', value: (category) => category.name },
  columns: [
    {
      key: 'slug',
      header: 'Slug',
      sortValue: (category) => category.slug,
      cell: (category) => (
        <Code variant="soft" color="gray">
          {category.slug}
        </Code>
      ),
    },
    countColumn('postCount', 'Posts', (category) => category.postCount),
  ],
  searchText: (category) => [category.name, category.slug, category.description].join(' '),
  initialSort: { key: 'name', direction: 'ascending' },
  useRows: useCategories,
  create: contentAdminRoutes.createCategory,
};
