import { ErrorPanel } from '@livefully/web-kit';
import { Link } from 'react-router';
import { BylinePostCard } from '../../../components/post-card/byline-post-card';
import { useTopicPosts } from '../api/get-topic-posts';
import { formatArticleCount } from '../utils/format-article-count';

const HEADING_ID = 'topic-articles-heading';

export function TopicArticles({ slug }: { slug: string }) {
  const { data: posts, isPending, isError, isFetching, refetch } = useTopicPosts(slug);

  return (
    <section className="topic-articles" aria-labelledby={HEADING_ID}>
      <div className="topic-articles__header">
        <h2 id={HEADING_ID} className="topic-articles__title">
          Articles
        </h2>
        {posts ? <p className="topic-articles__count">{formatArticleCount(posts.length)}</p> : null}
      </div>
      {isPending || (isError && isFetching) ? (
        <div className="topic-articles__loading" role="status">
          <span className="spinner__circle" aria-hidden="true" />
          <p>Loading articles...</p>
        </div>
      ) : isError ? (
        <ErrorPanel
          title="We couldn't load the articles"
          message="Please try again in a moment."
          onRetry={() => void refetch()}
          headingLevel={3}
        />
      ) : posts.length === 0 ? (
        <div className="empty-state">
          <h3>No articles found</h3>
          <p>We're working on adding more content for this topic. Check back soon!</p>
          <Link to="/blog" className="button button--primary">
            Browse All Articles
          </Link>
        </div>
      ) : (
        <ul className="grid grid--md-2 grid--lg-3">
          {posts.map((post) => (
            <li key={post.id}>
              <BylinePostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
