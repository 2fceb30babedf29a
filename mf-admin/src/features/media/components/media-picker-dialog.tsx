import type { MediaDetail } from '@livefully/contracts';
import { Button, Flex } from '@livefully/web-kit/ui';
import { Dialog } from '@livefully/web-kit/ui/widgets';
import { MediaLibrary } from './media-library';

type MediaPickerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onPick: (item: MediaDetail) => void;
};

/** The library in a dialog, for an editor's field: upload or find an image, then use it. */
export function MediaPickerDialog({ open, onOpenChange, title, onPick }: MediaPickerDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="72rem">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Upload a new image or choose one from the library, then select “Use this image”.
        </Dialog.Description>
        {open ? (
          <MediaLibrary
            onPick={(item) => {
              onPick(item);
              onOpenChange(false);
            }}
          />
        ) : null}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
