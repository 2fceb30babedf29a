import type { AdminPost, PostInput } from '@livefully/contracts';
import { previewRoutes } from '@livefully/contracts/routes';
import { EditorPanel } from '../../../components/editor/editor-panel';
import { ImagePanel, SearchPanel } from '../../../components/editor/search-and-image-panels';
import { CheckboxGroup, type CheckboxOption } from '../../../components/form/checkbox-group';
import { MarkdownField } from '../../../components/form/markdown-field';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import { TagsField } from '../../../components/form/tags-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TitleSlugFields } from '../../../components/form/title-slug-fields';
import { KindEditor, type KindEditorSpec } from '../../../components/kind-editor/kind-editor';
import { formatDateTime } from '../../../lib/local-date-time';
import { useCreatePost, useDeletePost, useUpdatePost } from '../api/post-queries';
import { newPostValues, parsePostValues, POST_FIELDS, postToValues, type PostFormValues } from '../utils/post-form-values';
import { postStateOf } from '../utils/post-status';
import { PostStatePill } from './post-state-pill';
import { usePublishActions, type MayCall } from './publish-actions';
import { PublishingPanel } from './publishing-panel';
import { ReviewNotice } from './review-notice';
import type { Bylines } from './byline-field';

function savedNote(post: AdminPost): string {
  const state = postStateOf(post);
  if (state === 'draft') return 'Saved as a draft; visitors can’t see it yet.';
  if (state === 'review') return 'Waiting for review by an editor; visitors can’t see it yet.';
  if (state === 'scheduled') return `Scheduled — goes live ${formatDateTime(post.publishedAt ?? '')}.`;
  return `Live at /blog/${post.slug}.`;
}

type Loaded = { categories: SelectOption[]; topics: CheckboxOption[]; bylines: Bylines; mayCall: MayCall };

export const POST_EDITOR: KindEditorSpec<AdminPost, PostFormValues, PostInput, Loaded> = {
  kind: 'post',
  noun: 'post',
  section: 'posts',
  name: (post) => post.title,
  toValues: postToValues,
  newValues: () => newPostValues(),
  parse: parsePostValues,
  fields: POST_FIELDS,
  useCreate: useCreatePost,
  useUpdate: useUpdatePost,
  useDelete: useDeletePost,
  savedToast: (saved) => ({ title: 'Post saved', description: savedNote(saved) }),
  deletedToast: (deleted) => ({
    title: 'Post deleted',
    description: `“${deleted.title}” is no longer on the site; it can be restored from the Trash.`,
  }),
  names: ({ categories, topics }) => Object.fromEntries([...categories, ...topics].map((option) => [option.value, option.label])),
  status: (post) => <PostStatePill state={postStateOf(post)} />,
  viewHref: (post) => (postStateOf(post) === 'published' ? `/blog/${post.slug}` : undefined),
  useActions: usePublishActions,
  useFields: ({ form, item: post, extra }) => {
    const { categories, topics, bylines } = extra;
    const { values, setValues, field } = form;
    return {
      main: (
        <>
          <ReviewNotice post={post} />
          <TitleSlugFields form={form} name="title" label="Title" basePath="/blog/" published={Boolean(post)} />
          <TextAreaField
            field={field('excerpt')}
            label="Excerpt"
            required
            hint="One or two sentences under the title, on the article and on cards."
            value={values.excerpt}
            onChange={(excerpt) => setValues({ excerpt })}
          />
          <MarkdownField
            field={field('content')}
            label="Content"
            value={values.content}
            onChange={(content) => setValues({ content })}
            registerFocus={form.registerFocus}
          />
          <SearchPanel
            form={form}
            page={{ title: values.title, summary: values.excerpt, path: `/blog/${values.slug}` }}
            summaryName="excerpt"
          />
        </>
      ),
      aside: (
        <>
          <PublishingPanel
            values={values}
            setValues={setValues}
            field={field}
            post={post}
            bylines={bylines}
            mayPreview={extra.mayCall(previewRoutes.listPreviewLinks)}
            mayCall={extra.mayCall}
          />
          <EditorPanel title="Organisation">
            <SelectField
              field={field('categoryId')}
              label="Category"
              required
              placeholder={categories.length ? 'Choose a category' : 'No categories yet'}
              options={categories}
              value={values.categoryId}
              onChange={(categoryId) => setValues({ categoryId })}
            />
            <CheckboxGroup
              field={field('topicIds')}
              legend="Topics"
              options={topics}
              value={values.topicIds}
              onChange={(topicIds) => setValues({ topicIds })}
              empty="No topics yet."
            />
            <TagsField field={field('tags')} value={values.tags} onChange={(tags) => setValues({ tags })} />
          </EditorPanel>
          <ImagePanel form={form} />
        </>
      ),
    };
  },
};

type PostEditorProps = {
  post: AdminPost | null;
  categories: SelectOption[];
  topics: CheckboxOption[];
  bylines: Bylines;
  onCreated: (id: string) => void;
  /** What the member's role may call: the publish buttons follow it (docs/roles.md). */
  mayCall: MayCall;
};

export function PostEditor({ post, categories, topics, bylines, onCreated, mayCall }: PostEditorProps) {
  const extra = { categories, topics, bylines, mayCall };
  return <KindEditor spec={POST_EDITOR} item={post} extra={extra} onCreated={onCreated} />;
}
