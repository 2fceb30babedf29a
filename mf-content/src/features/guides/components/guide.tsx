import { ErrorPanel, Spinner } from '@livefully/web-kit';
import { useGuide } from '../api/get-guide';
import { GuideNotFound } from './guide-not-found';
import { GuideView } from './guide-view';

export function Guide({ slug }: { slug: string }) {
  const { data: guide, isPending, isError, isFetching, refetch } = useGuide(slug);

  if (isPending || (isError && isFetching)) return <Spinner label="Loading guide..." />;
  if (isError) {
    return (
      <div className="container page">
        <ErrorPanel
          title="We couldn't load this guide"
          message="Something went wrong on our side. Please try again in a moment."
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (!guide) return <GuideNotFound />;
  return <GuideView guide={guide} />;
}
