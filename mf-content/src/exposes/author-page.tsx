import { authorPagesOf, getAuthorPageQueryOptions } from '@livefully/content-queries';
import type { PagePrefetch } from '@livefully/web-kit';
import { useParams, useSearchParams } from '@livefully/web-kit/router';
import { Author } from '../features/authors/components/author';

export default function AuthorPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const pages = authorPagesOf(params.get('page'));
  return <Author key={`${slug}:${pages}`} slug={slug} pages={pages} />;
}

/** The author and the pages of their articles the address names: everything its first render reads. */
export const prefetch: PagePrefetch = async ({ params, searchParams, queryClient }) => {
  const page = await queryClient.fetchQuery(getAuthorPageQueryOptions(params.slug ?? '', authorPagesOf(searchParams.get('page'))));
  return page ? {} : { notFound: true };
};
