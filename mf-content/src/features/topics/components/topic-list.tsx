import { ErrorPanel } from '@livefully/web-kit';
import { ListEmpty } from '../../../components/list-empty/list-empty';
import { SkeletonCards } from '@livefully/web-kit/cards';
import { useTopics } from '../api/get-topics';
import { TopicCard } from './topic-card';
import './topic-list.css';

const GRID = 'grid grid--md-2 topic-grid';

export function TopicList() {
  const { data: topics, isPending, isError, isFetching, refetch } = useTopics();

  if (isPending || (isError && isFetching)) {
    return <SkeletonCards count={8} label="Loading topics..." className={GRID} variant="tile" />;
  }
  if (isError) {
    return (
      <ErrorPanel
        title="We couldn't load the topics"
        message="Something went wrong on our side. Please try again in a moment."
        onRetry={() => void refetch()}
      />
    );
  }
  if (topics.length === 0) {
    return <ListEmpty title="No topics found" message="New topics are on the way. In the meantime, there is plenty to read on the blog." />;
  }
  return (
    <ul className={GRID}>
      {topics.map((topic) => (
        <li key={topic.id}>
          <TopicCard topic={topic} />
        </li>
      ))}
    </ul>
  );
}
