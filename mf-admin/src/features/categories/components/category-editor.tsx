import type { AdminCategory, CategoryInput } from '@livefully/contracts';
import { Text } from '@livefully/web-kit/ui';
import { EditorPanel } from '../../../components/editor/editor-panel';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TitleSlugFields } from '../../../components/form/title-slug-fields';
import { KindEditor, type KindEditorSpec } from '../../../components/kind-editor/kind-editor';
import { useCreateCategory, useDeleteCategory, useUpdateCategory } from '../api/category-queries';
import {
  CATEGORY_FIELDS,
  categoryToValues,
  newCategoryValues,
  parseCategoryValues,
  type CategoryFormValues,
} from '../utils/category-form-values';

const usedBy = (category: AdminCategory | null) => category?.postCount ?? 0;

export const CATEGORY_EDITOR: KindEditorSpec<AdminCategory, CategoryFormValues, CategoryInput, undefined> = {
  kind: 'category',
  noun: 'category',
  section: 'categories',
  name: (category) => category.name,
  toValues: categoryToValues,
  newValues: newCategoryValues,
  parse: parseCategoryValues,
  fields: CATEGORY_FIELDS,
  useCreate: useCreateCategory,
  useUpdate: useUpdateCategory,
  useDelete: useDeleteCategory,
  savedToast: (saved) => ({ title: 'Category saved', description: `“${saved.name}” can now be chosen for posts and guides.` }),
  deletedToast: (deleted) => ({ title: 'Category deleted', description: `“${deleted.name}” is gone; it can be restored from the Trash.` }),
  // No page of its own: the blog filtered by it, once posts use it.
  viewHref: (category) => (usedBy(category) > 0 ? `/blog?category=${encodeURIComponent(category.name)}` : undefined),
  consequence: (category) => {
    const inUse = usedBy(category);
    if (inUse === 0) return undefined;
    return `${inUse} ${inUse === 1 ? 'post uses' : 'posts use'} it: a category can only be deleted once no post does.`;
  },
  useFields: ({ form, item: category }) => ({
    main: (
      <>
        <TitleSlugFields form={form} name="name" label="Name" published={Boolean(category)} />
        <TextAreaField
          field={form.field('description')}
          label="Description"
          hint="Optional: what belongs in this category, for other editors."
          value={form.values.description}
          onChange={(description) => form.setValues({ description })}
        />
      </>
    ),
    aside: category ? (
      <EditorPanel title="Usage">
        <Text as="p" size="2">
          {usedBy(category) === 1 ? '1 post uses this category.' : `${usedBy(category)} posts use this category.`}
        </Text>
      </EditorPanel>
    ) : undefined,
  }),
};

type CategoryEditorProps = { category: AdminCategory | null; onCreated: (id: string) => void };

export function CategoryEditor({ category, onCreated }: CategoryEditorProps) {
  return <KindEditor spec={CATEGORY_EDITOR} item={category} extra={undefined} onCreated={onCreated} />;
}
