import type { AdminPost } from '@livefully/contracts';
import { useAuth, useToast } from '@livefully/web-kit';
import { useNavigate } from 'react-router';
import { DeleteControl } from '../../../components/editor/delete-control';
import { EditorLayout } from '../../../components/editor/editor-layout';
import { EditorPanel } from '../../../components/editor/editor-panel';
import { reportFailure } from '../../../components/editor/report-failure';
import { CheckboxGroup, type CheckboxOption } from '../../../components/form/checkbox-group';
import { ImageFields } from '../../../components/form/image-fields';
import { MarkdownField } from '../../../components/form/markdown-field';
import { MetaDescriptionField } from '../../../components/form/meta-description-field';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import { SlugField } from '../../../components/form/slug-field';
import { titleChange } from '../../../components/form/slug-link';
import { TagsField } from '../../../components/form/tags-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useEditorForm } from '../../../components/form/use-editor-form';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { formatDateTime } from '../../../lib/local-date-time';
import { useCreatePost } from '../api/create-post';
import { useDeletePost } from '../api/delete-post';
import { useUpdatePost } from '../api/update-post';
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
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useEditorForm({
    initialValues: post ? postToValues(post) : newPostValues(user?.displayName ?? ''),
    parse: parsePostValues,
    fields: POST_FIELDS,
  });
  const { values, setValues, field } = form;
  const create = useCreatePost();
  const update = useUpdatePost();
  const remove = useDeletePost();
  const guard = useUnsavedChanges(form.dirty);

  const save = form.handleSubmit(async (input) => {
    try {
      const saved = post ? await update.mutateAsync({ id: post.id, input }) : await create.mutateAsync(input);
      form.reset(postToValues(saved));
      toast({ title: 'Post saved', description: savedNote(saved) });
      if (!post) {
        onCreated(saved.id);
        guard.allowNextNavigation();
        void navigate(`/admin/posts/${saved.id}/edit`, { replace: true });
      }
    } catch (error) {
      reportFailure(error, toast, 'save', form);
    }
  });

  async function deletePost(): Promise<boolean> {
    if (!post) return false;
    try {
      await remove.mutateAsync(post.id);
      toast({ title: 'Post deleted', description: `“${post.title}” is no longer on the site.` });
      guard.allowNextNavigation();
      void navigate('/admin');
      return true;
    } catch (error) {
      reportFailure(error, toast, 'delete');
      return false;
    }
  }

  const state = post ? postStateOf(post) : null;
  return (
    <EditorLayout
      noun="post"
      heading={post ? 'Edit post' : 'New post'}
      isNew={!post}
      status={state ? <PostStatePill state={state} /> : null}
      viewHref={post && state === 'published' ? `/blog/${post.slug}` : undefined}
      form={form}
      onSubmit={save}
      saving={create.isPending || update.isPending}
      blocker={guard.blocker}
      deleteControl={post ? <DeleteControl noun="post" name={post.title} onDelete={deletePost} busy={remove.isPending} /> : null}
      main={
        <>
          <TextField
            field={field('title')}
            label="Title"
            required
            className="admin-input--title"
            value={values.title}
            onChange={(title) => setValues(titleChange('title', values, title))}
          />
          <SlugField
            field={field('slug')}
            value={values}
            source={{ label: 'Title', value: values.title }}
            onChange={(slug) => setValues(slug)}
            basePath="/blog/"
            published={Boolean(post)}
          />
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
          <PublishingPanel values={values} setValues={setValues} field={field} />
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
          <EditorPanel title="Search and sharing">
            <MetaDescriptionField
              field={field('metaDescription')}
              value={values.metaDescription}
              onChange={(metaDescription) => setValues({ metaDescription })}
            />
          </EditorPanel>
          <EditorPanel title="Image">
            <ImageFields
              path={{ field: field('imagePath'), value: values.imagePath, onChange: (imagePath) => setValues({ imagePath }) }}
              alt={{ field: field('imageAlt'), value: values.imageAlt, onChange: (imageAlt) => setValues({ imageAlt }) }}
            />
          </EditorPanel>
        </>
      }
    />
  );
}
