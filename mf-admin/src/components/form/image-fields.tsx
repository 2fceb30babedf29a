import { mediaImageOf } from '@livefully/contracts/media-paths';
import { Text } from '@livefully/web-kit/ui';
import { useState } from 'react';
import { MediaPickerButton, useFocalPointControl } from './media-picker';
import { TextField } from './text-field';
import type { FieldState } from './use-editor-form';

type ImageFieldsProps = {
  path: { field: FieldState; value: string; onChange: (value: string) => void };
  alt: { field: FieldState; value: string; onChange: (value: string) => void };
};

const previewable = (path: string) => /^(\/[^/]|https:\/\/)/.test(path.trim());

/** A library image shows its smallest WebP rather than the original, which may be large. */
function thumbnailOf(path: string): string {
  const media = mediaImageOf(path);
  return media ? media.srcSet.webp.split(' ')[0]! : path;
}

/**
 * The image of an item and its alt text (required with an image): uploaded or chosen from the
 * media library, or typed as a site path or https:// address, with a thumbnail of what it shows.
 */
export function ImageFields({ path, alt }: ImageFieldsProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const focalPoint = useFocalPointControl();
  const src = path.value.trim();
  const showThumb = previewable(src) && broken !== src;
  return (
    <>
      <TextField
        field={path.field}
        label="Image path"
        hint="Upload one or choose it from the media library, or type a site path such as /images/tea.jpg or an https:// address."
        value={path.value}
        onChange={path.onChange}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        aside={
          <MediaPickerButton
            title="Choose the image"
            label="Upload or choose"
            onPick={(image) => {
              path.onChange(image.path);
              if (!alt.value.trim() && image.alt) alt.onChange(image.alt);
            }}
          />
        }
      />
      {showThumb ? (
        <img className="admin-image-thumb" src={thumbnailOf(src)} alt={alt.value.trim() || ''} onError={() => setBroken(src)} />
      ) : previewable(src) ? (
        <Text as="p" size="2" color="gray">
          No image found at this path.
        </Text>
      ) : null}
      {showThumb && focalPoint && mediaImageOf(src) ? focalPoint(src) : null}
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
