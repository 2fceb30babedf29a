import type { Topic } from '@livefully/contracts';
import { Breadcrumb, PageMeta, TopicIcon, topicGradient } from '@livefully/web-kit';
import { BackLink } from '../../../components/back-link/back-link';
import { formatArticleCount } from '../utils/format-article-count';
import { TopicArticles } from './topic-articles';
import './topic.css';

export function TopicView({ topic }: { topic: Topic }) {
  const { tone, gradient } = topicGradient(topic.color);
  return (
    <div className="container page topic">
      <PageMeta title={topic.name} description={topic.description} />
      <Breadcrumb items={[{ label: 'Topics', to: '/topics' }, { label: topic.name }]} />
      <BackLink to="/topics">Back to all topics</BackLink>
      <header className={`topic-hero topic-hero--${tone}`} style={{ backgroundImage: gradient }}>
        <TopicIcon icon={topic.icon} className="topic-hero__icon" />
        <div className="topic-hero__text">
          <h1 className="topic-hero__name">{topic.name}</h1>
          <p className="topic-hero__count">{formatArticleCount(topic.articleCount)}</p>
        </div>
      </header>
      <p className="topic__description">{topic.description}</p>
      <TopicArticles slug={topic.slug} />
    </div>
  );
}
