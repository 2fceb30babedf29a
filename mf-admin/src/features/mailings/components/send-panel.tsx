import { Button, Flex, Text } from '@livefully/web-kit/ui';
import { Eye, Send, TestTube } from 'lucide-react';
import type { useMailingEditor } from '../hooks/use-mailing-editor';
import { recipientsText } from '../../../lib/list-names';
import { SendProgress } from './send-progress';

type SendPanelProps = { editor: ReturnType<typeof useMailingEditor>; draft: boolean; recipients: number | undefined };

/** Preview, test, send: in that order, as they should be used; once sending, the progress. */
export function SendPanel({ editor, draft, recipients }: SendPanelProps) {
  const busy = editor.saving || editor.testing || editor.sending;
  return (
    <Flex direction="column" gap="3">
      <Button type="button" variant="outline" onClick={editor.onPreview} disabled={busy}>
        <Eye aria-hidden="true" focusable="false" size={16} />
        Preview e-mail
      </Button>
      {draft ? (
        <>
          <Button type="button" variant="outline" onClick={editor.onSendTest} disabled={busy}>
            <TestTube aria-hidden="true" focusable="false" size={16} />
            {editor.testing ? 'Sending test...' : 'Send test to me'}
          </Button>
          <Button type="button" onClick={editor.onSend} disabled={busy || recipients === 0}>
            <Send aria-hidden="true" focusable="false" size={16} />
            Send to {recipientsText(recipients)}
          </Button>
          {recipients === 0 ? (
            <Text as="p" size="2" color="gray">
              This list has no confirmed subscribers yet.
            </Text>
          ) : null}
        </>
      ) : editor.live ? (
        <SendProgress mailing={editor.live} />
      ) : null}
    </Flex>
  );
}
