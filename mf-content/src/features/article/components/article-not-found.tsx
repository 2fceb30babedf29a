import { PageMeta } from '@livefully/web-kit';
import { Link } from 'react-router';

export function ArticleNotFound() {
  return (
    <div className="container page empty-state">
      <PageMeta title="Article Not Found" />
      <h1>Article Not Found</h1>
      <p>The article you're looking for doesn't exist.</p>
      <Link to="/blog" className="button button--primary">
        Browse All Articles
      </Link>
    </div>
  );
}
