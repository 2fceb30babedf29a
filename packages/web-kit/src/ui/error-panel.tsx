import { Box, Button, Callout, Heading } from '@livefully/web-kit/ui';
import type { ReactNode } from 'react';

type ErrorPanelProps = {
  title: string;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: 2 | 3;
};

export function ErrorPanel({ title, message, onRetry, retryLabel = 'Try again', headingLevel = 2 }: ErrorPanelProps) {
  return (
    <Box maxWidth="36rem" mx="auto" my="6">
      {/* High contrast: Radix's red text on its red tint is under 4.5:1 in light. */}
      <Callout.Root color="red" highContrast role="alert" size="3">
        <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size="5" m="0">
          {title}
        </Heading>
        {message ? <Callout.Text m="0">{message}</Callout.Text> : null}
        {onRetry ? (
          <div>
            {/* The site's accent, not the callout's red: retrying is the way forward. */}
            <Button color="orange" highContrast={false} onClick={onRetry}>
              {retryLabel}
            </Button>
          </div>
        ) : null}
      </Callout.Root>
    </Box>
  );
}
