import { slugify } from '@livefully/contracts';
import { Button, Text, TextField } from '@livefully/web-kit/ui';
import { RotateCcw } from 'lucide-react';
import { describedBy, FieldFrame } from './field-frame';
import { slugEditedByHand, slugFromTitle, type SlugLink } from './slug-link';
import type { FieldState } from './use-editor-form';

type SlugFieldProps = {
  field: FieldState;
  value: SlugLink;
  /** What the slug derives from: a title or a name. */
  source: { label: string; value: string };
  onChange: (next: SlugLink) => void;
  /** The public address before the slug, e.g. '/blog/'. */
  basePath?: string;
  /** An existing item's slug is its public address: changing it breaks links to it. */
  published?: boolean;
};

export function SlugField({ field, value, source, onChange, basePath, published = false }: SlugFieldProps) {
  const canReset = !value.slugLinked || value.slug !== slugify(source.value);
  const hint = value.slugLinked
    ? `Follows the ${source.label.toLowerCase()} until you edit it.`
    : published
      ? 'Changing the slug changes the page’s address; links to the old one will stop working.'
      : `Lowercase words joined by hyphens.`;
  return (
    <FieldFrame
      field={field}
      label="Slug"
      required
      hint={hint}
      aside={
        canReset ? (
          <Button type="button" variant="ghost" size="1" onClick={() => onChange(slugFromTitle(source.value))}>
            <RotateCcw aria-hidden="true" focusable="false" size={14} />
            Reset to {source.label.toLowerCase()}
          </Button>
        ) : null
      }
    >
      <TextField.Root
        id={field.id}
        name={field.name}
        value={value.slug}
        onChange={(event) => onChange(slugEditedByHand(event.target.value))}
        onBlur={field.onBlur}
        autoComplete="off"
        spellCheck={false}
        aria-required
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(field, hint)}
      >
        {basePath ? (
          <TextField.Slot aria-hidden="true">
            <Text size="2" color="gray">
              {basePath}
            </Text>
          </TextField.Slot>
        ) : null}
      </TextField.Root>
    </FieldFrame>
  );
}
