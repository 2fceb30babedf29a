import { Avatar, Box, Card, Flex, Text } from '@livefully/web-kit/ui';
import { BookOpen, Compass, Shapes } from 'lucide-react';
import { CardLink } from '@livefully/web-kit/cards';

const BROWSE_LINKS = [
  { to: '/blog', label: 'Blog', hint: 'Fresh articles and stories', Icon: BookOpen },
  { to: '/guides', label: 'Guides', hint: 'In-depth, step-by-step help', Icon: Compass },
  { to: '/topics', label: 'Topics', hint: 'Browse by what you love', Icon: Shapes },
] as const;

/** The popular sections, as cards whose whole surface is the link. */
export function BrowseLinks() {
  return (
    <nav aria-label="Popular sections" className="not-found__browse">
      <Text as="p" size="2" weight="bold" color="gray" className="eyebrow">
        Or pick up somewhere popular
      </Text>
      <ul className="not-found__links">
        {BROWSE_LINKS.map(({ to, label, hint, Icon }) => (
          <Card asChild size="2" key={to}>
            <li>
              <Flex align="center" gap="3">
                <Avatar aria-hidden="true" size="3" variant="soft" fallback={<Icon focusable="false" size={20} />} />
                <Box>
                  <Text as="div" weight="bold">
                    <CardLink to={to} describedBy={`not-found-hint-${label}`}>
                      {label}
                    </CardLink>
                  </Text>
                  <Text as="div" id={`not-found-hint-${label}`} size="2" color="gray">
                    {hint}
                  </Text>
                </Box>
              </Flex>
            </li>
          </Card>
        ))}
      </ul>
    </nav>
  );
}
