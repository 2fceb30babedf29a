import type { AuthorRef } from '@livefully/contracts';
import { authorPath, SiteLink } from '@livefully/web-kit';
import { Link } from '@livefully/web-kit/ui';
import './byline-link.css';

/** "By Maya Chen", the name a link to the author's page (docs/authors.md). */
export function BylineLink({ author }: { author: AuthorRef }) {
  return (
    <span>
      By{' '}
      <Link asChild color="gray" highContrast underline="always">
        <SiteLink to={authorPath(author.slug)} className="byline-link">
          {author.name}
        </SiteLink>
      </Link>
    </span>
  );
}
