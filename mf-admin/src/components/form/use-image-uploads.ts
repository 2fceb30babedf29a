import { useCallback, useRef, useState } from 'react';
import type { StartUpload, UploadImage } from './writing-tools';

export type RunningUpload = { key: number; name: string; progress: number };
export type FailedUpload = { key: number; name: string; reason: string };

/**
 * The uploads a body field started by paste or drop, for its progress bars and error messages.
 * `start` resolves to the new image's path, or to null once the failure is on show.
 */
export function useImageUploads(uploadImage: UploadImage | undefined) {
  const [running, setRunning] = useState<RunningUpload[]>([]);
  const [failed, setFailed] = useState<FailedUpload[]>([]);
  const nextKey = useRef(1);

  const start = useCallback<StartUpload>(
    async (file) => {
      if (!uploadImage) return null;
      const key = nextKey.current++;
      const name = file.name || 'pasted image';
      setRunning((list) => [...list, { key, name, progress: 0 }]);
      try {
        const item = await uploadImage(file, (progress) =>
          setRunning((list) => list.map((upload) => (upload.key === key ? { ...upload, progress } : upload))),
        );
        return item.path;
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'The upload failed.';
        setFailed((list) => [...list, { key, name, reason }]);
        return null;
      } finally {
        setRunning((list) => list.filter((upload) => upload.key !== key));
      }
    },
    [uploadImage],
  );

  const dismiss = useCallback((key: number) => setFailed((list) => list.filter((upload) => upload.key !== key)), []);
  return { running, failed, start, dismiss };
}
