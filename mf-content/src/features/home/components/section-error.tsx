import { ErrorPanel } from '@livefully/web-kit';

export function SectionError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <ErrorPanel
      headingLevel={3}
      title={`We couldn't load the ${what}`}
      message="Something went wrong on our side. Please try again in a moment."
      onRetry={onRetry}
    />
  );
}
