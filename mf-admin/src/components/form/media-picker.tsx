import type { FocalPoint } from '@livefully/contracts/media-paths';
import { Button } from '@livefully/web-kit/ui';
import { ImagePlus } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';

/** An image of the media library, as a field takes it. */
export type PickedImage = { path: string; alt: string };

/** Opens the media library in a dialog; `onPick` receives the image the admin uploads or chooses. */
export type OpenMediaPicker = (title: string, onPick: (image: PickedImage) => void) => void;

/**
 * The media library as the editors' fields reach it: the app provides it (features/media), the
 * shared fields only ask for it, and show no library button where none is provided.
 */
export const MediaPickerContext = createContext<OpenMediaPicker | null>(null);

export function useMediaPicker(): OpenMediaPicker | null {
  return useContext(MediaPickerContext);
}

/**
 * The focal point control of a library image (its path), as the app provides it (features/media):
 * the image field shows it under a library image, and nothing where none is provided.
 */
export const FocalPointContext = createContext<((path: string) => ReactNode) | null>(null);

export function useFocalPointControl(): ((path: string) => ReactNode) | null {
  return useContext(FocalPointContext);
}

/**
 * Reads a library image's focal point (undefined until known, or for an image not in the
 * library), as the app provides it (features/media). The value is one hook for the app's
 * life, so a component calls it in the same order on every render.
 */
export const ImageFocalContext = createContext<(path: string) => FocalPoint | undefined>(() => undefined);

/** The focal point of the image at this path, so a preview cuts the share image where the page will. */
export function useImageFocal(path: string): FocalPoint | undefined {
  return useContext(ImageFocalContext)(path);
}

/** A markdown image of a library image, on a line of its own at the cursor of the body's textarea. */
export function insertImage(value: string, at: number, image: PickedImage): { value: string; caret: number } {
  const before = value.slice(0, at);
  const after = value.slice(at);
  const markdown = `![${image.alt.replace(/[[\]\n]/g, ' ').trim()}](${image.path})`;
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return { value: `${before}${lead}${markdown}${tail}${after}`, caret: before.length + lead.length + markdown.length };
}

/**
 * The button that opens the media library for a field (`title` names the dialog), handing the
 * image the admin uploads or chooses to `onPick`; nothing where the app provides no library.
 */
export function MediaPickerButton({ title, label, onPick }: { title: string; label: string; onPick: (image: PickedImage) => void }) {
  const open = useMediaPicker();
  if (!open) return null;
  return (
    <Button type="button" variant="soft" size="1" onClick={() => open(title, onPick)}>
      <ImagePlus aria-hidden="true" focusable="false" size={14} />
      {label}
    </Button>
  );
}

/** Puts a library image (uploaded there or chosen) into a markdown body at the cursor. */
export function InsertImageButton({
  textareaId,
  value,
  onChange,
}: {
  textareaId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <MediaPickerButton
      title="Insert an image"
      label="Insert image"
      onPick={(image) => {
        const area = document.getElementById(textareaId) as HTMLTextAreaElement | null;
        const next = insertImage(value, area ? area.selectionEnd : value.length, image);
        onChange(next.value);
        requestAnimationFrame(() => {
          area?.focus();
          area?.setSelectionRange(next.caret, next.caret);
        });
      }}
    />
  );
}
