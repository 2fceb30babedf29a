import type { AdminPost } from '@livefully/contracts';
import { useAuth } from '@livefully/web-kit';
import { Callout } from '@livefully/web-kit/ui';
import { Clock } from 'lucide-react';
import { EditorPanel } from '../../../components/editor/editor-panel';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import type { FieldState } from '../../../components/form/use-editor-form';
import { formatDateTime } from '../../../lib/local-date-time';
import { PUBLISHING_ROUTES } from '../api/publishing-steps';
import { PreviewLinkControl } from './preview-link-control';
import type { MayCall } from './publish-actions';
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
  /** The member's role's rules, as the editor's buttons get them: a draft's note names what the role may do. */
  mayCall: MayCall;
};

/**
 * What the member can do with a draft, by their role (docs/roles.md): a contributor cannot
 * publish, so the note names the step they have, as the editor's buttons do (publish-actions.tsx).
 */
function draftNote(mayPublish: boolean): string {
  return mayPublish
    ? 'A draft: readers can’t see it. Publish it now or schedule it.'
    : 'A draft: readers can’t see it. Submit it for review when it is ready: an editor publishes it.';
}

function stateNote(post: AdminPost | null, mayPublish: boolean): string {
  if (!post || postStateOf(post) === 'draft') return draftNote(mayPublish);
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
export function PublishingPanel({ values, setValues, field, post, mayPreview, bylines, mayCall }: PublishingPanelProps) {
  const state = post ? postStateOf(post) : 'draft';
  const { user } = useAuth();
  // A new post will be the signer's own; a saved one is theirs when they created it (as publish-actions.tsx decides).
  const own = !post || (post.createdByUid !== null && post.createdByUid === user?.uid);
  return (
    <EditorPanel title="Publishing">
      <Callout.Root size="1" variant="surface" color={state === 'scheduled' ? 'blue' : 'gray'} highContrast role="status">
        {state === 'scheduled' ? (
          <Callout.Icon>
            <Clock aria-hidden="true" focusable="false" size={16} />
          </Callout.Icon>
        ) : null}
        <Callout.Text>{stateNote(post, mayCall(PUBLISHING_ROUTES.publish, own))}</Callout.Text>
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
      <CheckboxField
        field={field('featured')}
        label="Feature on the home page"
        hint="The newest featured story that readers can see leads the home page; without one, the newest story leads."
        checked={values.featured}
        onChange={(featured) => setValues({ featured })}
      />
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
