import type { App } from '@livefully/contracts';
import { Avatar, Badge, Card, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { Heart, Trophy, Utensils, type LucideIcon } from 'lucide-react';
import { CardLink } from '@livefully/web-kit/cards';

const APP_ICONS: Record<App['id'], LucideIcon> = {
  'dining-alphabet': Utensils,
  'what-i-like': Heart,
  'stadium-tracker': Trophy,
};

export function AppCard({ app }: { app: App }) {
  const Icon = APP_ICONS[app.id];
  return (
    <Card asChild size="3">
      <article className={`home-app home-app--${app.color}`}>
        <Flex direction="column" gap="3" height="100%">
          <Flex align="center" justify="between">
            <Avatar
              aria-hidden="true"
              size="4"
              radius="large"
              variant="soft"
              color={app.color}
              fallback={<Icon focusable="false" size={26} />}
            />
            <Badge highContrast color={app.color} variant="soft" radius="full">
              Coming Soon
            </Badge>
          </Flex>
          <Heading as="h3" size="5" mt="2" mb="0">
            <CardLink to="/apps">{app.title}</CardLink>
          </Heading>
          <Text as="p" color="gray" mb="0">
            {app.description}
          </Text>
        </Flex>
      </article>
    </Card>
  );
}
