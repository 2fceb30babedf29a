import { ErrorPanel } from '@livefully/web-kit';

/** Last line of defence for a route; remotes fail inside their own slot before this. */
export function RouteError() {
  return (
    <div className="container page">
      <ErrorPanel
        title="Something went wrong"
        message="This page hit an unexpected problem."
        retryLabel="Reload the page"
        onRetry={() => window.location.reload()}
      />
    </div>
  );
}
