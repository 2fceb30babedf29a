import { PageMeta } from '@livefully/web-kit';
import { Link } from '@livefully/web-kit/router';
import { Button, Flex, Heading, Link as ThemeLink, Text } from '@livefully/web-kit/ui';

const BROWSE_LINKS = [
  { to: '/blog', label: 'Blog' },
  { to: '/guides', label: 'Guides' },
  { to: '/topics', label: 'Topics' },
] as const;

export function NotFoundPage() {
  return (
    <Flex className="container page" direction="column" align="center" gap="4">
      <PageMeta title="Page Not Found" description="The page you're looking for doesn't exist." />
      <Heading asChild size="9" color="orange" m="0">
        <p aria-hidden="true">404</p>
      </Heading>
      <Heading as="h1" size="8" m="0">
        Page Not Found
      </Heading>
      <Text as="p" size="3" color="gray" align="center" m="0">
        The page you're looking for doesn't exist or has moved.
      </Text>
      <Flex wrap="wrap" justify="center" gap="3">
        <Button asChild size="3">
          <Link to="/">Go Home</Link>
        </Button>
        <Button asChild size="3" variant="outline">
          <Link to="/search">Search Content</Link>
        </Button>
      </Flex>
      <nav aria-label="Browse">
        <Flex asChild wrap="wrap" justify="center" gap="4" p="0" m="0">
          <ul>
            {BROWSE_LINKS.map(({ to, label }) => (
              <Flex asChild key={to}>
                <li>
                  <ThemeLink asChild>
                    <Link to={to}>{label}</Link>
                  </ThemeLink>
                </li>
              </Flex>
            ))}
          </ul>
        </Flex>
      </nav>
    </Flex>
  );
}
