import { Spinner } from '@livefully/web-kit';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { forgetRemoteComponent, getRemoteComponent } from './remote-component';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { reloadRemote, remoteNameOf } from './remote-registry';
import { RemoteRetryPanel } from './remote-retry-panel';

type RemoteSlotProps = {
  /** `remote_name/ExposedModule`, e.g. `mf_content/BlogListPage`. */
  remoteId: string;
  loading?: ReactNode;
};

/** A route's element: a remote module behind its own Suspense and error boundary. */
export function RemoteSlot({ remoteId, loading = <Spinner /> }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const RemoteComponent = getRemoteComponent(remoteId);

  const retry = useCallback(async () => {
    await reloadRemote(remoteNameOf(remoteId)).catch((error: unknown) => {
      console.warn(`[federation] ${remoteId}: the remote list could not be read again`, error);
    });
    forgetRemoteComponent(remoteId);
    setAttempt((n) => n + 1);
  }, [remoteId]);

  return (
    <RemoteErrorBoundary
      key={`${remoteId}#${attempt}`}
      onError={() => forgetRemoteComponent(remoteId)}
      fallback={() => <RemoteRetryPanel onRetry={retry} />}
    >
      <Suspense fallback={loading}>
        <RemoteComponent />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
