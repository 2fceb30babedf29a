import { SlugField } from './slug-field';
import { titleChange, type SlugLink } from './slug-link';
import { TextField } from './text-field';
import type { FieldState } from './use-editor-form';

type TitleValues<K extends string> = Record<K, string> & SlugLink;

type TitleSlugFieldsProps<K extends string> = {
  form: {
    values: TitleValues<K>;
    setValues: (patch: Partial<TitleValues<K>>) => void;
    field: (name: string) => FieldState;
  };
  /** The field the slug follows: 'title' or 'name'. */
  name: K;
  label: string;
  /** The public address before the slug, e.g. '/blog/'. */
  basePath?: string;
  published: boolean;
};

/** An item's title (or name) and the slug that follows it, as every editor opens. */
export function TitleSlugFields<K extends string>({ form, name, label, basePath, published }: TitleSlugFieldsProps<K>) {
  const { values, setValues, field } = form;
  return (
    <>
      <TextField
        field={field(name)}
        label={label}
        required
        large
        value={values[name]}
        onChange={(title) => setValues(titleChange(name, values, title) as Partial<TitleValues<K>>)}
      />
      <SlugField
        field={field('slug')}
        value={values}
        source={{ label, value: values[name] }}
        onChange={(slug) => setValues(slug as Partial<TitleValues<K>>)}
        basePath={basePath}
        published={published}
      />
    </>
  );
}
