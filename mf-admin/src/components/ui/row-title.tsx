import { Link } from '@livefully/web-kit/router';
import { Flex, Link as ThemeLink, Text } from '@livefully/web-kit/ui';
import type { ReactNode } from 'react';

/** A row's name, linking to its editor, with its public address under it. */
export function RowTitle({ to, children, sub }: { to: string; children: ReactNode; sub?: ReactNode }) {
  return (
    <Flex direction="column" minWidth="12rem">
      <ThemeLink asChild weight="medium" highContrast underline="hover">
        <Link to={to}>{children}</Link>
      </ThemeLink>
      {sub ? (
        <Text size="1" color="gray">
          {sub}
        </Text>
      ) : null}
    </Flex>
  );
}
