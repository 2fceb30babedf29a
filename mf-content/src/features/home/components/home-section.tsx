import { Box, Flex, Heading, Text } from '@livefully/web-kit/ui';
import type { ReactNode } from 'react';
import { Eyebrow } from '../../../components/eyebrow/eyebrow';

type HomeSectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  /** A link under the section, e.g. 'View All Articles'. */
  footer?: ReactNode;
  tone?: 'plain' | 'muted';
  children: ReactNode;
};

export function HomeSection({ id, eyebrow, title, subtitle, footer, tone = 'plain', children }: HomeSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section className={`home-section home-section--${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <Box asChild maxWidth="40rem" mb="6">
          <header className="home-section__header">
            <Eyebrow>{eyebrow}</Eyebrow>
            <Heading as="h2" id={headingId} size={{ initial: '7', md: '8' }} mb="3">
              {title}
            </Heading>
            <Text as="p" size="4" color="gray">
              {subtitle}
            </Text>
          </header>
        </Box>
        {children}
        {footer ? (
          <Flex justify="center" mt="6">
            {footer}
          </Flex>
        ) : null}
      </div>
    </section>
  );
}
