import { insertImage } from './media-picker';

/** The image files among pasted or dropped data (a copied screenshot, files dragged from the desktop). */
export function imageFilesOf(data: DataTransfer | null | undefined): File[] {
  return Array.from(data?.files ?? []).filter((file) => file.type.startsWith('image/'));
}

const target = (key: number) => `#uploading-${key}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const placeholderPattern = (key: number) => new RegExp(`!\\[[^\\]\\n]*\\]\\(${escaped(target(key))}\\)`);

/**
 * While an image uploads, a markdown image line that says so stands where it will go: the writer
 * sees where it lands and can keep typing around it. Its link is a fragment no real image has.
 */
export function insertPlaceholder(value: string, at: number, key: number, name: string): { value: string; caret: number } {
  return insertImage(value, at, { path: target(key), alt: `Uploading ${name || 'image'}…` });
}

/** The uploaded image in the placeholder's place; the text is unchanged if the writer deleted it. */
export function replacePlaceholder(value: string, key: number, path: string): string {
  return value.replace(placeholderPattern(key), `![](${path})`);
}

/** Takes a failed upload's placeholder out with the paragraph break it brought. */
export function removePlaceholder(value: string, key: number): string {
  const pattern = placeholderPattern(key).source;
  return value.replace(new RegExp(`(\\n\\n)?${pattern}(\\n\\n)?`), (_match, before?: string, after?: string) =>
    before && after ? '\n\n' : '',
  );
}

/** Writes the alt text into the first image of that path that has none. */
export function setAltOf(value: string, path: string, alt: string): string {
  const text = alt.replace(/[[\]\n]/g, ' ').trim();
  return value.replace(`![](${path})`, `![${text}](${path})`);
}
