import { Button, Card, Flex, Text } from '@livefully/web-kit/ui';
import type { ReactNode } from 'react';

type TableNoticeProps = {
  children: ReactNode;
  role?: 'status' | 'alert';
  /** A way forward: try loading again, or clear the search. */
  action?: { label: string; onClick: () => void };
};

/** What stands in a table's place while it loads, when it failed, or when it has no rows to show. */
export function TableNotice({ children, role, action }: TableNoticeProps) {
  return (
    <Card variant="surface" size="3" role={role}>
      <Flex direction="column" align="center" gap="3">
        <Text as="p" size="2" color="gray" align="center">
          {children}
        </Text>
        {action ? (
          <Button type="button" variant="soft" onClick={action.onClick}>
            {action.label}
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}
