import { CategoryInputSchema, type AdminCategory, type CategoryInput } from '@livefully/contracts';
import { parseForm, type FormParse } from '../../../components/form/field-errors';

export type CategoryFormValues = { name: string; slug: string; slugLinked: boolean; description: string };

export const CATEGORY_FIELDS = ['name', 'slug', 'description'] as const;

export function newCategoryValues(): CategoryFormValues {
  return { name: '', slug: '', slugLinked: true, description: '' };
}

export function categoryToValues(category: AdminCategory): CategoryFormValues {
  return { name: category.name, slug: category.slug, slugLinked: false, description: category.description };
}

export function parseCategoryValues({ slugLinked: _linked, ...input }: CategoryFormValues): FormParse<CategoryInput> {
  return parseForm(CategoryInputSchema, input);
}
