import type { PagePrefetch } from '@livefully/web-kit';
import { useParams } from '@livefully/web-kit/router';
import { getPostPreviewQueryOptions } from '../features/article/api/get-post-preview';
import { PostPreview } from '../features/article/components/post-preview';

/** /preview/:token: a post in any state through the article's own page code, with a Preview banner. */
export default function PreviewPage() {
  const { token = '' } = useParams();
  return <PostPreview key={token} token={token} />;
}

/** An expired or unknown link is rendered as its own page, with a 404 status. */
export const prefetch: PagePrefetch = async ({ params, queryClient }) => {
  const result = await queryClient.fetchQuery(getPostPreviewQueryOptions(params.token ?? ''));
  return result.status === 'ok' ? {} : { notFound: true };
};
