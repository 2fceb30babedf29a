import type { PostPreview as Preview } from '@livefully/contracts';
import { ErrorPanel, FormattedDate, PageMeta, Spinner } from '@livefully/web-kit';
import { Heading, Text } from '@livefully/web-kit/ui';
import { Eye } from 'lucide-react';
import { ArticleView } from './article-view';
import { usePostPreview } from '../api/get-post-preview';
import './post-preview.css';

/** Never indexed, whatever it shows: a preview is for the people who were sent the link. */
const noindex = <meta name="robots" content="noindex, nofollow" />;

export function PostPreview({ token }: { token: string }) {
  const { data, isPending, isError, isFetching, refetch } = usePostPreview(token);

  if (isPending || (isError && isFetching)) return <Spinner label="Loading preview..." />;
  if (isError) {
    return (
      <div className="container page">
        {noindex}
        <ErrorPanel
          title="We couldn't load this preview"
          message="Something went wrong on our side. Please try again in a moment."
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (data.status !== 'ok') {
    const expired = data.status === 'expired';
    return (
      <div className="container container--narrow page preview-unavailable">
        <PageMeta title={expired ? 'Preview Link Expired' : 'Preview Link Not Valid'} description="This preview link cannot be opened." />
        {noindex}
        <Heading as="h1" size="8" mb="3">
          {expired ? 'This preview link has expired' : 'This preview link is not valid'}
        </Heading>
        <Text as="p" size="4" color="gray">
          {expired
            ? 'Preview links work for a limited time. Ask the person who sent it for a new one.'
            : 'Check that the whole link was copied, or ask the person who sent it for a new one.'}
        </Text>
      </div>
    );
  }
  return (
    <>
      {noindex}
      <PreviewBanner preview={data.preview} />
      <ArticleView post={data.preview.post} preview />
    </>
  );
}

function PreviewBanner({ preview }: { preview: Preview }) {
  return (
    <aside className="preview-banner" aria-label="Preview">
      <div className="container container--narrow preview-banner__inner">
        <Eye aria-hidden="true" focusable="false" size={18} />
        <p>
          <strong>Preview</strong>{' '}
          {preview.state === 'draft' ? (
            'This draft is not published; visitors cannot see it.'
          ) : preview.state === 'scheduled' ? (
            <>
              Scheduled for <FormattedDate value={preview.post.publishedAt} />; visitors cannot see it yet.
            </>
          ) : (
            'This post is published.'
          )}{' '}
          This link works until <FormattedDate value={preview.expiresAt} />.
        </p>
      </div>
    </aside>
  );
}
