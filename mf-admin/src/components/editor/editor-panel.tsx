import { Card, Flex, Heading } from '@livefully/web-kit/ui';
import type { ReactNode } from 'react';

/** A titled group of fields in an editor's side column. */
export function EditorPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="2">
      <Heading as="h2" size="3" mb="4">
        {title}
      </Heading>
      <Flex direction="column" gap="4">
        {children}
      </Flex>
    </Card>
  );
}
