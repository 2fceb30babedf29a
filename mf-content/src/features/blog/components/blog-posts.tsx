import { ErrorPanel, Spinner } from '@livefully/web-kit';
import { usePosts } from '../api/get-posts';
import { PostGrid } from './post-grid';

export function BlogPosts() {
  const { data: posts, isPending, isError, isFetching, refetch } = usePosts();

  if (isPending || (isError && isFetching)) return <Spinner label="Loading articles..." />;
  if (isError) {
    return (
      <ErrorPanel
        title="We couldn't load the articles"
        message="Something went wrong on our side. Please try again in a moment."
        onRetry={() => void refetch()}
      />
    );
  }
  if (posts.length === 0) {
    return (
      <div className="empty-state">
        <h2>No articles found</h2>
        <p>Try adjusting your search criteria or browse all categories.</p>
      </div>
    );
  }
  return <PostGrid posts={posts} />;
}
