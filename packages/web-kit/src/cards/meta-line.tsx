import { FormattedDate, ReadTime } from '@livefully/web-kit';
import { BylineLink, type Byline } from './byline-link';
import './meta-line.css';

export type MetaLineProps = {
  /** An ISO date, shown as 'Last updated: Jan 5, 2025'. */
  date?: string | null | undefined;
  author?: Byline | null | undefined;
  /** Minutes, shown as '5 min read'. */
  readTime?: number | null | undefined;
};

/**
 * An article's one line of facts: date, author, read time, in that order. A list, so a missing
 * item leaves no gap; the separators are drawn by CSS before each item and the one that starts a
 * line is clipped, so none dangles when an item is missing or the line wraps (meta-line.css).
 */
export function MetaLine({ date, author, readTime }: MetaLineProps) {
  if (!date && !author && !readTime) return null;
  return (
    <ul className="meta-line">
      {date ? (
        <li className="meta-line__date">
          Last updated: <FormattedDate value={date} />
        </li>
      ) : null}
      {author ? (
        <li className="meta-line__author">
          <BylineLink author={author} />
        </li>
      ) : null}
      {readTime ? (
        <li className="meta-line__read-time">
          <ReadTime minutes={readTime} />
        </li>
      ) : null}
    </ul>
  );
}
