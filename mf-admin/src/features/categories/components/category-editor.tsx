import type { AdminCategory } from '@livefully/contracts';
import { Text } from '@livefully/web-kit/ui';
import { DeleteControl } from '../../../components/editor/delete-control';
import { EditorLayout } from '../../../components/editor/editor-layout';
import { EditorPanel } from '../../../components/editor/editor-panel';
import { useEditor } from '../../../components/editor/use-editor';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TitleSlugFields } from '../../../components/form/title-slug-fields';
import { useCreateCategory, useDeleteCategory, useUpdateCategory } from '../api/category-queries';
import { CATEGORY_FIELDS, categoryToValues, newCategoryValues, parseCategoryValues } from '../utils/category-form-values';

type CategoryEditorProps = { category: AdminCategory | null; onCreated: (id: string) => void };

export function CategoryEditor({ category, onCreated }: CategoryEditorProps) {
  const editor = useEditor({
    item: category,
    kind: 'category',
    noun: 'category',
    section: 'categories',
    toValues: categoryToValues,
    newValues: newCategoryValues,
    parse: parseCategoryValues,
    fields: CATEGORY_FIELDS,
    create: useCreateCategory(),
    update: useUpdateCategory(),
    remove: useDeleteCategory(),
    savedToast: (saved) => ({ title: 'Category saved', description: `“${saved.name}” can now be chosen for posts and guides.` }),
    deletedToast: (deleted) => ({
      title: 'Category deleted',
      description: `“${deleted.name}” is gone; it can be restored from the Trash.`,
    }),
    onCreated,
  });
  const { form } = editor;
  const { values, setValues, field } = form;

  const inUse = category ? category.postCount : 0;
  return (
    <EditorLayout
      noun="category"
      heading={category ? 'Edit category' : 'New category'}
      viewHref={category && inUse > 0 ? `/blog?category=${encodeURIComponent(category.name)}` : undefined}
      {...editor.layout}
      deleteControl={
        category ? (
          <DeleteControl
            noun="category"
            name={category.name}
            {...editor.deletion}
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
          <TitleSlugFields form={form} name="name" label="Name" published={Boolean(category)} />
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
            <Text as="p" size="2">
              {inUse === 1 ? '1 post uses this category.' : `${inUse} posts use this category.`}
            </Text>
          </EditorPanel>
        ) : undefined
      }
    />
  );
}
