import { ErrorPanel, Spinner } from '@livefully/web-kit';
import { useTopic } from '../api/get-topic';
import { TopicNotFound } from './topic-not-found';
import { TopicView } from './topic-view';

export function Topic({ slug }: { slug: string }) {
  const { data: topic, isPending, isError, isFetching, refetch } = useTopic(slug);

  if (isPending || (isError && isFetching)) return <Spinner label="Loading topic..." />;
  if (isError) {
    return (
      <div className="container page">
        <ErrorPanel
          title="We couldn't load this topic"
          message="Something went wrong on our side. Please try again in a moment."
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (!topic) return <TopicNotFound />;
  return <TopicView topic={topic} />;
}
