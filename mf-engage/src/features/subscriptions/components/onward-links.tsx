import { Link } from '@livefully/web-kit/router';
import { Button } from '@livefully/web-kit/ui';

/** `document`: a full page load, so the browser scrolls to the address's #fragment as it arrives. */
export type Onward = { to: string; label: string; document?: boolean };

export const HOME: Onward = { to: '/', label: 'Go to the home page' };
export const BLOG: Onward = { to: '/blog', label: 'Read the blog' };

/** Where a reader goes from a link's page: the first is the main way on. */
export function OnwardLinks({ links }: { links: readonly Onward[] }) {
  return links.map(({ to, label, document }, index) => (
    <Button asChild key={to} size="3" variant={index === 0 ? 'solid' : 'outline'}>
      <Link to={to} reloadDocument={document}>
        {label}
      </Link>
    </Button>
  ));
}
