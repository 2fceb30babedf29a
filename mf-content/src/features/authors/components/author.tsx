import { getAuthorPageQueryOptions } from '@livefully/content-queries';
import { ErrorPanel, Spinner } from '@livefully/web-kit';
import { useQuery } from '@tanstack/react-query';
import { AuthorNotFound } from './author-not-found';
import { AuthorView } from './author-view';

/** An author page (docs/authors.md): the profile and their first `pages` pages of articles. */
export function Author({ slug, pages }: { slug: string; pages: number }) {
  const { data: page, isPending, isError, isFetching, refetch } = useQuery(getAuthorPageQueryOptions(slug, pages));

  if (isPending || (isError && isFetching)) return <Spinner label="Loading author..." />;
  if (isError) {
    return (
      <div className="container page">
        <ErrorPanel
          title="We couldn't load this author"
          message="Something went wrong on our side. Please try again in a moment."
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (!page) return <AuthorNotFound />;
  return <AuthorView page={page} pages={pages} />;
}
