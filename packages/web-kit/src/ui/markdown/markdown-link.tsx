import { Link } from '@livefully/web-kit/router';
import type { ComponentPropsWithoutRef } from 'react';

type AnchorProps = ComponentPropsWithoutRef<'a'> & { node?: unknown };

function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** Site links navigate inside the app; others leave it. A link whose URL was dropped is plain text. */
export function MarkdownLink({ href, children, node: _node, ...rest }: AnchorProps) {
  if (!href) return <span>{children}</span>;
  if (isInternal(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
