import type { Topic } from '@livefully/contracts';
import { TopicIcon, topicGradient } from '@livefully/web-kit';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

export function TopicCard({ topic }: { topic: Topic }) {
  const { tone, gradient } = topicGradient(topic.color);
  const nameId = `topic-${topic.slug}-name`;
  return (
    <article className={`topic-card topic-card--${tone}`}>
      <div className="topic-card__band" style={{ backgroundImage: gradient }}>
        <TopicIcon icon={topic.icon} className="topic-card__icon" />
      </div>
      <div className="topic-card__body">
        <h2 id={nameId} className="topic-card__name">
          {topic.name}
        </h2>
        <p className="topic-card__description">{topic.description}</p>
        <p className="topic-card__count">{`${topic.articleCount} articles available`}</p>
        <Link to={`/topics/${topic.slug}`} className="topic-card__link" aria-describedby={nameId}>
          Explore Topic
          <ArrowRight aria-hidden="true" focusable="false" />
        </Link>
      </div>
    </article>
  );
}
