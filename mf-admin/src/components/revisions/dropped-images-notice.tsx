import type { DroppedImage } from '@livefully/contracts';
import { Box, Button, Callout, Flex, Text } from '@livefully/web-kit/ui';

const WHERE: Record<DroppedImage['field'], string> = {
  imagePath: 'The image (and so the share image)',
  content: 'In the content',
};

export type DroppedImages = { version: number; images: DroppedImage[] };

/**
 * What a restore left out: the images the old version showed that were deleted from the media
 * library since. It stays in view until dismissed, so the editor can put new ones in.
 */
export function DroppedImagesNotice({ dropped, noun, onDismiss }: { dropped: DroppedImages; noun: string; onDismiss: () => void }) {
  const count = dropped.images.length;
  return (
    <Callout.Root color="amber" mb="3" role="region" aria-label="Images left out">
      <Box>
        <Text as="p" weight="medium">
          Version {dropped.version} was restored without {count === 1 ? 'an image' : `${count} images`} deleted from the media library
          since.
        </Text>
        <ul className="admin-history__dropped">
          {dropped.images.map((image) => (
            <li key={`${image.field} ${image.path}`}>
              {WHERE[image.field]}: <code>{image.path}</code>
            </li>
          ))}
        </ul>
        <Flex align="center" justify="between" gap="2" wrap="wrap">
          <Text as="p" size="1">
            Choose new images in the editor if this {noun} needs them.
          </Text>
          <Button type="button" size="1" variant="soft" color="gray" onClick={onDismiss}>
            Dismiss
          </Button>
        </Flex>
      </Box>
    </Callout.Root>
  );
}
