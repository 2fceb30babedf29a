import { createContext, useContext, type ComponentType } from 'react';

/** Sends one image to the media library, reporting the share of bytes sent; answers its path. */
export type UploadImage = (file: File, onProgress: (fraction: number) => void) => Promise<{ path: string }>;

/**
 * Uploads started from the body field: each resolves to the new image's path, or null when it
 * failed (the field has already said why).
 */
export type StartUpload = (file: File) => Promise<string | null>;

/** What the body field hands the visual editor: the same markdown string the markdown mode edits. */
export type VisualEditorProps = {
  id: string;
  label: string;
  value: string;
  onChange: (markdown: string) => void;
  onBlur: () => void;
  describedBy?: string;
  invalid: boolean;
  startUpload: StartUpload;
};

/**
 * The visual editor and the image upload, as the shared body field reaches them: the app provides
 * them (features/visual-editor), and a field with no provider offers the markdown mode only.
 */
export type WritingTools = { VisualEditor: ComponentType<VisualEditorProps>; uploadImage: UploadImage };

export const WritingToolsContext = createContext<WritingTools | null>(null);

export function useWritingTools(): WritingTools | null {
  return useContext(WritingToolsContext);
}
