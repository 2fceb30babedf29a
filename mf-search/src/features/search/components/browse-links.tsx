import { Link } from 'react-router';

/** Where to go instead: the three listings of the site. */
export function BrowseLinks() {
  return (
    <ul className="search-browse cluster" aria-label="Browse content">
      <li>
        <Link to="/blog" className="button button--outline">
          Browse Articles
        </Link>
      </li>
      <li>
        <Link to="/guides" className="button button--outline">
          Browse Guides
        </Link>
      </li>
      <li>
        <Link to="/topics" className="button button--outline">
          Browse Topics
        </Link>
      </li>
    </ul>
  );
}
