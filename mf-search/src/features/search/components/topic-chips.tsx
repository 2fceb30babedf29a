import { SiteLink } from '@livefully/web-kit';
import type { TopicRef } from '@livefully/contracts';
import { Badge, Flex, Text } from '@livefully/web-kit/ui';
import { moreTopicsLabel, topicChips } from '../utils/topic-chips';

export function TopicChips({ topics }: { topics: TopicRef[] }) {
  const { shown, more } = topicChips(topics);
  if (shown.length === 0) return null;
  return (
    <Flex asChild align="center" gap="2" wrap="wrap">
      <ul className="search-list" aria-label="Topics">
        {shown.map((topic) => (
          <li key={topic.id}>
            <Badge highContrast asChild radius="full" size="2">
              <SiteLink to={`/topics/${encodeURIComponent(topic.slug)}`}>{topic.name}</SiteLink>
            </Badge>
          </li>
        ))}
        {more > 0 ? (
          <Text asChild size="1" color="gray">
            <li>{moreTopicsLabel(more)}</li>
          </Text>
        ) : null}
      </ul>
    </Flex>
  );
}
