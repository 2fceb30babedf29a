import type { MediaItem } from '@livefully/contracts';
import { Button, Callout, Flex, Text, TextField } from '@livefully/web-kit/ui';
import { CircleAlert, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { readApiProblem } from '../../../lib/api-problem';
import { useUploadMedia } from '../api/media-queries';
import { imageFileOf } from '../utils/media-format';

type UploadZoneProps = {
  onUploaded: (item: MediaItem) => void;
};

/** What the library takes, as the server checks it (by the bytes, never the name). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif,image/svg+xml';

/**
 * Adds an image to the library three ways: drop it here, paste it (anywhere on the screen), or
 * pick it with the file chooser. The alt text can be given at once or later. A refusal shows the
 * server's reason (not an image, too large) next to the zone.
 */
export function UploadZone({ onUploaded }: UploadZoneProps) {
  const upload = useUploadMedia();
  const [alt, setAlt] = useState('');
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = { alt: useId(), hint: useId(), status: useId() };

  const send = (file: File | null) => {
    if (!file || upload.isPending) return;
    upload.mutate(
      { file, alt },
      {
        onSuccess: (item) => {
          setAlt('');
          onUploaded(item);
        },
      },
    );
  };

  // A paste anywhere on the screen: an image on the clipboard is uploaded; text is left to the field it goes to.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = imageFileOf(event.clipboardData?.files);
      if (!file) return;
      event.preventDefault();
      send(file);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  });

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    send(imageFileOf(event.dataTransfer.files));
  };
  const problem = upload.isError ? readApiProblem(upload.error) : null;

  return (
    <section aria-labelledby={`${ids.hint}-title`} className="media-upload">
      <div
        className={dragging ? 'media-upload__zone media-upload__zone--over' : 'media-upload__zone'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="media-drop-zone"
      >
        <Flex direction="column" gap="3" align="start">
          <Text as="p" id={`${ids.hint}-title`} size="3" weight="bold" mb="0">
            Upload an image
          </Text>
          <Text as="p" id={ids.hint} size="2" color="gray" mb="0">
            Drop a file here, paste one, or choose it. JPEG, PNG, WebP, AVIF, GIF or SVG; the library makes the sizes pages need.
          </Text>
          <Flex gap="3" wrap="wrap" align="end" width="100%">
            <Flex direction="column" gap="1" flexGrow="1" minWidth="14rem">
              <Text as="label" htmlFor={ids.alt} size="2" weight="medium">
                Alt text (optional now)
              </Text>
              <TextField.Root id={ids.alt} value={alt} onChange={(event) => setAlt(event.target.value)} maxLength={300} />
            </Flex>
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              className="visually-hidden"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                send(imageFileOf(event.target.files));
                event.target.value = '';
              }}
              data-testid="media-file-input"
            />
            <Button type="button" onClick={() => input.current?.click()} disabled={upload.isPending} aria-describedby={ids.hint}>
              <Upload aria-hidden="true" focusable="false" size={16} />
              {upload.isPending ? 'Uploading…' : 'Choose an image'}
            </Button>
          </Flex>
        </Flex>
      </div>
      <div id={ids.status} role="status" aria-live="polite">
        {upload.isPending ? (
          <Text as="p" size="2" color="gray" mt="2">
            Uploading and making the image sizes…
          </Text>
        ) : null}
      </div>
      {problem ? (
        <Callout.Root color="red" highContrast role="alert" mt="3">
          <Callout.Icon>
            <CircleAlert aria-hidden="true" focusable="false" size={16} />
          </Callout.Icon>
          <Callout.Text>
            {problem.status === 413 || problem.status === 415 ? `Not uploaded: ${problem.message}` : `Upload failed: ${problem.message}`}
          </Callout.Text>
        </Callout.Root>
      ) : null}
    </section>
  );
}
