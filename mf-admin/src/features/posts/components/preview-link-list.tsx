import type { PreviewLinkSummary } from '@livefully/contracts';
import { useToast } from '@livefully/web-kit';
import { Button, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { isAccessError, readApiProblem } from '../../../lib/api-problem';
import { formatDateTime } from '../../../lib/local-date-time';
import { usePreviewLinks } from '../api/get-preview-links';
import { useRevokePreviewLink } from '../api/revoke-preview-link';

const makerOf = (link: PreviewLinkSummary) => link.createdBy.email ?? link.createdBy.uid;

/**
 * The post's preview links that still open: who made each, when, and until when, each with a
 * Revoke button that asks first. A revoked link opens as one that is not valid.
 */
export function PreviewLinkList({ postId }: { postId: string }) {
  const headingId = useId();
  const { toast } = useToast();
  const links = usePreviewLinks(postId);
  const revoke = useRevokePreviewLink(postId);
  const [revoking, setRevoking] = useState<PreviewLinkSummary | null>(null);

  function onRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => toast({ title: 'Preview link revoked', description: 'Whoever opens it now is told it is not valid.' }),
      onError: (error) => {
        if (isAccessError(error)) return;
        toast({ title: 'Could not revoke the link', description: readApiProblem(error).message, variant: 'destructive' });
      },
      onSettled: () => setRevoking(null),
    });
  }

  return (
    <section aria-labelledby={headingId}>
      <Heading as="h3" size="2" id={headingId}>
        Live preview links
      </Heading>
      {links.isPending ? (
        <Text as="p" size="1" color="gray">
          Loading the links…
        </Text>
      ) : links.isError ? (
        <Text as="p" size="1" color="red">
          The links could not be loaded.
        </Text>
      ) : links.data.length === 0 ? (
        <Text as="p" size="1" color="gray">
          No link of this post opens now.
        </Text>
      ) : (
        <ul className="admin-preview-links">
          {links.data.map((link) => (
            <li key={link.id}>
              <Flex align="center" justify="between" gap="2" wrap="wrap">
                <Text size="1">
                  Made by {makerOf(link)} on {formatDateTime(link.createdAt)}
                  <br />
                  <Text color="gray">Works until {formatDateTime(link.expiresAt)}</Text>
                </Text>
                <Button
                  type="button"
                  size="1"
                  variant="outline"
                  color="red"
                  aria-label={`Revoke the link made by ${makerOf(link)} on ${formatDateTime(link.createdAt)}`}
                  onClick={() => setRevoking(link)}
                >
                  Revoke
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this preview link?"
        description="Whoever opens it from now on is told the link is not valid. This cannot be undone; the post's other links keep working."
        confirmLabel="Revoke link"
        busy={revoke.isPending}
        busyLabel="Revoking…"
        tone="danger"
        onConfirm={onRevoke}
      />
    </section>
  );
}
