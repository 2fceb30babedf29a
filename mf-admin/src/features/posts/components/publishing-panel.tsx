import type { AdminPost } from '@livefully/contracts';
import { Callout } from '@livefully/web-kit/ui';
import { Clock } from 'lucide-react';
import { EditorPanel } from '../../../components/editor/editor-panel';
import { TextField } from '../../../components/form/text-field';
import type { FieldState } from '../../../components/form/use-editor-form';
import { formatDateTime } from '../../../lib/local-date-time';
import { PreviewLinkControl } from './preview-link-control';
import type { PostFormValues } from '../utils/post-form-values';
import { postStateOf } from '../utils/post-status';
import { ReadTimeField } from './read-time-field';
import { BylineField, type Bylines } from './byline-field';

type PublishingPanelProps = {
  values: PostFormValues;
  setValues: (patch: Partial<PostFormValues>) => void;
  field: (name: string) => FieldState;
  /** The saved post (null for a new one): its state decides what the panel says and the buttons do. */
  post: AdminPost | null;
  /** Preview links are an editor's (docs/roles.md): a lesser role is not offered them. */
  mayPreview: boolean;
  bylines: Bylines;
};

function stateNote(post: AdminPost | null): string {
  if (!post || postStateOf(post) === 'draft') return 'A draft: readers can’t see it. Publish it now or schedule it.';
  if (postStateOf(post) === 'review')
    return `Waiting for review since ${formatDateTime(post.submittedAt ?? post.updatedAt)}: readers can’t see it yet.`;
  if (postStateOf(post) === 'scheduled') return `Scheduled — goes live ${formatDateTime(post.publishedAt ?? '')}.`;
  return `Published ${formatDateTime(post.publishedAt ?? '')}: readers see it.`;
}

/**
 * What readers see of the post, its byline and read time, and preview links. Publishing is the
 * editor's buttons (publish-actions.tsx); only a published post's date can be edited here, and
 * its Update keeps it.
 */
export function PublishingPanel({ values, setValues, field, post, mayPreview, bylines }: PublishingPanelProps) {
  const state = post ? postStateOf(post) : 'draft';
  return (
    <EditorPanel title="Publishing">
      <Callout.Root size="1" variant="surface" color={state === 'scheduled' ? 'blue' : 'gray'} highContrast role="status">
        {state === 'scheduled' ? (
          <Callout.Icon>
            <Clock aria-hidden="true" focusable="false" size={16} />
          </Callout.Icon>
        ) : null}
        <Callout.Text>{stateNote(post)}</Callout.Text>
      </Callout.Root>
      {state === 'published' ? (
        <TextField
          field={field('publishedAt')}
          label="Publish date"
          type="datetime-local"
          hint="Shown as the article's date, and orders the blog and the feed."
          value={values.publishedAt}
          onChange={(publishedAt) => setValues({ publishedAt })}
        />
      ) : null}
      <BylineField
        field={field('authorId')}
        value={values.authorId}
        onChange={(authorId) => setValues({ authorId })}
        post={post}
        bylines={bylines}
      />
      <ReadTimeField
        field={field('readTime')}
        content={values.content}
        value={values.readTime}
        set={values.readTimeSet}
        onChange={(patch) => setValues(patch)}
      />
      {mayPreview ? <PreviewLinkControl postId={post?.id} /> : null}
    </EditorPanel>
  );
}
