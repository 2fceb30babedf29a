import { mediaImageOf } from '@livefully/contracts/media-paths';
import { Button, Flex, Text } from '@livefully/web-kit/ui';
import { ImagePlus, X } from 'lucide-react';
import { FieldHint, FieldMessage } from '../../../components/form/field-frame';
import { useMediaPicker } from '../../../components/form/media-picker';
import type { FieldState } from '../../../components/form/use-editor-form';

type ProfilePhotoFieldProps = { field: FieldState; value: string; alt: string; onChange: (path: string) => void };

const HINT = 'A square portrait works best; the author page shows it round.';

/** A library image's smallest WebP: a portrait thumbnail need not load the original. */
const thumbnailOf = (path: string) => mediaImageOf(path)?.srcSet.webp.split(' ')[0] ?? path;

/** The profile photo: uploaded or chosen from the media library, the way a post picks its image. */
export function ProfilePhotoField({ field, value, alt, onChange }: ProfilePhotoFieldProps) {
  const openPicker = useMediaPicker();
  return (
    // A group, not a labelled control: its controls are buttons, named by what they do.
    <Flex direction="column" gap="2" role="group" aria-labelledby={`${field.id}-label`} aria-describedby={`${field.id}-hint`}>
      <Text as="p" id={`${field.id}-label`} size="2" weight="bold" mb="0">
        Photo
      </Text>
      <FieldHint field={field} hint={HINT} />
      <Flex align="center" gap="3" wrap="wrap" id={field.id} tabIndex={-1}>
        {value ? (
          <img className="profile-photo" src={thumbnailOf(value)} alt={alt} />
        ) : (
          <Text size="2" color="gray">
            No photo yet.
          </Text>
        )}
        {openPicker ? (
          <Button type="button" variant="soft" size="1" onClick={() => openPicker('Choose a photo', (image) => onChange(image.path))}>
            <ImagePlus aria-hidden="true" focusable="false" size={14} />
            {value ? 'Change photo' : 'Upload or choose'}
          </Button>
        ) : null}
        {value ? (
          <Button type="button" variant="soft" color="gray" size="1" onClick={() => onChange('')}>
            <X aria-hidden="true" focusable="false" size={14} />
            Remove photo
          </Button>
        ) : null}
      </Flex>
      <FieldMessage field={field} />
    </Flex>
  );
}
