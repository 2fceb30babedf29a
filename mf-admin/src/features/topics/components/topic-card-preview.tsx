import { topicGradient, TopicIcon } from '@livefully/web-kit';
import { Card, Flex, Heading, Inset, Text } from '@livefully/web-kit/ui';
import { ArrowRight } from 'lucide-react';
import './topic-card-preview.css';

type TopicCardPreviewProps = { name: string; description: string; color: string; icon: string; articleCount: number };

/**
 * The public topic card (/topics) drawn from the form as it is typed: the same icon and colour
 * maps as mf-content's card, and its layout. The link is inert: a preview goes nowhere.
 */
export function TopicCardPreview({ name, description, color, icon, articleCount }: TopicCardPreviewProps) {
  const { tone, gradient } = topicGradient(color);
  return (
    <Flex asChild direction="column" gap="2" m="0">
      <figure>
        <Card asChild size="3" className="admin-topic-card" data-tone={tone}>
          <article aria-label={`Preview of the ${name.trim() || 'new'} topic card`}>
            <Inset side="top" clip="padding-box" pb="current">
              <div className="admin-topic-card__band" style={{ backgroundImage: gradient }} data-testid="topic-preview-band">
                {icon ? (
                  <TopicIcon icon={icon} className="admin-topic-card__icon" />
                ) : (
                  <span className="admin-topic-card__icon" aria-hidden="true" />
                )}
              </div>
            </Inset>
            <Flex direction="column" gap="2" className="admin-topic-card__body">
              <Heading asChild size="5" className="admin-topic-card__text">
                <p>{name.trim() || 'Topic name'}</p>
              </Heading>
              <Text as="p" color="gray" className="admin-topic-card__text">
                {description.trim() || 'The description appears here.'}
              </Text>
              <Text as="p" size="2" weight="bold" color="gray" mt="2">
                {`${articleCount} articles available`}
              </Text>
              <Text as="p" weight="bold" color="orange" mt="auto" aria-hidden="true">
                <Flex as="span" align="center" gap="2">
                  Explore Topic
                  <ArrowRight aria-hidden="true" focusable="false" size={16} />
                </Flex>
              </Text>
            </Flex>
          </article>
        </Card>
        <Text asChild size="2" color="gray" align="center">
          <figcaption>As visitors see it on the Topics page.</figcaption>
        </Text>
      </figure>
    </Flex>
  );
}
