import { Link } from '@livefully/web-kit/router';
import { Box, Heading, Link as ThemeLink, Text } from '@livefully/web-kit/ui';
import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: string;
  intro: string;
  /** The dashboard is 'Admin' itself; the pages under it link back to it. */
  backToAdmin?: boolean;
  children?: ReactNode;
};

/** The top of the dashboard and of the pages beside it: where you are, what the page is for. */
export function PageHeader({ title, intro, backToAdmin = false, children }: PageHeaderProps) {
  return (
    <Box asChild mb="5">
      <header>
        <Text as="p" size="2" weight="bold" color="orange" mb="1">
          {backToAdmin ? (
            <ThemeLink asChild>
              <Link to="/admin">Admin</Link>
            </ThemeLink>
          ) : (
            'Admin'
          )}
        </Text>
        <Heading as="h1" size="8" mb="2">
          {title}
        </Heading>
        <Text as="p" size="4" color="gray">
          {intro}
        </Text>
        {children}
      </header>
    </Box>
  );
}
