import type { AdminPost } from '@livefully/contracts';
import { useAuth } from '@livefully/web-kit';
import { useMemo } from 'react';
import { DeleteControl } from '../../../components/editor/delete-control';
import { EditorLayout } from '../../../components/editor/editor-layout';
import { EditorPanel } from '../../../components/editor/editor-panel';
import { SearchAndImagePanels } from '../../../components/editor/search-and-image-panels';
import { useEditor } from '../../../components/editor/use-editor';
import { CheckboxGroup, type CheckboxOption } from '../../../components/form/checkbox-group';
import { MarkdownField } from '../../../components/form/markdown-field';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import { TagsField } from '../../../components/form/tags-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TitleSlugFields } from '../../../components/form/title-slug-fields';
import { formatDateTime } from '../../../lib/local-date-time';
import { useCreatePost, useDeletePost, useUpdatePost } from '../api/post-queries';
import { newPostValues, parsePostValues, POST_FIELDS, postToValues } from '../utils/post-form-values';
import { postStateOf } from '../utils/post-status';
import { PostStatePill } from './post-state-pill';
import { PublishingPanel } from './publishing-panel';

type PostEditorProps = {
  post: AdminPost | null;
  categories: SelectOption[];
  topics: CheckboxOption[];
  onCreated: (id: string) => void;
};

function savedNote(post: AdminPost): string {
  const state = postStateOf(post);
  if (state === 'draft') return 'Saved as a draft; visitors can’t see it yet.';
  if (state === 'scheduled') return `Scheduled — goes live ${formatDateTime(post.publishedAt)}.`;
  return `Live at /blog/${post.slug}.`;
}

export function PostEditor({ post, categories, topics, onCreated }: PostEditorProps) {
  const { user } = useAuth();
  const names = useMemo(
    () => Object.fromEntries([...categories, ...topics].map((option) => [option.value, option.label])),
    [categories, topics],
  );
  const editor = useEditor({
    names,
    item: post,
    kind: 'post',
    noun: 'post',
    section: 'posts',
    toValues: postToValues,
    newValues: () => newPostValues(user?.displayName ?? ''),
    parse: parsePostValues,
    fields: POST_FIELDS,
    create: useCreatePost(),
    update: useUpdatePost(),
    remove: useDeletePost(),
    savedToast: (saved) => ({ title: 'Post saved', description: savedNote(saved) }),
    deletedToast: (deleted) => ({
      title: 'Post deleted',
      description: `“${deleted.title}” is no longer on the site; it can be restored from the Trash.`,
    }),
    onCreated,
  });
  const { form } = editor;
  const { values, setValues, field } = form;

  const state = post ? postStateOf(post) : null;
  return (
    <EditorLayout
      noun="post"
      heading={post ? 'Edit post' : 'New post'}
      status={state ? <PostStatePill state={state} /> : null}
      viewHref={post && state === 'published' ? `/blog/${post.slug}` : undefined}
      {...editor.layout}
      deleteControl={post ? <DeleteControl noun="post" name={post.title} {...editor.deletion} /> : null}
      main={
        <>
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
        </>
      }
      aside={
        <>
          <PublishingPanel values={values} setValues={setValues} field={field} postId={post?.id} />
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
          <SearchAndImagePanels form={form} />
        </>
      }
    />
  );
}
