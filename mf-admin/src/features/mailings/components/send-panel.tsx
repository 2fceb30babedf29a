import { FormattedDate } from '@livefully/web-kit';
import { Button, Flex, Text } from '@livefully/web-kit/ui';
import { CalendarClock, CalendarX, Eye, Send, TestTube, Trash2 } from 'lucide-react';
import type { useMailingEditor } from '../hooks/use-mailing-editor';
import { recipientsText } from '../../../lib/list-names';
import { SendProgress } from './send-progress';

type SendPanelProps = { editor: ReturnType<typeof useMailingEditor>; recipients: number | undefined };

/**
 * Preview, test, send or schedule: in that order, as they should be used; a scheduled mailing
 * says when it goes and can be moved or cancelled; a draft can be deleted; once sending, the
 * progress and the counts.
 */
export function SendPanel({ editor, recipients }: SendPanelProps) {
  const busy = editor.saving || editor.testing || editor.sending || editor.scheduleBusy || editor.deleteBusy;
  const { live } = editor;
  const status = live?.status ?? 'draft';
  if (live && (status === 'sending' || status === 'sent')) {
    return (
      <Flex direction="column" gap="3">
        <Button type="button" variant="outline" onClick={editor.onPreview} disabled={busy}>
          <Eye aria-hidden="true" focusable="false" size={16} />
          Preview e-mail
        </Button>
        <SendProgress mailing={live} />
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="3">
      {live?.scheduledAt ? (
        <Text as="p" size="2" weight="medium">
          Goes out on <FormattedDate value={live.scheduledAt} />
        </Text>
      ) : null}
      <Button type="button" variant="outline" onClick={editor.onPreview} disabled={busy}>
        <Eye aria-hidden="true" focusable="false" size={16} />
        Preview e-mail
      </Button>
      <Button type="button" variant="outline" onClick={editor.onSendTest} disabled={busy}>
        <TestTube aria-hidden="true" focusable="false" size={16} />
        {editor.testing ? 'Sending test...' : 'Send test to me'}
      </Button>
      <Button type="button" variant="outline" onClick={editor.onSchedule} disabled={busy}>
        <CalendarClock aria-hidden="true" focusable="false" size={16} />
        {status === 'scheduled' ? 'Change time' : 'Schedule'}
      </Button>
      {status === 'scheduled' ? (
        <Button type="button" variant="soft" color="gray" onClick={editor.onUnschedule} disabled={busy}>
          <CalendarX aria-hidden="true" focusable="false" size={16} />
          Cancel schedule
        </Button>
      ) : null}
      <Button type="button" onClick={editor.onSend} disabled={busy || recipients === 0}>
        <Send aria-hidden="true" focusable="false" size={16} />
        Send to {recipientsText(recipients)}
      </Button>
      {recipients === 0 ? (
        <Text as="p" size="2" color="gray">
          This list has no confirmed subscribers yet.
        </Text>
      ) : null}
      {live && status === 'draft' ? (
        <Button type="button" color="red" variant="soft" onClick={editor.askDelete} disabled={busy}>
          <Trash2 aria-hidden="true" focusable="false" size={16} />
          Delete draft
        </Button>
      ) : null}
    </Flex>
  );
}
