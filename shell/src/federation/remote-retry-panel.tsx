import { ErrorPanel } from '@livefully/web-kit';
import { useState } from 'react';
import './remote-retry-panel.css';

type Props = { onRetry: () => Promise<void>; compact?: boolean };

export function RemoteRetryPanel({ onRetry, compact = false }: Props) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  if (compact) {
    return (
      <div className="remote-retry remote-retry--compact" role="alert">
        <p>This section couldn’t load.</p>
        <button type="button" className="button button--outline" onClick={retry} disabled={retrying}>
          Try again
        </button>
      </div>
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
