import { authorPath, SiteLink } from '@livefully/web-kit';
import { Link } from '@livefully/web-kit/ui';
import './byline-link.css';

/** Who wrote it: a name, and the slug of their author page when they have one. */
export type Byline = { name: string; slug?: string | null | undefined };

/** "By Maya Chen", the name a link to the author's page (docs/authors.md); plain text without one. */
export function BylineLink({ author }: { author: Byline }) {
  return (
    <span>
      By{' '}
      {author.slug ? (
        <Link asChild color="gray" highContrast underline="always">
          <SiteLink to={authorPath(author.slug)} className="byline-link">
            {author.name}
          </SiteLink>
        </Link>
      ) : (
        author.name
      )}
    </span>
  );
}
