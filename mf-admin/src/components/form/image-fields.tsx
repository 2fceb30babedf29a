import { Text } from '@livefully/web-kit/ui';
import { useState } from 'react';
import { TextField } from './text-field';
import type { FieldState } from './use-editor-form';

type ImageFieldsProps = {
  path: { field: FieldState; value: string; onChange: (value: string) => void };
  alt: { field: FieldState; value: string; onChange: (value: string) => void };
};

const previewable = (path: string) => /^(\/[^/]|https:\/\/)/.test(path.trim());

/** Image path and its alt text (required with an image), with a thumbnail of what the path shows. */
export function ImageFields({ path, alt }: ImageFieldsProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const src = path.value.trim();
  const showThumb = previewable(src) && broken !== src;
  return (
    <>
      <TextField
        field={path.field}
        label="Image path"
        hint="A site path such as /images/tea.jpg, or an https:// address."
        value={path.value}
        onChange={path.onChange}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
      />
      {showThumb ? (
        <img className="admin-image-thumb" src={src} alt={alt.value.trim() || ''} onError={() => setBroken(src)} />
      ) : previewable(src) ? (
        <Text as="p" size="2" color="gray">
          No image found at this path.
        </Text>
      ) : null}
      <TextField
        field={alt.field}
        label="Alt text"
        required={Boolean(src)}
        hint="What the image shows, for people who cannot see it. Required with an image."
        value={alt.value}
        onChange={alt.onChange}
      />
    </>
  );
}
