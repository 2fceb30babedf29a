import type { AdminGuide } from '@livefully/contracts';
import { useToast } from '@livefully/web-kit';
import { useNavigate } from 'react-router';
import { DeleteControl } from '../../../components/editor/delete-control';
import { EditorLayout } from '../../../components/editor/editor-layout';
import { EditorPanel } from '../../../components/editor/editor-panel';
import { reportFailure } from '../../../components/editor/report-failure';
import { ImageFields } from '../../../components/form/image-fields';
import { MarkdownField } from '../../../components/form/markdown-field';
import { MetaDescriptionField } from '../../../components/form/meta-description-field';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import { SlugField } from '../../../components/form/slug-field';
import { titleChange } from '../../../components/form/slug-link';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useEditorForm } from '../../../components/form/use-editor-form';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useCreateGuide } from '../api/create-guide';
import { useDeleteGuide } from '../api/delete-guide';
import { useUpdateGuide } from '../api/update-guide';
import { GUIDE_FIELDS, guideToValues, newGuideValues, parseGuideValues } from '../utils/guide-form-values';

export type GuideCategoryOption = SelectOption & { postCount: number };

type GuideEditorProps = { guide: AdminGuide | null; categories: GuideCategoryOption[]; onCreated: (id: string) => void };

export function GuideEditor({ guide, categories, onCreated }: GuideEditorProps) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useEditorForm({
    initialValues: guide ? guideToValues(guide) : newGuideValues(),
    parse: parseGuideValues,
    fields: GUIDE_FIELDS,
  });
  const { values, setValues, field } = form;
  const create = useCreateGuide();
  const update = useUpdateGuide();
  const remove = useDeleteGuide();
  const guard = useUnsavedChanges(form.dirty);

  const save = form.handleSubmit(async (input) => {
    try {
      const saved = guide ? await update.mutateAsync({ id: guide.id, input }) : await create.mutateAsync(input);
      form.reset(guideToValues(saved));
      toast({ title: 'Guide saved', description: `Live at /guide/${saved.slug}.` });
      if (!guide) {
        onCreated(saved.id);
        guard.allowNextNavigation();
        void navigate(`/admin/guides/${saved.id}/edit`, { replace: true });
      }
    } catch (error) {
      reportFailure(error, toast, 'save', form);
    }
  });

  async function deleteGuide(): Promise<boolean> {
    if (!guide) return false;
    try {
      await remove.mutateAsync(guide.id);
      toast({ title: 'Guide deleted', description: `“${guide.title}” is no longer on the site.` });
      guard.allowNextNavigation();
      void navigate('/admin');
      return true;
    } catch (error) {
      reportFailure(error, toast, 'delete');
      return false;
    }
  }

  const category = categories.find((c) => c.value === values.categoryId);
  const articleCount = guide && values.categoryId === guide.categoryId ? guide.articleCount : category?.postCount;
  return (
    <EditorLayout
      noun="guide"
      heading={guide ? 'Edit guide' : 'New guide'}
      isNew={!guide}
      viewHref={guide ? `/guide/${guide.slug}` : undefined}
      form={form}
      onSubmit={save}
      saving={create.isPending || update.isPending}
      blocker={guard.blocker}
      deleteControl={guide ? <DeleteControl noun="guide" name={guide.title} onDelete={deleteGuide} busy={remove.isPending} /> : null}
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
            basePath="/guide/"
            published={Boolean(guide)}
          />
          <TextAreaField
            field={field('description')}
            label="Description"
            required
            hint="Shown under the title and on the guide's card."
            value={values.description}
            onChange={(description) => setValues({ description })}
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
          <EditorPanel title="Organisation">
            <SelectField
              field={field('categoryId')}
              label="Category"
              required
              hint="The guide lists this category's articles."
              placeholder={categories.length ? 'Choose a category' : 'No categories yet'}
              options={categories}
              value={values.categoryId}
              onChange={(categoryId) => setValues({ categoryId })}
            />
            <div className="admin-readonly">
              <span className="admin-readonly__label">Articles</span>
              <span className="admin-readonly__value" aria-live="polite">
                {articleCount === undefined
                  ? 'Choose a category to see its articles'
                  : `${articleCount} in ${category?.label ?? guide?.category}`}
              </span>
              <span className="admin-readonly__hint">Counted from the category; not edited here.</span>
            </div>
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
