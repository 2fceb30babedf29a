import type { AdminTopic } from '@livefully/contracts';
import type { Topic } from '../topic.entity.js';
import { sharingView } from '../../common/search-sharing.columns.js';

export function toAdminTopic(topic: Topic, articleCount: number): AdminTopic {
  return {
    id: topic.id,
    slug: topic.slug,
    name: topic.name,
    description: topic.description,
    color: topic.color,
    icon: topic.icon,
    metaDescription: topic.metaDescription,
    ...sharingView(topic),
    articleCount,
    createdAt: topic.createdAt.toISOString(),
    updatedAt: topic.updatedAt.toISOString(),
    version: topic.version,
  };
}
