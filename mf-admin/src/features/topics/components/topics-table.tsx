import type { AdminTopic } from '@livefully/contracts';
import { Flex } from '@livefully/web-kit/ui';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { RowTitle } from '../../../components/ui/row-title';
import { DateCell } from '../../../components/ui/date-cell';
import { useTopics } from '../api/topic-queries';
import { colorLabel, iconLabel } from '../utils/topic-choices';
import { TopicSwatch } from './topic-swatch';

const columns: Column<AdminTopic>[] = [
  {
    key: 'name',
    header: 'Name',
    sortValue: (topic) => topic.name,
    cell: (topic) => (
      <RowTitle to={`/admin/topics/${topic.id}/edit`} sub={<>/topics/{topic.slug}</>}>
        {topic.name}
      </RowTitle>
    ),
  },
  {
    key: 'color',
    header: 'Colour',
    sortValue: (topic) => topic.color,
    cell: (topic) => (
      <Flex as="span" align="center" gap="2" wrap="nowrap">
        <TopicSwatch color={topic.color} />
        {colorLabel(topic.color)}
      </Flex>
    ),
  },
  {
    key: 'icon',
    header: 'Icon',
    sortValue: (topic) => iconLabel(topic.icon),
    cell: (topic) => (
      <Flex as="span" align="center" gap="2" wrap="nowrap">
        <TopicSwatch color={topic.color} icon={topic.icon} />
        {iconLabel(topic.icon)}
      </Flex>
    ),
  },
  {
    key: 'articleCount',
    header: 'Articles',
    numeric: true,
    firstDirection: 'descending',
    sortValue: (topic) => topic.articleCount,
    cell: (topic) => topic.articleCount,
  },
  {
    key: 'updatedAt',
    header: 'Updated',
    firstDirection: 'descending',
    sortValue: (topic) => Date.parse(topic.updatedAt),
    cell: (topic) => <DateCell value={topic.updatedAt} />,
  },
];

const searchText = (topic: AdminTopic) => [topic.name, topic.slug, topic.description, topic.color, iconLabel(topic.icon)].join(' ');

export function TopicsTable() {
  const topics = useTopics();
  return (
    <DataTable
      title="Topics"
      noun={{ one: 'topic', many: 'topics' }}
      rows={topics.data}
      columns={columns}
      rowKey={(topic) => topic.id}
      searchText={searchText}
      initialSort={{ key: 'name', direction: 'ascending' }}
      newHref="/admin/topics/new"
      state={topics.status}
      onRetry={() => void topics.refetch()}
    />
  );
}
