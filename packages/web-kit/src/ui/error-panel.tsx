import type { ReactNode } from 'react';

type ErrorPanelProps = {
  title: string;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  headingLevel?: 2 | 3;
};

export function ErrorPanel({ title, message, onRetry, retryLabel = 'Try again', headingLevel = 2 }: ErrorPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="error-panel" role="alert">
      <Heading className="error-panel__title">{title}</Heading>
      {message ? <p className="error-panel__message">{message}</p> : null}
      {onRetry ? (
        <button type="button" className="button button--primary" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </section>
  );
}
