import type { MediaDetail, MediaUse } from '@livefully/contracts';
import { FormattedDate } from '@livefully/web-kit';
import { Link } from '@livefully/web-kit/router';
import { Button, Callout, Flex, Heading, Link as ThemeLink, Spinner, Text, TextField } from '@livefully/web-kit/ui';
import { CircleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { readApiProblem } from '../../../lib/api-problem';
import { useDeleteMedia, useMediaItem, useUpdateMediaAlt } from '../api/media-queries';
import { formatBytes, thumbnailOf } from '../utils/media-format';
import { FocalPointPicker } from './focal-point-picker';

type MediaDetailsProps = {
  id: string;
  /** In the picker: puts the image in the field that opened it. */
  onPick?: ((item: MediaDetail) => void) | undefined;
  onDeleted: () => void;
};

const EDITOR_PATH: Record<MediaUse['kind'], string> = { post: 'posts', guide: 'guides', topic: 'topics' };
const USE_FIELD: Record<MediaUse['field'], string> = { image: 'its image', share: 'its share image', body: 'in its text' };
const KIND: Record<MediaUse['kind'], string> = { post: 'Post', guide: 'Guide', topic: 'Topic' };

/** One image: a preview, its facts, its alt text, where it is used, and delete (refused while it is used). */
export function MediaDetails({ id, onPick, onDeleted }: MediaDetailsProps) {
  const item = useMediaItem(id);
  if (item.isPending) return <Spinner size="3" aria-label="Loading the image" />;
  if (!item.data) {
    return (
      <Text as="p" color="gray">
        This image is no longer in the library.
      </Text>
    );
  }
  // Keyed by the image: its alt text field and messages start afresh for each one.
  return <MediaDetailsView key={item.data.id} data={item.data} onPick={onPick} onDeleted={onDeleted} />;
}

function MediaDetailsView({ data, onPick, onDeleted }: Omit<MediaDetailsProps, 'id'> & { data: MediaDetail }) {
  const update = useUpdateMediaAlt();
  const remove = useDeleteMedia();
  const [alt, setAlt] = useState(data.alt);
  const [confirming, setConfirming] = useState(false);
  const ids = { alt: useId(), heading: useId(), usage: useId() };

  const deleteProblem = remove.isError ? readApiProblem(remove.error) : null;
  const inUse = deleteProblem?.status === 409 || data.usage.length > 0;

  return (
    <section aria-labelledby={ids.heading} className="media-details">
      <Heading as="h2" size="4" id={ids.heading} mb="3" className="media-details__name">
        {data.originalName}
      </Heading>
      <img className="media-details__preview" src={thumbnailOf(data)} alt={data.alt} width={data.width} height={data.height} />
      {onPick ? (
        <Button type="button" size="3" mt="3" onClick={() => onPick(data)}>
          Use this image
        </Button>
      ) : null}
      <dl className="media-details__facts">
        <dt>Size</dt>
        <dd>
          {data.width} × {data.height} px, {formatBytes(data.bytes)} ({data.type.toUpperCase()})
        </dd>
        <dt>Uploaded</dt>
        <dd>
          <FormattedDate value={data.createdAt} />
          {data.createdBy.email ? ` by ${data.createdBy.email}` : ''}
        </dd>
        <dt>Address</dt>
        <dd>
          <code className="media-details__path">{data.path}</code>
        </dd>
      </dl>

      <form
        className="media-details__alt"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ id: data.id, alt });
        }}
      >
        <Text as="label" htmlFor={ids.alt} size="2" weight="medium">
          Alt text
        </Text>
        <Flex gap="2" mt="1" wrap="wrap">
          <TextField.Root
            id={ids.alt}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            maxLength={300}
            className="media-details__alt-input"
          />
          <Button type="submit" variant="soft" disabled={update.isPending || alt.trim() === data.alt}>
            {update.isPending ? 'Saving…' : 'Save alt text'}
          </Button>
        </Flex>
        <div role="status" aria-live="polite">
          {update.isSuccess && alt.trim() === data.alt ? (
            <Text as="p" size="2" color="green" highContrast mt="1">
              Alt text saved.
            </Text>
          ) : null}
          {update.isError ? (
            <Text as="p" size="2" color="red" highContrast mt="1">
              {readApiProblem(update.error).issues[0]?.message ?? readApiProblem(update.error).message}
            </Text>
          ) : null}
        </div>
      </form>

      <FocalPointPicker item={data} />

      <Heading as="h3" size="3" mt="5" mb="2" id={ids.usage}>
        Where it is used
      </Heading>
      {data.usage.length === 0 ? (
        <Text as="p" size="2" color="gray">
          Not used by any post, guide or topic.
        </Text>
      ) : (
        <ul aria-labelledby={ids.usage} className="media-details__usage">
          {data.usage.map((use) => (
            <li key={`${use.kind}-${use.id}-${use.field}`}>
              <Text size="2">
                {KIND[use.kind]}{' '}
                <ThemeLink asChild>
                  <Link to={use.trashed ? '/admin/trash' : `/admin/${EDITOR_PATH[use.kind]}/${use.id}/edit`}>{use.title}</Link>
                </ThemeLink>{' '}
                <Text color="gray">
                  ({USE_FIELD[use.field]}
                  {use.trashed ? ', in the trash until it is purged' : ''})
                </Text>
              </Text>
            </li>
          ))}
        </ul>
      )}

      {deleteProblem ? (
        <Callout.Root color="red" highContrast role="alert" mt="3">
          <Callout.Icon>
            <CircleAlert aria-hidden="true" focusable="false" size={16} />
          </Callout.Icon>
          <Callout.Text>
            {deleteProblem.status === 409
              ? `Not deleted: ${deleteProblem.message}. Pages that show it would lose their picture.`
              : `Not deleted: ${deleteProblem.message}`}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      <Button type="button" color="red" variant="soft" highContrast mt="4" onClick={() => setConfirming(true)}>
        Delete image
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this image?"
        description={
          inUse
            ? 'This image is in use: the library will refuse to delete it until no post, guide or topic shows it.'
            : 'The image and all its sizes are removed from the library and its address stops working.'
        }
        confirmLabel="Delete image"
        tone="danger"
        busy={remove.isPending}
        busyLabel="Deleting…"
        onConfirm={() =>
          remove.mutate(data.id, {
            onSuccess: () => {
              setConfirming(false);
              onDeleted();
            },
            onError: () => setConfirming(false),
          })
        }
      />
    </section>
  );
}
