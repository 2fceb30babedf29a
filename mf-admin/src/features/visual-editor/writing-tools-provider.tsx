import { lazy, useCallback, useMemo, type ReactNode } from 'react';
import { WritingToolsContext, type UploadImage } from '../../components/form/writing-tools';
import { useIdToken } from '../../lib/use-id-token';
import { uploadImageWithProgress } from './upload-image';

// Its own chunk: the editor library loads only once a writer shows the visual mode.
const VisualEditor = lazy(() => import('./visual-editor'));

/** Gives the body fields the visual mode and the paste/drop upload to the media library. */
export function WritingToolsProvider({ children }: { children: ReactNode }) {
  const token = useIdToken();
  const uploadImage = useCallback<UploadImage>((file, onProgress) => uploadImageWithProgress(token, file, onProgress), [token]);
  const tools = useMemo(() => ({ VisualEditor, uploadImage }), [uploadImage]);
  return <WritingToolsContext value={tools}>{children}</WritingToolsContext>;
}
