import type { Topic } from '@livefully/contracts';
import { TopicIcon, topicGradient } from '@livefully/web-kit';
import { Link } from 'react-router';

export function TopicCard({ topic }: { topic: Topic }) {
  const { tone, gradient } = topicGradient(topic.color);
  return (
    <article className={`home-topic home-topic--${tone}`} style={{ backgroundImage: gradient }}>
      <TopicIcon icon={topic.icon} className="home-topic__icon" />
      <h3 className="home-topic__name">
        <Link to={`/topics/${topic.slug}`} className="home-topic__link">
          {topic.name}
        </Link>
      </h3>
      <p className="home-topic__description clamp-2">{topic.description}</p>
      <p className="home-topic__count">{`${topic.articleCount} articles`}</p>
    </article>
  );
}
