import type { Topic } from '@livefully/contracts';
import { Card, Heading, Inset, Text } from '@livefully/web-kit/ui';
import { CardLink } from '@livefully/web-kit/cards';
import { TopicGradientBox } from '../../../components/topic-gradient/topic-gradient-box';
import { TopicGradientIcon } from '../../../components/topic-gradient/topic-gradient-icon';

/** A tile filled with the topic's gradient; on phones only its icon, name and count. */
export function TopicCard({ topic }: { topic: Topic }) {
  return (
    <Card asChild size="3">
      <article className="home-topic">
        <Inset side="all" clip="padding-box" className="home-topic__fill">
          <TopicGradientBox color={topic.color} direction="column" gap="2" height="100%" p={{ initial: '4', sm: '5' }}>
            <TopicGradientIcon icon={topic.icon} className="home-topic__icon" />
            <Heading as="h3" size={{ initial: '4', sm: '5' }} mb="0">
              <CardLink to={`/topics/${topic.slug}`} onGradient>
                {topic.name}
              </CardLink>
            </Heading>
            <Text as="p" size="2" mb="0" className="home-topic__description clamp-2">
              {topic.description}
            </Text>
            <Text as="p" size="2" weight="bold" mb="0" mt="auto">
              {`${topic.articleCount} articles`}
            </Text>
          </TopicGradientBox>
        </Inset>
      </article>
    </Card>
  );
}
