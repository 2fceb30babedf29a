import { ErrorPanel } from '@livefully/web-kit';
import { useState } from 'react';

export function RemoteRetryPanel({ onRetry }: { onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
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
