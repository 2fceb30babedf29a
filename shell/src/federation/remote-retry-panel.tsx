import { ErrorPanel } from '@livefully/web-kit';
import { Button, Callout, Flex } from '@livefully/web-kit/ui';
import { useState } from 'react';

type Props = { onRetry: () => Promise<void>; compact?: boolean };

export function RemoteRetryPanel({ onRetry, compact = false }: Props) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  if (compact) {
    return (
      <Callout.Root color="red" highContrast role="alert" size="1">
        <Flex wrap="wrap" align="center" justify="center" gap="3">
          <Callout.Text m="0">This section couldn’t load.</Callout.Text>
          <Button size="2" variant="soft" color="orange" onClick={retry} disabled={retrying}>
            Try again
          </Button>
        </Flex>
      </Callout.Root>
    );
  }
  return (
    <div className="container">
      <ErrorPanel
        title="This section couldn’t load"
        message="Part of the page is unavailable right now. The rest of the site still works; you can try again."
        onRetry={retrying ? undefined : retry}
      />
    </div>
  );
}
