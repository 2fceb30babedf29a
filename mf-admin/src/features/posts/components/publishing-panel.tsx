import { Button, Callout } from '@livefully/web-kit/ui';
import { Clock } from 'lucide-react';
import { EditorPanel } from '../../../components/editor/editor-panel';
import { RadioCards } from '../../../components/form/radio-cards';
import { TextField } from '../../../components/form/text-field';
import type { FieldState } from '../../../components/form/use-editor-form';
import { formatDateTime, fromLocalInput, toLocalInput } from '../../../lib/local-date-time';
import { PreviewLinkControl } from './preview-link-control';
import type { PostFormValues } from '../utils/post-form-values';
import { postStateOf } from '../utils/post-status';
import { ReadTimeField } from './read-time-field';

type PublishingPanelProps = {
  values: PostFormValues;
  setValues: (patch: Partial<PostFormValues>) => void;
  field: (name: string) => FieldState;
  /** The saved post's id: a preview link needs one. */
  postId?: string | undefined;
};

const STATUS_OPTIONS = [
  { value: 'draft' as const, label: 'Draft', description: 'Only admins can see it.' },
  { value: 'published' as const, label: 'Published', description: 'Visitors see it from the publish date.' },
];

function scheduleNote(values: PostFormValues): string {
  const publishedAt = fromLocalInput(values.publishedAt);
  if (values.status === 'draft') return 'Hidden from visitors.';
  if (!publishedAt) return 'Choose when it goes live.';
  return postStateOf({ status: values.status, publishedAt }) === 'scheduled'
    ? `Scheduled — goes live ${formatDateTime(publishedAt)}`
    : 'Visible to visitors.';
}

export function PublishingPanel({ values, setValues, field, postId }: PublishingPanelProps) {
  const note = scheduleNote(values);
  const scheduled = note.startsWith('Scheduled');
  return (
    <EditorPanel title="Publishing">
      <RadioCards
        field={field('status')}
        legend="Status"
        value={values.status}
        options={STATUS_OPTIONS}
        onChange={(status) => setValues({ status })}
      />
      <Callout.Root size="1" variant="surface" color={scheduled ? 'blue' : 'gray'} highContrast role="status">
        {scheduled ? (
          <Callout.Icon>
            <Clock aria-hidden="true" focusable="false" size={16} />
          </Callout.Icon>
        ) : null}
        <Callout.Text>{note}</Callout.Text>
      </Callout.Root>
      <TextField
        field={field('publishedAt')}
        label="Publish date"
        required
        type="datetime-local"
        hint="Shown as the article's date. A future date with Published schedules the post."
        value={values.publishedAt}
        onChange={(publishedAt) => setValues({ publishedAt })}
        aside={
          <Button type="button" variant="ghost" size="1" onClick={() => setValues({ publishedAt: toLocalInput(new Date().toISOString()) })}>
            Set to now
          </Button>
        }
      />
      <TextField
        field={field('author')}
        label="Author"
        required
        autoComplete="name"
        value={values.author}
        onChange={(author) => setValues({ author })}
      />
      <ReadTimeField
        field={field('readTime')}
        content={values.content}
        value={values.readTime}
        set={values.readTimeSet}
        onChange={(patch) => setValues(patch)}
      />
      <PreviewLinkControl postId={postId} />
    </EditorPanel>
  );
}
