import type { Topic } from '@livefully/contracts';
import { Breadcrumb, breadcrumbListJsonLd, JsonLd, PageMeta, topicGradient, useHeadContext } from '@livefully/web-kit';
import { Box, Heading, Text } from '@livefully/web-kit/ui';
import { BackLink } from '../../../components/back-link/back-link';
import { TopicGradientBox } from '../../../components/topic-gradient/topic-gradient-box';
import { TopicGradientIcon } from '../../../components/topic-gradient/topic-gradient-icon';
import { formatArticleCount } from '../../../lib/format-article-count';
import { TopicArticles } from './topic-articles';
import '../../../components/eyebrow/eyebrow.css';
import './topic.css';

export function TopicView({ topic }: { topic: Topic }) {
  const { tone } = topicGradient(topic.color);
  const head = useHeadContext();
  const breadcrumb = [{ label: 'Topics', to: '/topics' }, { label: topic.name }];
  return (
    <div className="container page topic">
      <PageMeta title={topic.name} description={topic.metaDescription || topic.description} sharing={topic} />
      <JsonLd data={breadcrumbListJsonLd(breadcrumb, head)} />
      <Breadcrumb items={breadcrumb} />
      <BackLink to="/topics">Back to all topics</BackLink>
      <TopicGradientBox
        asChild
        color={topic.color}
        wrap="wrap"
        align="center"
        gap="5"
        p={{ initial: '6', sm: '8' }}
        className={`topic-hero topic-hero--${tone}`}
      >
        <header>
          <TopicGradientIcon icon={topic.icon} className="topic-hero__icon" size="large" />
          <Box position="relative">
            <Heading as="h1" size="8" mb="1">
              {topic.name}
            </Heading>
            <Text as="p" size="2" weight="bold" mb="0" className="eyebrow">
              {formatArticleCount(topic.articleCount)}
            </Text>
          </Box>
        </header>
      </TopicGradientBox>
      <Text as="p" size="5" color="gray" mt="5" mb="8" className="topic__description">
        {topic.description}
      </Text>
      <TopicArticles slug={topic.slug} />
    </div>
  );
}
