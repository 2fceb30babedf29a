import type { AdminGuide, GuideInput } from '@livefully/contracts';
import { Card, Flex, Text } from '@livefully/web-kit/ui';
import { EditorPanel } from '../../../components/editor/editor-panel';
import { ImagePanel, SearchPanel } from '../../../components/editor/search-and-image-panels';
import { MarkdownField } from '../../../components/form/markdown-field';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TitleSlugFields } from '../../../components/form/title-slug-fields';
import { KindEditor, type KindEditorSpec } from '../../../components/kind-editor/kind-editor';
import { useCreateGuide, useDeleteGuide, useUpdateGuide } from '../api/guide-queries';
import { GUIDE_FIELDS, guideToValues, newGuideValues, parseGuideValues, type GuideFormValues } from '../utils/guide-form-values';

export type GuideCategoryOption = SelectOption & { postCount: number };

type Loaded = { categories: GuideCategoryOption[] };

export const GUIDE_EDITOR: KindEditorSpec<AdminGuide, GuideFormValues, GuideInput, Loaded> = {
  kind: 'guide',
  noun: 'guide',
  section: 'guides',
  name: (guide) => guide.title,
  toValues: guideToValues,
  newValues: newGuideValues,
  parse: parseGuideValues,
  fields: GUIDE_FIELDS,
  useCreate: useCreateGuide,
  useUpdate: useUpdateGuide,
  useDelete: useDeleteGuide,
  savedToast: (saved) => ({ title: 'Guide saved', description: `Live at /guide/${saved.slug}.` }),
  deletedToast: (deleted) => ({
    title: 'Guide deleted',
    description: `“${deleted.title}” is no longer on the site; it can be restored from the Trash.`,
  }),
  names: ({ categories }) => Object.fromEntries(categories.map((option) => [option.value, option.label])),
  viewHref: (guide) => `/guide/${guide.slug}`,
  useFields: ({ form, item: guide, extra: { categories } }) => {
    const { values, setValues, field } = form;
    const category = categories.find((c) => c.value === values.categoryId);
    const articleCount = guide && values.categoryId === guide.categoryId ? guide.articleCount : category?.postCount;
    return {
      main: (
        <>
          <TitleSlugFields form={form} name="title" label="Title" basePath="/guide/" published={Boolean(guide)} />
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
          <SearchPanel
            form={form}
            page={{ title: values.title, summary: values.description, path: `/guide/${values.slug}` }}
            summaryName="description"
          />
        </>
      ),
      aside: (
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
            <Card variant="surface">
              <Flex direction="column" gap="1">
                <Text size="2" weight="bold">
                  Articles
                </Text>
                <Text size="2" aria-live="polite">
                  {articleCount === undefined
                    ? 'Choose a category to see its articles'
                    : `${articleCount} in ${category?.label ?? guide?.category}`}
                </Text>
                <Text size="1" color="gray">
                  Counted from the category; not edited here.
                </Text>
              </Flex>
            </Card>
          </EditorPanel>
          <ImagePanel form={form} />
        </>
      ),
    };
  },
};

type GuideEditorProps = { guide: AdminGuide | null; categories: GuideCategoryOption[]; onCreated: (id: string) => void };

export function GuideEditor({ guide, categories, onCreated }: GuideEditorProps) {
  return <KindEditor spec={GUIDE_EDITOR} item={guide} extra={{ categories }} onCreated={onCreated} />;
}
