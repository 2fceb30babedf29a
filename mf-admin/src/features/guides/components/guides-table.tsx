import type { AdminGuide } from '@livefully/contracts';
import { CategoryBadge } from '@livefully/web-kit';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { RowTitle } from '../../../components/ui/row-title';
import { DateCell } from '../../../components/ui/date-cell';
import { useGuides } from '../api/guide-queries';

const columns: Column<AdminGuide>[] = [
  {
    key: 'title',
    header: 'Title',
    sortValue: (guide) => guide.title,
    cell: (guide) => (
      <RowTitle to={`/admin/guides/${guide.id}/edit`} sub={<>/guide/{guide.slug}</>}>
        {guide.title}
      </RowTitle>
    ),
  },
  {
    key: 'category',
    header: 'Category',
    sortValue: (guide) => guide.category,
    cell: (guide) => <CategoryBadge category={guide.category} />,
  },
  {
    key: 'articleCount',
    header: 'Articles',
    numeric: true,
    firstDirection: 'descending',
    sortValue: (guide) => guide.articleCount,
    cell: (guide) => guide.articleCount,
  },
  {
    key: 'updatedAt',
    header: 'Updated',
    firstDirection: 'descending',
    sortValue: (guide) => Date.parse(guide.updatedAt),
    cell: (guide) => <DateCell value={guide.updatedAt} />,
  },
];

const searchText = (guide: AdminGuide) => [guide.title, guide.slug, guide.category, guide.description].join(' ');

export function GuidesTable() {
  const guides = useGuides();
  return (
    <DataTable
      title="Guides"
      noun={{ one: 'guide', many: 'guides' }}
      rows={guides.data}
      columns={columns}
      rowKey={(guide) => guide.id}
      searchText={searchText}
      initialSort={{ key: 'updatedAt', direction: 'descending' }}
      newHref="/admin/guides/new"
      state={guides.status}
      onRetry={() => void guides.refetch()}
    />
  );
}
