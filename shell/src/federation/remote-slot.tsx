import { Spinner } from '@livefully/web-kit';
import { Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { forgetRemoteComponent, getRemoteComponent } from './remote-component';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemoteId, RemoteProps } from './remote-modules';
import { reloadRemote, remoteNameOf } from './remote-registry';
import { RemoteRetryPanel } from './remote-retry-panel';
import { RemoteUsageContext } from './remote-usage';

type SlotOptions<K extends RemoteId> = {
  /** `remote_name/ExposedModule`, e.g. `mf_content/BlogListPage`. */
  remoteId: K;
  /** Shown while the module loads; defaults to a spinner. */
  loading?: ReactNode;
  /** Shown instead of the retry panel when the module fails. */
  fallback?: ReactNode;
  /** A small retry panel, for a slot inside a page rather than a whole page. */
  compact?: boolean;
};

/** Every other prop is handed to the remote component as it is: the props its remote declares. */
export type RemoteSlotProps<K extends RemoteId> = SlotOptions<K> & RemoteProps<K>;

/** A route's element (or part of a page): a remote module behind its own Suspense and error boundary. */
export function RemoteSlot<K extends RemoteId>({
  remoteId,
  loading = <Spinner />,
  fallback,
  compact = false,
  ...props
}: RemoteSlotProps<K>) {
  const [attempt, setAttempt] = useState(0);
  useContext(RemoteUsageContext)?.add(remoteId);
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
      fallback={() => fallback ?? <RemoteRetryPanel onRetry={retry} compact={compact} />}
    >
      <Suspense fallback={loading}>
        {/* One lazy component per remote module, made once and kept in remote-component's map, not per render. */}
        {/* The props left once the slot's own are taken are its module's (TypeScript cannot narrow a generic rest). */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <RemoteComponent {...(props as RemoteProps<K>)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
