import { Flex } from '@livefully/web-kit/ui';
import type { ReactNode } from 'react';

/** The ways out of an access screen, centred under its text. */
export function AccessActions({ children }: { children: ReactNode }) {
  return (
    <Flex wrap="wrap" justify="center" gap="3" mt="3">
      {children}
    </Flex>
  );
}
