import type { Topic as TopicDto } from '@livefully/contracts';
import type { Topic } from './topic.entity.js';
import { sharingView } from '../common/search-sharing.columns.js';

export function toTopic(topic: Topic, articleCount: number): TopicDto {
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
  };
}
