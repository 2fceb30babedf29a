import { mediaImageOf, type FocalPoint } from '@livefully/contracts/media-paths';
import { useMediaItem } from '../api/media-queries';
import { FocalPointPicker } from './focal-point-picker';

/** A library image's focal point as the library has it; undefined until read, and for any other image. */
export function useLibraryImageFocal(path: string): FocalPoint | undefined {
  return useMediaItem(mediaImageOf(path.trim())?.id ?? null).data?.focal;
}

/** A library image's focal point, set where the image is chosen (an item's image field). */
export function LibraryFocalPoint({ path }: { path: string }) {
  const item = useMediaItem(mediaImageOf(path)?.id ?? null);
  // Keyed by the image: a newly chosen one starts from its own point.
  return item.data ? <FocalPointPicker key={item.data.id} item={item.data} /> : null;
}
