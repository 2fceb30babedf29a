import { contentAdminOperations as ops, ErrorCode, TopicInputSchema, type AdminTopic } from '@livefully/contracts';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { contentKind } from '../../content-kinds/content-kind.js';
import { upserted } from '../../events/content-notice.js';
import { countVisiblePosts, visiblePostIds } from '../../posts/post-queries.js';
import { Topic } from '../topic.entity.js';
import { sharingColumns } from '../../common/search-sharing.columns.js';
import { toAdminTopic } from './admin-topic.mapper.js';

type TopicInput = z.output<typeof TopicInputSchema>;

/** Posts show their topics' names: the visible ones are announced again when a topic changes. */
const visiblePosts = async (manager: EntityManager, topicId: string) =>
  (await visiblePostIds(manager, { topicId })).map((postId) => upserted('post', postId));

/** Topics: counted by their visible posts, as on the public topic cards. */
export const topicKind = contentKind<Topic, TopicInput, AdminTopic>({
  kind: 'topic',
  entity: Topic,
  alias: 'topic',
  operations: { list: ops.listTopics, get: ops.getTopic, create: ops.createTopic, update: ops.updateTopic, remove: ops.deleteTopic },
  notFound: ErrorCode.TopicNotFound,
  title: (topic) => topic.name,
  unique: [{ constraint: 'uq_topics_slug', field: 'slug' }],
  input: TopicInputSchema,
  columns: (input) => ({
    slug: input.slug,
    name: input.name,
    description: input.description,
    color: input.color,
    icon: input.icon,
    metaDescription: input.metaDescription,
    ...sharingColumns(input),
  }),
  views: async (manager, topics) => {
    const counts = await countVisiblePosts(
      manager,
      'topic',
      topics.map((topic) => topic.id),
    );
    return topics.map((topic) => toAdminTopic(topic, counts.get(topic.id) ?? 0));
  },
  savedNotices: async (manager, id) => [upserted('topic', id), ...(await visiblePosts(manager, id))],
  // The topic's links to posts go with it (ON DELETE CASCADE); its posts stay.
  beforeDelete: (manager, topic) => visiblePosts(manager, topic.id),
});
