import { ImageFields } from '../form/image-fields';
import type { FieldState } from '../form/use-editor-form';
import { SearchSharingPanel, type SharedPage } from '../sharing/search-sharing-panel';
import { EditorPanel } from './editor-panel';
import type { SharingFormValues } from './search-sharing-values';

type PanelValues = SharingFormValues & { metaDescription: string; imagePath: string; imageAlt: string };

type PanelForm = {
  values: PanelValues;
  setValues: (patch: Partial<PanelValues>) => void;
  field: (name: string) => FieldState;
};

/**
 * How a public page shows in search and shares (docs/seo.md). Its previews are drawn at their
 * real widths, so it goes in the editor's main column.
 */
export function SearchPanel({ form, page, summaryName }: { form: PanelForm; page: Omit<SharedPage, 'image'>; summaryName: string }) {
  return <SearchSharingPanel form={form} page={{ ...page, image: form.values.imagePath }} summaryName={summaryName} />;
}

/** The side panel of a public page's editor: its image and alt text. */
export function ImagePanel({ form }: { form: PanelForm }) {
  const { values, setValues, field } = form;
  return (
    <EditorPanel title="Image">
      <ImageFields
        path={{ field: field('imagePath'), value: values.imagePath, onChange: (imagePath) => setValues({ imagePath }) }}
        alt={{ field: field('imageAlt'), value: values.imageAlt, onChange: (imageAlt) => setValues({ imageAlt }) }}
      />
    </EditorPanel>
  );
}
