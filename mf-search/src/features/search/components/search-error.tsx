import { ErrorPanel } from '@livefully/web-kit';
import { reloadPage } from '../utils/reload-page';

/** docs/requirements.md#r-errors: the error panel's Try Again reloads the page. */
export function SearchError() {
  return (
    <ErrorPanel
      title="Search Error"
      message="We encountered an error while searching. Please try again."
      retryLabel="Try Again"
      onRetry={reloadPage}
    />
  );
}
