import { Button, Flex, Text } from '@livefully/web-kit/ui';
import { AlertDialog } from '@livefully/web-kit/ui/widgets';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** A second paragraph: what else the choice touches. */
  detail?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  busy?: boolean;
  busyLabel?: string;
  tone?: 'danger' | 'default';
};

/**
 * A modal that asks before something that cannot be taken back: focus starts on the safe
 * choice, stays inside, Escape cancels, and returns to where it was.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  detail,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  busy = false,
  busyLabel,
  tone = 'default',
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Content maxWidth="30rem">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2" color="gray">
          {description}
        </AlertDialog.Description>
        {detail ? (
          <Text as="p" size="2" color="gray" mt="3">
            {detail}
          </Text>
        ) : null}
        <Flex wrap="wrap" justify="end" gap="3" mt="5">
          <AlertDialog.Cancel>
            <Button type="button" variant="soft" color="gray" disabled={busy}>
              {cancelLabel}
            </Button>
          </AlertDialog.Cancel>
          <Button
            type="button"
            color={tone === 'danger' ? 'red' : undefined}
            // Radix's solid red under white text is under 4.5:1; its high-contrast red is not.
            highContrast={tone === 'danger'}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
