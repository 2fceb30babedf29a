import type { AdminGuide } from '@livefully/contracts';
import { contentAdminRoutes } from '@livefully/contracts/routes';
import { CategoryBadge } from '@livefully/web-kit';
import { countColumn, type KindTableSpec } from '../../components/kind-table/kind-table';
import { useGuides } from './api/guide-queries';

export const GUIDE_TABLE: KindTableSpec<AdminGuide> = {
  title: 'Guides',
  noun: { one: 'guide', many: 'guides' },
  section: 'guides',
  name: { key: 'title', header: 'Title', value: (guide) => guide.title, path: '/guide/' },
  columns: [
    {
      key: 'category',
      header: 'Category',
      sortValue: (guide) => guide.category,
      cell: (guide) => <CategoryBadge category={guide.category} />,
    },
    countColumn('articleCount', 'Articles', (guide) => guide.articleCount),
  ],
  searchText: (guide) => [guide.title, guide.slug, guide.category, guide.description].join(' '),
  initialSort: { key: 'updatedAt', direction: 'descending' },
  useRows: useGuides,
  create: contentAdminRoutes.createGuide,
};
