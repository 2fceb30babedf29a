import { useCallback, useState, type ReactNode } from 'react';
import { MediaPickerContext, type OpenMediaPicker, type PickedImage } from '../../../components/form/media-picker';
import { MediaPickerDialog } from './media-picker-dialog';

/** Gives the editors' fields the media library: one dialog, opened by whichever field asks. */
export function MediaPickerProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<{ title: string; onPick: (image: PickedImage) => void } | null>(null);
  const open = useCallback<OpenMediaPicker>((title, onPick) => setRequest({ title, onPick }), []);
  return (
    <MediaPickerContext value={open}>
      {children}
      <MediaPickerDialog
        open={request !== null}
        onOpenChange={(next) => (next ? undefined : setRequest(null))}
        title={request?.title ?? 'Choose an image'}
        onPick={(item) => request?.onPick({ path: item.path, alt: item.alt })}
      />
    </MediaPickerContext>
  );
}
