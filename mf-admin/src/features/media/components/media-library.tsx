import type { MediaDetail, MediaItem } from '@livefully/contracts';
import { Button, Flex, Grid, Heading, Text, TextField } from '@livefully/web-kit/ui';
import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { MEDIA_PAGE_SIZE, useMediaList } from '../api/media-queries';
import { thumbnailOf } from '../utils/media-format';
import { MediaDetails } from './media-details';
import { UploadZone } from './upload-zone';
import './media-library.css';

type MediaLibraryProps = {
  /** In the picker: choosing an image puts it in the field that opened the library. */
  onPick?: (item: MediaDetail) => void;
};

/**
 * The media library: upload (drop, paste, choose), search by name or alt text, a grid of the
 * images newest first, and the chosen image's details beside it.
 */
export function MediaLibrary({ onPick }: MediaLibraryProps) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const list = useMediaList(q, page);
  const ids = { search: useId(), grid: useId(), count: useId() };
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / MEDIA_PAGE_SIZE)) : 1;

  const uploaded = (item: MediaItem) => {
    setSearch('');
    setPage(1);
    setSelected(item.id);
  };

  return (
    <div className="media-library">
      <UploadZone onUploaded={uploaded} />
      <div className="media-library__body">
        <section aria-labelledby={ids.grid} className="media-library__list">
          <Flex gap="3" align="end" justify="between" wrap="wrap" mb="3">
            <Heading as="h2" id={ids.grid} size="4" mb="0">
              Images
            </Heading>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={ids.search} size="2" weight="medium">
                Search by name or alt text
              </Text>
              <TextField.Root
                id={ids.search}
                type="search"
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
              >
                <TextField.Slot>
                  <Search aria-hidden="true" focusable="false" size={16} />
                </TextField.Slot>
              </TextField.Root>
            </Flex>
          </Flex>
          <Text as="p" id={ids.count} size="2" color="gray" role="status" aria-live="polite">
            {list.isError
              ? 'The library could not be loaded.'
              : !data
                ? 'Loading the library…'
                : data.total === 0
                  ? q
                    ? `No image matches “${q}”.`
                    : 'No images yet: upload the first one above.'
                  : `${data.total} ${data.total === 1 ? 'image' : 'images'}${q ? ` matching “${q}”` : ''}`}
          </Text>
          {data && data.items.length > 0 ? (
            <ul className="media-grid" aria-describedby={ids.count}>
              {data.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="media-grid__item"
                    aria-pressed={selected === item.id}
                    onClick={() => setSelected(item.id)}
                  >
                    <img src={thumbnailOf(item)} alt="" width={160} height={Math.round((160 * item.height) / item.width)} loading="lazy" />
                    <span className="media-grid__name">{item.originalName}</span>
                    <span className="media-grid__alt">{item.alt || 'No alt text yet'}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {pages > 1 ? (
            <Flex gap="3" align="center" mt="4" asChild>
              <nav aria-label="Library pages">
                <Button type="button" variant="soft" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Newer
                </Button>
                <Text size="2">
                  Page {page} of {pages}
                </Text>
                <Button type="button" variant="soft" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Older
                </Button>
              </nav>
            </Flex>
          ) : null}
        </section>
        <Grid className="media-library__details">
          {selected ? (
            <MediaDetails id={selected} onPick={onPick} onDeleted={() => setSelected(null)} />
          ) : (
            <Text as="p" size="2" color="gray">
              Choose an image to see its details, alt text and where it is used.
            </Text>
          )}
        </Grid>
      </div>
    </div>
  );
}
