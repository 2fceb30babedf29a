import type { Topic } from '@livefully/contracts';
import { topicGradient } from '@livefully/web-kit';
import { CARD_LINK_CLASS } from '@livefully/web-kit/cards';
import { Link as RouterLink } from '@livefully/web-kit/router';
import { Box, Card, Flex, Heading, Inset, Link, Text } from '@livefully/web-kit/ui';
import { ArrowRight } from 'lucide-react';
import { TopicGradientBox } from '../../../components/topic-gradient/topic-gradient-box';
import { TopicGradientIcon } from '../../../components/topic-gradient/topic-gradient-icon';

export function TopicCard({ topic }: { topic: Topic }) {
  const { tone } = topicGradient(topic.color);
  const nameId = `topic-${topic.slug}-name`;
  return (
    <Card asChild size="3">
      <article className={`topic-card topic-card--${tone}`}>
        <Flex direction="column" gap="2" height="100%">
          <Inset side="top" clip="padding-box" mb="2">
            <TopicGradientBox color={topic.color} align="end" height="7rem" px="5" py="4" className="topic-card__band">
              <TopicGradientIcon icon={topic.icon} className="topic-card__icon" />
            </TopicGradientBox>
          </Inset>
          <Heading as="h2" size="5" id={nameId} mb="0">
            {topic.name}
          </Heading>
          <Text as="p" color="gray" mb="0">
            {topic.description}
          </Text>
          <Text as="p" size="2" weight="medium" color="gray" mt="2" mb="0">
            {`${topic.articleCount} articles available`}
          </Text>
          <Box mt="auto" pt="3">
            <Text weight="bold">
              <Link asChild underline="hover">
                <RouterLink to={`/topics/${topic.slug}`} className={CARD_LINK_CLASS} aria-describedby={nameId}>
                  <Flex as="span" display="inline-flex" align="center" gap="2">
                    Explore Topic
                    <ArrowRight aria-hidden="true" focusable="false" size={16} />
                  </Flex>
                </RouterLink>
              </Link>
            </Text>
          </Box>
        </Flex>
      </article>
    </Card>
  );
}
