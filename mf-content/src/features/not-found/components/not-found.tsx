import { PageMeta } from '@livefully/web-kit';
import { BookOpen, Compass, Home, Search, Shapes } from 'lucide-react';
import { Link } from 'react-router';
import './not-found.css';

const BROWSE_LINKS = [
  { to: '/blog', label: 'Blog', hint: 'Fresh articles and stories', Icon: BookOpen },
  { to: '/guides', label: 'Guides', hint: 'In-depth, step-by-step help', Icon: Compass },
  { to: '/topics', label: 'Topics', hint: 'Browse by what you love', Icon: Shapes },
] as const;

export function NotFound() {
  return (
    <div className="container page not-found">
      <PageMeta title="Page Not Found" description="The page you're looking for doesn't exist or has moved." />
      <meta name="robots" content="noindex" />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">Page Not Found</h1>
      <p className="not-found__text">The page you're looking for doesn't exist or has moved. Let's get you back to living fully.</p>
      <div className="not-found__actions">
        <Link to="/" className="button button--primary">
          <Home aria-hidden="true" focusable="false" />
          Go Home
        </Link>
        <Link to="/search" className="button button--outline">
          <Search aria-hidden="true" focusable="false" />
          Search Content
        </Link>
      </div>
      <nav aria-label="Popular sections" className="not-found__browse">
        <p className="not-found__browse-title">Or pick up somewhere popular</p>
        <ul className="not-found__links">
          {BROWSE_LINKS.map(({ to, label, hint, Icon }) => (
            <li key={to} className="not-found__card">
              <Icon aria-hidden="true" focusable="false" className="not-found__link-icon" />
              <Link to={to} className="not-found__link" aria-describedby={`not-found-hint-${label}`}>
                {label}
              </Link>
              <span id={`not-found-hint-${label}`} className="not-found__link-hint">
                {hint}
              </span>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
