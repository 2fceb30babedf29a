import type { Mailing } from '@livefully/contracts';
import { Spinner } from '@livefully/web-kit';
import { Box, Button, Flex, Text } from '@livefully/web-kit/ui';
import { Dialog, Tabs } from '@livefully/web-kit/ui/widgets';
import { useMailingPreview } from '../api/mailing-queries';
import './mailings.css';

type PreviewProps = { mailing: Mailing; onClose: () => void };

/**
 * The e-mail exactly as the server builds it for a recipient. The HTML runs in a sandbox with no
 * permissions at all (no script, no forms, no navigation of this page), from `srcdoc`.
 */
export function MailingPreviewDialog({ mailing, onClose }: PreviewProps) {
  const preview = useMailingPreview(mailing);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="52rem">
        <Dialog.Title>Preview e-mail</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          As a subscriber receives it, with a sample unsubscribe link.
        </Dialog.Description>
        {preview.isPending ? (
          <Spinner label="Loading the preview..." />
        ) : preview.isError ? (
          <Flex direction="column" gap="3" align="start" role="alert">
            <Text as="p" size="2">
              We couldn’t build the preview.
            </Text>
            <Button type="button" variant="soft" onClick={() => void preview.refetch()}>
              Try again
            </Button>
          </Flex>
        ) : (
          <>
            <Text as="p" size="2" mb="3">
              <Text weight="bold">Subject:</Text> {preview.data.subject}
            </Text>
            <Tabs.Root defaultValue="html">
              <Tabs.List aria-label="E-mail part">
                <Tabs.Trigger value="html">E-mail</Tabs.Trigger>
                <Tabs.Trigger value="text">Plain text</Tabs.Trigger>
              </Tabs.List>
              <Box pt="3">
                <Tabs.Content value="html">
                  <iframe
                    className="mailing-preview__frame"
                    sandbox=""
                    srcDoc={preview.data.html}
                    title={`E-mail: ${preview.data.subject}`}
                  />
                </Tabs.Content>
                <Tabs.Content value="text">
                  <pre
                    className="mailing-preview__text"
                    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus, or a keyboard cannot scroll it (WCAG 2.1.1)
                    tabIndex={0}
                    aria-label="Plain text part"
                  >
                    {preview.data.text}
                  </pre>
                </Tabs.Content>
              </Box>
            </Tabs.Root>
          </>
        )}
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
