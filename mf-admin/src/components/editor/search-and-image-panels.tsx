import { ImageFields } from '../form/image-fields';
import { MetaDescriptionField } from '../form/meta-description-field';
import type { FieldState } from '../form/use-editor-form';
import { EditorPanel } from './editor-panel';

type SharingValues = { metaDescription: string; imagePath: string; imageAlt: string };

type SearchAndImagePanelsProps = {
  form: {
    values: SharingValues;
    setValues: (patch: Partial<SharingValues>) => void;
    field: (name: string) => FieldState;
  };
};

/** The side panels of a public page's editor: how it shows in search and shares, and its image. */
export function SearchAndImagePanels({ form }: SearchAndImagePanelsProps) {
  const { values, setValues, field } = form;
  return (
    <>
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
  );
}
