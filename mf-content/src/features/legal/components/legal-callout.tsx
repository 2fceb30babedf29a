import { Callout } from '@livefully/web-kit/ui';
import type { ReactNode } from 'react';

/** A passage of a legal page set apart, such as an address to write to or a limit of liability. */
export function LegalCallout({ children }: { children: ReactNode }) {
  return (
    <Callout.Root color="orange" variant="surface" highContrast size="2" mb="4">
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  );
}
