import type { AdminTopic } from '@livefully/contracts';
import { contentAdminRoutes } from '@livefully/contracts/routes';
import { Flex } from '@livefully/web-kit/ui';
import { countColumn, type KindTableSpec } from '../../components/kind-table/kind-table';
import { useTopics } from './api/topic-queries';
import { TopicSwatch } from './components/topic-swatch';
import { colorLabel, iconLabel } from './utils/topic-choices';

/** The dashboard's topics, each with its colour and icon drawn as on the site. */
export const TOPIC_TABLE: KindTableSpec<AdminTopic> = {
  title: 'Topics',
  noun: { one: 'topic', many: 'topics' },
  section: 'topics',
  name: { key: 'name', header: 'Name', value: (topic) => topic.name, path: '/topics/' },
  columns: [
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
    countColumn('articleCount', 'Articles', (topic) => topic.articleCount),
  ],
  searchText: (topic) => [topic.name, topic.slug, topic.description, topic.color, iconLabel(topic.icon)].join(' '),
  initialSort: { key: 'name', direction: 'ascending' },
  useRows: useTopics,
  create: contentAdminRoutes.createTopic,
};
