import { SiteLink } from '@livefully/web-kit';
import { Button, Flex } from '@livefully/web-kit/ui';

const LISTINGS = [
  { to: '/blog', label: 'Browse Articles' },
  { to: '/guides', label: 'Browse Guides' },
  { to: '/topics', label: 'Browse Topics' },
];

/** Where to go instead: the three listings of the site. High contrast: the outline's accent text is too faint on the cream page. */
export function BrowseLinks() {
  return (
    <Flex asChild gap="3" wrap="wrap" justify="center" mt="5">
      <ul className="search-list" aria-label="Browse content">
        {LISTINGS.map(({ to, label }) => (
          <li key={to}>
            <Button asChild variant="outline" highContrast>
              <SiteLink to={to}>{label}</SiteLink>
            </Button>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
