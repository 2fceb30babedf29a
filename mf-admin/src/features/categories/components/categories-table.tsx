import type { AdminCategory } from '@livefully/contracts';
import { Code } from '@livefully/web-kit/ui/widgets';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { RowTitle } from '../../../components/ui/row-title';
import { DateCell } from '../../../components/ui/date-cell';
import { useCategories } from '../api/category-queries';

const columns: Column<AdminCategory>[] = [
  {
    key: 'name',
    header: 'Name',
    sortValue: (category) => category.name,
    cell: (category) => <RowTitle to={`/admin/categories/${category.id}/edit`}>{category.name}</RowTitle>,
  },
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
  {
    key: 'postCount',
    header: 'Posts',
    numeric: true,
    firstDirection: 'descending',
    sortValue: (category) => category.postCount,
    cell: (category) => category.postCount,
  },
  {
    key: 'updatedAt',
    header: 'Updated',
    firstDirection: 'descending',
    sortValue: (category) => Date.parse(category.updatedAt),
    cell: (category) => <DateCell value={category.updatedAt} />,
  },
];

const searchText = (category: AdminCategory) => [category.name, category.slug, category.description].join(' ');

export function CategoriesTable() {
  const categories = useCategories();
  return (
    <DataTable
      title="Categories"
      noun={{ one: 'category', many: 'categories' }}
      rows={categories.data}
      columns={columns}
      rowKey={(category) => category.id}
      searchText={searchText}
      initialSort={{ key: 'name', direction: 'ascending' }}
      newHref="/admin/categories/new"
      state={categories.status}
      onRetry={() => void categories.refetch()}
    />
  );
}
