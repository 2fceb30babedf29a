import { PageMeta } from '@livefully/web-kit';
import { Link } from 'react-router';
import './not-found-page.css';

const BROWSE_LINKS = [
  { to: '/blog', label: 'Blog' },
  { to: '/guides', label: 'Guides' },
  { to: '/topics', label: 'Topics' },
] as const;

export function NotFoundPage() {
  return (
    <div className="container page not-found">
      <PageMeta title="Page Not Found" description="The page you're looking for doesn't exist." />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p className="not-found__text">The page you're looking for doesn't exist or has moved.</p>
      <div className="cluster not-found__actions">
        <Link to="/" className="button button--primary">
          Go Home
        </Link>
        <Link to="/search" className="button button--outline">
          Search Content
        </Link>
      </div>
      <nav aria-label="Browse" className="not-found__browse">
        <ul className="cluster">
          {BROWSE_LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
