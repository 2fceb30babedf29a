import type { TopicRef } from '@livefully/contracts';
import { Link } from 'react-router';
import { moreTopicsLabel, topicChips } from '../utils/topic-chips';

export function TopicChips({ topics }: { topics: TopicRef[] }) {
  const { shown, more } = topicChips(topics);
  if (shown.length === 0) return null;
  return (
    <ul className="search-result__topics" aria-label="Topics">
      {shown.map((topic) => (
        <li key={topic.id}>
          <Link to={`/topics/${encodeURIComponent(topic.slug)}`} className="search-chip">
            {topic.name}
          </Link>
        </li>
      ))}
      {more > 0 ? <li className="search-result__more">{moreTopicsLabel(more)}</li> : null}
    </ul>
  );
}
