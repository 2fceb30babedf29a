import { Avatar, Card, Flex, Text } from '@livefully/web-kit/ui';
import { Heart, Mountain, Sun, Utensils } from 'lucide-react';

const MOMENTS = [
  { label: 'Work-life balance', note: 'Evenings that stay yours', Icon: Sun, color: 'orange' },
  { label: 'Adventure & travel', note: 'Big trips on small time', Icon: Mountain, color: 'blue' },
  { label: 'Wellness', note: 'Habits that actually last', Icon: Heart, color: 'red' },
  { label: 'Food & dining', note: 'A new table every week', Icon: Utensils, color: 'green' },
] as const;

/** The hero's tilted tiles: what the site writes about. */
export function HeroMoments() {
  return (
    <ul className="home-hero__moments" aria-label="What we write about">
      {MOMENTS.map(({ label, note, Icon, color }) => (
        <Card asChild size={{ initial: '2', md: '3' }} key={label}>
          <li className="home-hero__moment">
            <Flex direction="column" gap="1">
              <Avatar
                aria-hidden="true"
                size="3"
                radius="large"
                variant="soft"
                color={color}
                mb="2"
                fallback={<Icon focusable="false" size={22} />}
              />
              <Text size={{ initial: '4', md: '5' }} weight="bold">
                {label}
              </Text>
              <Text size="2" color="gray">
                {note}
              </Text>
            </Flex>
          </li>
        </Card>
      ))}
    </ul>
  );
}
