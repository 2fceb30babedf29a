import { useToast } from '@livefully/web-kit';
import { Button, Flex, Link, Text } from '@livefully/web-kit/ui';
import { Copy, ExternalLink, Eye } from 'lucide-react';
import { useId } from 'react';
import { isAccessError, readApiProblem } from '../../../lib/api-problem';
import { formatDateTime } from '../../../lib/local-date-time';
import { useCreatePreviewLink } from '../api/create-preview-link';
import { PreviewLinkList } from './preview-link-list';

/**
 * Makes a signed, expiring link to the post as the site shows it (its last saved version), to
 * open here or send to a colleague, and lists the post's links that still open, each revocable.
 * Only a saved post has them.
 */
export function PreviewLinkControl({ postId }: { postId: string | undefined }) {
  const id = useId();
  if (!postId) {
    return (
      <Text as="p" size="2" color="gray">
        Save the post to make a preview link.
      </Text>
    );
  }
  return <PreviewLink postId={postId} inputId={`${id}-link`} />;
}

function PreviewLink({ postId, inputId }: { postId: string; inputId: string }) {
  const { toast } = useToast();
  const create = useCreatePreviewLink(postId);
  const url = create.data ? new URL(create.data.path, window.location.origin).href : undefined;

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Preview link copied', description: 'Anyone with the link can see this post until it expires.' });
    } catch {
      toast({ title: 'Could not copy the link', description: 'Select the link and copy it yourself.', variant: 'destructive' });
    }
  }

  return (
    <Flex direction="column" gap="2">
      <Button
        type="button"
        variant="soft"
        onClick={() =>
          create.mutate(undefined, {
            onError: (error) => {
              if (isAccessError(error)) return;
              toast({ title: 'Could not make a preview link', description: readApiProblem(error).message, variant: 'destructive' });
            },
          })
        }
        disabled={create.isPending}
      >
        <Eye aria-hidden="true" focusable="false" size={16} />
        {create.isPending ? 'Making the link…' : url ? 'Make a new preview link' : 'Make a preview link'}
      </Button>
      {url && create.data ? (
        <>
          <label htmlFor={inputId}>
            <Text size="2" weight="medium">
              Preview link
            </Text>
          </label>
          <input
            id={inputId}
            className="admin-preview-link__input"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={`${inputId}-note`}
          />
          <Text as="p" size="1" color="gray" id={`${inputId}-note`} role="status">
            Shows the last saved version. Works until {formatDateTime(create.data.expiresAt)} for anyone who has it, unless revoked.
          </Text>
          <Flex gap="2" wrap="wrap">
            <Button type="button" variant="outline" size="1" onClick={() => void copy()}>
              <Copy aria-hidden="true" focusable="false" size={14} />
              Copy link
            </Button>
            <Button asChild variant="outline" size="1">
              <Link href={url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" focusable="false" size={14} />
                Open preview
              </Link>
            </Button>
          </Flex>
        </>
      ) : null}
      <PreviewLinkList postId={postId} />
    </Flex>
  );
}
