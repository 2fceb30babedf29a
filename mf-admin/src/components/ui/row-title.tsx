import { Flex, Link as ThemeLink, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
