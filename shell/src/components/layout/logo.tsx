import { useSiteSettings } from '@livefully/web-kit';
import { Link } from '@livefully/web-kit/router';

export function Logo() {
  const { siteName } = useSiteSettings();
  return (
    <Link to="/" className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <path d="M9 19c3-7 11-9 14-9-1 6-5 12-12 12" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="logo__text">{siteName}</span>
    </Link>
  );
}
