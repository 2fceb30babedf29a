import { useCallback, useState, type ReactNode } from 'react';
import {
  FocalPointContext,
  ImageFocalContext,
  MediaPickerContext,
  type OpenMediaPicker,
  type PickedImage,
} from '../../../components/form/media-picker';
import { LibraryFocalPoint, useLibraryImageFocal } from './library-focal-point';
import { MediaPickerDialog } from './media-picker-dialog';

const focalPointOf = (path: string) => <LibraryFocalPoint path={path} />;

/**
 * Gives the editors' fields the media library: one dialog, opened by whichever field asks, a
 * library image's focal point control, and its focal point for the share card preview.
 */
export function MediaPickerProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<{ title: string; onPick: (image: PickedImage) => void } | null>(null);
  const open = useCallback<OpenMediaPicker>((title, onPick) => setRequest({ title, onPick }), []);
  return (
    <MediaPickerContext value={open}>
      <FocalPointContext value={focalPointOf}>
        <ImageFocalContext value={useLibraryImageFocal}>{children}</ImageFocalContext>
      </FocalPointContext>
      <MediaPickerDialog
        open={request !== null}
        onOpenChange={(next) => (next ? undefined : setRequest(null))}
        title={request?.title ?? 'Choose an image'}
        onPick={(item) => request?.onPick({ path: item.path, alt: item.alt })}
      />
    </MediaPickerContext>
  );
}
