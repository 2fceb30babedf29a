import { PageMeta } from '@livefully/web-kit';
import { Link } from 'react-router';

export function TopicNotFound() {
  return (
    <div className="container page empty-state">
      <PageMeta title="Topic Not Found" description="The topic you're looking for doesn't exist." />
      <h1>Topic Not Found</h1>
      <p>The topic you're looking for doesn't exist.</p>
      <Link to="/topics" className="button button--primary">
        View All Topics
      </Link>
    </div>
  );
}
