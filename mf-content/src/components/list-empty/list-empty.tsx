import { Card, Flex, Heading, Text } from '@livefully/web-kit/ui';
import type { ReactNode } from 'react';

type ListEmptyProps = {
  title: string;
  message: string;
  headingLevel?: 2 | 3;
  /** A way on, such as a link to the blog. */
  action?: ReactNode;
};

/** What a list says when it has nothing to show. */
export function ListEmpty({ title, message, headingLevel = 2, action }: ListEmptyProps) {
  return (
    <Card size="4">
      <Flex direction="column" align="center" gap="3" py="4">
        <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="6" align="center" mb="0">
          {title}
        </Heading>
        <Text as="p" color="gray" align="center" mb="0">
          {message}
        </Text>
        {action}
      </Flex>
    </Card>
  );
}
