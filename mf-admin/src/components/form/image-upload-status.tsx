import { Button, Callout, Flex, Text, TextField } from '@livefully/web-kit/ui';
import { useId, useState } from 'react';
import type { FailedUpload, RunningUpload } from './use-image-uploads';

/** A progress bar per image on its way to the library, and a message per upload that failed. */
export function ImageUploadStatus({
  running,
  failed,
  onDismiss,
}: {
  running: RunningUpload[];
  failed: FailedUpload[];
  onDismiss: (key: number) => void;
}) {
  if (running.length === 0 && failed.length === 0) return null;
  return (
    <Flex direction="column" gap="2">
      {running.map((upload) => (
        <UploadProgress key={upload.key} upload={upload} />
      ))}
      {failed.map((upload) => (
        <Callout.Root key={upload.key} color="red" role="alert" size="1">
          <Callout.Text>
            {upload.name} was not uploaded: {upload.reason}{' '}
            <Button type="button" variant="ghost" size="1" onClick={() => onDismiss(upload.key)}>
              Dismiss
            </Button>
          </Callout.Text>
        </Callout.Root>
      ))}
    </Flex>
  );
}

function UploadProgress({ upload }: { upload: RunningUpload }) {
  const id = useId();
  return (
    <Flex gap="2" align="center">
      <Text as="label" size="2" htmlFor={id}>
        Uploading {upload.name}
      </Text>
      <progress id={id} max={1} value={upload.progress} className="admin-upload-progress">
        {Math.round(upload.progress * 100)}%
      </progress>
    </Flex>
  );
}

/**
 * The alt text of an image just pasted or dropped, asked for where the writer is: focused at once,
 * Enter keeps it, Escape leaves the image without (the image then shows that it has none).
 */
export function AltTextPrompt({ name, onDone }: { name: string; onDone: (alt: string | null) => void }) {
  const [alt, setAlt] = useState('');
  const id = useId();
  return (
    <Flex gap="2" align="center" wrap="wrap" className="admin-alt-prompt">
      <Text as="label" size="2" weight="bold" htmlFor={id}>
        Alt text for {name}
      </Text>
      <TextField.Root
        id={id}
        value={alt}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears because the writer just added this image; focusing it is the point
        autoFocus
        placeholder="What the picture shows"
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onDone(alt.trim() || null);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onDone(null);
          }
        }}
      />
      <Button type="button" size="1" onClick={() => onDone(alt.trim() || null)}>
        Set alt text
      </Button>
    </Flex>
  );
}
