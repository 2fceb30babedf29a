import { Card, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { useId } from 'react';

export type Stat = { label: string; value: number | undefined };

/** The dashboard's headline numbers under a heading for screen readers; a dash while they load. */
export function StatList({ stats, label }: { stats: Stat[]; label: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="admin-stats-section">
      <h2 id={headingId} className="visually-hidden">
        {label}
      </h2>
      <dl className="admin-stats">
        {stats.map((stat) => (
          // One <div> per term and value, as <dl> allows: the card is the flex box itself.
          <Card key={stat.label} asChild>
            {/* The number reads first; the term stays first for screen readers. */}
            <Flex direction="column-reverse" justify="end">
              <Text asChild size="2" color="gray" weight="medium">
                <dt>{stat.label}</dt>
              </Text>
              <Heading asChild size="7">
                <dd>{stat.value ?? '—'}</dd>
              </Heading>
            </Flex>
          </Card>
        ))}
      </dl>
    </section>
  );
}
