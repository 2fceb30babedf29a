import { PageMeta } from '@livefully/web-kit';
import { Link } from 'react-router';

export function GuideNotFound() {
  return (
    <div className="container page empty-state">
      <PageMeta title="Guide Not Found" description="The guide you're looking for doesn't exist." />
      <h1>Guide Not Found</h1>
      <p>The guide you're looking for doesn't exist.</p>
      <Link to="/guides" className="button button--primary">
        View All Guides
      </Link>
    </div>
  );
}
