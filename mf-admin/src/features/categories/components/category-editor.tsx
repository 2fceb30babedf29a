import type { AdminCategory } from '@livefully/contracts';
import { useToast } from '@livefully/web-kit';
import { useNavigate } from 'react-router';
import { DeleteControl } from '../../../components/editor/delete-control';
import { EditorLayout } from '../../../components/editor/editor-layout';
import { EditorPanel } from '../../../components/editor/editor-panel';
import { reportFailure } from '../../../components/editor/report-failure';
import { SlugField } from '../../../components/form/slug-field';
import { titleChange } from '../../../components/form/slug-link';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useEditorForm } from '../../../components/form/use-editor-form';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import { useUpdateCategory } from '../api/update-category';
import { CATEGORY_FIELDS, categoryToValues, newCategoryValues, parseCategoryValues } from '../utils/category-form-values';

type CategoryEditorProps = { category: AdminCategory | null; onCreated: (id: string) => void };

export function CategoryEditor({ category, onCreated }: CategoryEditorProps) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useEditorForm({
    initialValues: category ? categoryToValues(category) : newCategoryValues(),
    parse: parseCategoryValues,
    fields: CATEGORY_FIELDS,
  });
  const { values, setValues, field } = form;
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const guard = useUnsavedChanges(form.dirty);

  const save = form.handleSubmit(async (input) => {
    try {
      const saved = category ? await update.mutateAsync({ id: category.id, input }) : await create.mutateAsync(input);
      form.reset(categoryToValues(saved));
      toast({ title: 'Category saved', description: `“${saved.name}” can now be chosen for posts and guides.` });
      if (!category) {
        onCreated(saved.id);
        guard.allowNextNavigation();
        void navigate(`/admin/categories/${saved.id}/edit`, { replace: true });
      }
    } catch (error) {
      reportFailure(error, toast, 'save', form);
    }
  });

  async function deleteCategory(): Promise<boolean> {
    if (!category) return false;
    try {
      await remove.mutateAsync(category.id);
      toast({ title: 'Category deleted', description: `“${category.name}” is gone.` });
      guard.allowNextNavigation();
      void navigate('/admin');
      return true;
    } catch (error) {
      reportFailure(error, toast, 'delete');
      return false;
    }
  }

  const inUse = category ? category.postCount : 0;
  return (
    <EditorLayout
      noun="category"
      heading={category ? 'Edit category' : 'New category'}
      isNew={!category}
      viewHref={category && inUse > 0 ? `/blog?category=${encodeURIComponent(category.name)}` : undefined}
      form={form}
      onSubmit={save}
      saving={create.isPending || update.isPending}
      blocker={guard.blocker}
      deleteControl={
        category ? (
          <DeleteControl
            noun="category"
            name={category.name}
            onDelete={deleteCategory}
            busy={remove.isPending}
            consequence={
              inUse > 0
                ? `${inUse} ${inUse === 1 ? 'post uses' : 'posts use'} it: a category can only be deleted once no post does.`
                : undefined
            }
          />
        ) : null
      }
      main={
        <>
          <TextField
            field={field('name')}
            label="Name"
            required
            className="admin-input--title"
            value={values.name}
            onChange={(name) => setValues(titleChange('name', values, name))}
          />
          <SlugField
            field={field('slug')}
            value={values}
            source={{ label: 'Name', value: values.name }}
            onChange={(slug) => setValues(slug)}
            published={Boolean(category)}
          />
          <TextAreaField
            field={field('description')}
            label="Description"
            hint="Optional: what belongs in this category, for other editors."
            value={values.description}
            onChange={(description) => setValues({ description })}
          />
        </>
      }
      aside={
        category ? (
          <EditorPanel title="Usage">
            <p className="admin-readonly__value">{inUse === 1 ? '1 post uses this category.' : `${inUse} posts use this category.`}</p>
          </EditorPanel>
        ) : undefined
      }
    />
  );
}
