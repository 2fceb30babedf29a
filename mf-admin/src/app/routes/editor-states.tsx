import { ErrorPanel, PageMeta, Spinner } from '@livefully/web-kit';
import { Link } from 'react-router';

export function EditorLoading({ noun }: { noun: string }) {
  return <Spinner label={`Loading ${noun}...`} />;
}

export function EditorLoadError({ noun, onRetry }: { noun: string; onRetry: () => void }) {
  return (
    <ErrorPanel
      title={`We couldn't load this ${noun}`}
      message="Something went wrong on our side. Please try again in a moment."
      onRetry={onRetry}
    />
  );
}

/** An id that does not exist (deleted, or a mistyped address). */
export function EditorNotFound({ noun }: { noun: string }) {
  const title = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`;
  return (
    <div className="empty-state">
      <PageMeta title={title} />
      <h1>{title}</h1>
      <p>It may have been deleted, or the address is mistyped.</p>
      <Link to="/admin" className="button button--primary">
        Back to the dashboard
      </Link>
    </div>
  );
}
