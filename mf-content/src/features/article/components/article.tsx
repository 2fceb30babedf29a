import { ErrorPanel, Spinner } from '@livefully/web-kit';
import { usePost } from '../api/get-post';
import { ArticleNotFound } from './article-not-found';
import { ArticleView } from './article-view';

export function Article({ slug }: { slug: string }) {
  const { data: post, isPending, isError, isFetching, refetch } = usePost(slug);

  if (isPending || (isError && isFetching)) return <Spinner label="Loading article..." />;
  if (isError) {
    return (
      <div className="container page">
        <ErrorPanel
          title="We couldn't load this article"
          message="Something went wrong on our side. Please try again in a moment."
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (!post) return <ArticleNotFound />;
  return <ArticleView post={post} />;
}
