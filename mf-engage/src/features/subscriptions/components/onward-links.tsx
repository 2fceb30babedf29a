import { Button } from '@livefully/web-kit/ui';

export type Onward = { to: string; label: string };

export const HOME: Onward = { to: '/', label: 'Go to the home page' };
export const BLOG: Onward = { to: '/blog', label: 'Read the blog' };

/** Where a reader goes from a link's page: the first is the main way on. Plain links: the panel is an island, with no router. */
export function OnwardLinks({ links }: { links: readonly Onward[] }) {
  return links.map(({ to, label }, index) => (
    <Button asChild key={to} size="3" variant={index === 0 ? 'solid' : 'outline'}>
      <a href={to}>{label}</a>
    </Button>
  ));
}
