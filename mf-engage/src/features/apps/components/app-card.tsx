import type { App } from '@livefully/contracts';
import { Island } from '@livefully/web-kit';
import { Avatar, Badge, Box, Card, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { Heart, Trophy, Utensils, type LucideIcon } from 'lucide-react';
import { NotifyMe } from './notify-me';

const APP_ICONS: Record<App['id'], LucideIcon> = {
  'dining-alphabet': Utensils,
  'what-i-like': Heart,
  'stadium-tracker': Trophy,
};

/**
 * The app colours of docs/requirements.md#r-app-list are Radix scale names (red, blue, green): the icon and the badge wear them.
 * `asked`: the page's address names this app (`/apps?notify=<app id>`), so its dialog opens.
 */
export function AppCard({ app, asked }: { app: App; asked: boolean }) {
  const Icon = APP_ICONS[app.id];
  return (
    <Card asChild size="3">
      <article className="app-card" aria-labelledby={`app-${app.id}`}>
        <Flex direction="column" align="start" gap="3" height="100%">
          <Flex align="center" justify="between" width="100%">
            <Avatar aria-hidden="true" size="5" color={app.color} variant="soft" fallback={<Icon focusable="false" size={28} />} />
            <Badge highContrast color={app.color} size="2">
              Coming Soon
            </Badge>
          </Flex>
          <Heading as="h2" size="5" mt="2" mb="0" id={`app-${app.id}`}>
            {app.title}
          </Heading>
          <Box flexGrow="1">
            <Text as="p" color="gray" mb="2">
              {app.description}
            </Text>
          </Box>
          {/* The card's one part a reader acts on; it takes the app's id and title, and whether the address asked for it. */}
          <Island name="mf_engage/NotifyMe" component={NotifyMe} props={{ id: app.id, title: app.title, asked }} />
        </Flex>
      </article>
    </Card>
  );
}
