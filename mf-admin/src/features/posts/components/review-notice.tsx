import type { AdminPost } from '@livefully/contracts';
import { Callout, Text } from '@livefully/web-kit/ui';
import { MessageSquareText } from 'lucide-react';
import { formatDateTime } from '../../../lib/local-date-time';

/**
 * An editor's note from sending the post back (docs/content-admin.md, Review), at the top of the
 * editor until the writer submits it again (the server clears it then).
 */
export function ReviewNotice({ post }: { post: AdminPost | null }) {
  const review = post?.reviewNote;
  if (!review) return null;
  return (
    <Callout.Root
      color="orange"
      variant="surface"
      highContrast
      role="region"
      aria-label="Sent back by an editor"
      className="admin-review-notice"
    >
      <Callout.Icon>
        <MessageSquareText aria-hidden="true" focusable="false" size={16} />
      </Callout.Icon>
      <div>
        <Text as="p" weight="bold">
          Sent back {review.byEmail ? `by ${review.byEmail} ` : ''}on {formatDateTime(review.at)}
        </Text>
        <Text as="p" style={{ whiteSpace: 'pre-wrap' }}>
          {review.note}
        </Text>
        <Text as="p" size="2" color="gray">
          Change the post, then submit it for review again.
        </Text>
      </div>
    </Callout.Root>
  );
}
